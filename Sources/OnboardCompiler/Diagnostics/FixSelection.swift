/// The fixes `lint --fix` makes in one pass: of each diagnostic with exactly one fix (a choice
/// between several is the writer's), those whose edits touch nothing another fix taken before
/// touches, a place to insert at included (two keys added there would be one mapping's two
/// `reducedMotion:`). What is left waits for the next pass, over the text this one wrote.
public enum FixSelection {
    /// The edits to make, by file, in no particular order.
    public static func edits(of diagnostics: [Diagnostic]) -> [String: [Fix.Edit]] {
        var taken: [String: [Fix.Edit]] = [:]
        let sorted = diagnostics.filter { $0.fixes.count == 1 }
            .sorted { ($0.span.file, $0.span.start.offset) < ($1.span.file, $1.span.start.offset) }
        for diagnostic in sorted {
            let edits = diagnostic.fixes[0].edits
            // The same edit for two findings (a node aliases repeat) clashes too: it is made once.
            let clashes = edits.contains { edit in
                taken[edit.span.file, default: []].contains { overlaps($0.span, edit.span) }
            }
            guard !clashes else { continue }
            for edit in edits { taken[edit.span.file, default: []].append(edit) }
        }
        return taken
    }

    /// Whether two edits' places meet: they share a character, or one is an insertion at or in the other.
    static func overlaps(_ a: SourceSpan, _ b: SourceSpan) -> Bool {
        let (a0, a1, b0, b1) = (a.start.offset, a.end.offset, b.start.offset, b.end.offset)
        if a0 == a1 || b0 == b1 { return a0 <= b1 && b0 <= a1 }
        return a0 < b1 && b0 < a1
    }
}
