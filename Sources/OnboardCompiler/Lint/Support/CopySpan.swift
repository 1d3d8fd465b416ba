extension Copy {
    /// Where `range` of the text is written in the file.
    ///
    /// A copy's span covers its value as written: from the opening quote for a
    /// quoted value. When the value sits on one line and its text is exactly what is
    /// written between the quotes (plain: as many bytes as the text; quoted without
    /// escapes: two more, the quotes), each character of the text has its own place
    /// and the result points at it. Otherwise (blocks, values over several lines,
    /// escapes such as `\"` or `''`) it is the whole value.
    func span(of range: Range<String.Index>) -> SourceSpan {
        guard span.start.line == span.end.line else { return span }
        let opening: Int
        switch span.end.offset - span.start.offset {
        case text.utf8.count: opening = 0
        case text.utf8.count + 2: opening = 1
        default: return span
        }
        func location(_ index: String.Index) -> SourceLocation {
            SourceLocation(
                line: span.start.line, column: span.start.column + opening + text.unicodeScalars[..<index].count,
                offset: span.start.offset + opening + text.utf8[..<index].count)
        }
        return SourceSpan(file: span.file, start: location(range.lowerBound), end: location(range.upperBound))
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
