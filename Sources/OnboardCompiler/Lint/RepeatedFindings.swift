/// Findings of the copy rules about text that aliases repeat.
enum CopyFindings {
    /// One finding per place in the file and message: a value repeated by an alias
    /// (VegyScan's tutorial screens, shown again from Settings) has its own key in
    /// each place but is written, and fixed, once. The others become a note.
    static func merged(_ findings: [Finding]) -> [Finding] {
        var out: [Finding] = []
        var seen: [String: Int] = [:]
        for finding in findings {
            let key = "\(finding.span.file)|\(finding.span.start.offset)|\(finding.span.end.offset)|\(finding.message)"
            if let index = seen[key] {
                out[index].notes.append(Diagnostic.Note("the same text is also used as `\(finding.path)` (through an alias)"))
            } else {
                seen[key] = out.count
                out.append(finding)
            }
        }
        return out
    }
}

/// Findings of spec nodes that several flows share (aliased screens, app-wide
/// reduced-motion settings) are reported once, at their first path.
enum RepeatedFindings {
    static func removed(from findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var file: String
            var offset: Int
            var message: String
        }
        var seen = Set<Key>()
        return findings.filter {
            seen.insert(Key(file: $0.span.file, offset: $0.span.start.offset, message: $0.message)).inserted
        }
    }
}
