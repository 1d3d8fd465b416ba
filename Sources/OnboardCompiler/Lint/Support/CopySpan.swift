extension Copy {
    /// Where `range` of the text is written in the file (see `SourceSpan.locating`).
    func span(of range: Range<String.Index>) -> SourceSpan {
        span.locating(range, in: text)
    }
}

extension TranslatedCopy {
    /// Where `range` of the translated text is written in the file.
    func span(of range: Range<String.Index>) -> SourceSpan {
        span.locating(range, in: text)
    }
}

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
