/// One problem, one diagnostic: a node repeated by aliases is decoded once per use, so a
/// problem inside it (a misspelt key, a missing one) would be reported once per use, all
/// at the anchored node. Those repeats become one diagnostic, with a note naming the
/// aliases that use the node again.
enum AliasRepeats {
    static func merged(_ diagnostics: [Diagnostic], aliases: [AliasUse]) -> [Diagnostic] {
        guard !aliases.isEmpty else { return diagnostics }
        var out: [Diagnostic] = []
        var first: [Key: Int] = [:]
        var repeated: Set<Int> = []
        for diagnostic in diagnostics {
            let key = Key(diagnostic)
            if let index = first[key] {
                repeated.insert(index)
            } else {
                first[key] = out.count
                out.append(diagnostic)
            }
        }
        for index in repeated.sorted() {
            let uses = Self.uses(around: out[index].span, in: aliases)
            guard !uses.isEmpty else { continue }
            let places = uses.map { "`*\($0.name)` at line \($0.start.line)" }.joined(separator: ", ")
            out[index].notes.append(
                Diagnostic.Note("reported once: this node is used again through \(places)"))
        }
        return out
    }

    /// The aliases of the innermost anchored node that holds `span`.
    private static func uses(around span: SourceSpan, in aliases: [AliasUse]) -> [AliasUse] {
        let holding = aliases.filter { $0.anchorStart <= span.start && span.end <= $0.anchorEnd }
        guard let innermost = holding.max(by: { $0.anchorStart < $1.anchorStart }) else { return [] }
        return holding.filter { $0.anchorStart == innermost.anchorStart }
    }

    private struct Key: Hashable {
        var file: String
        var start: Int
        var end: Int
        var code: String
        var message: String

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.span.file
            start = diagnostic.span.start.offset
            end = diagnostic.span.end.offset
            code = diagnostic.code
            message = diagnostic.message
        }
    }
}
