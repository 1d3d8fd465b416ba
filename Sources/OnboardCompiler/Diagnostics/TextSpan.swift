extension SourceSpan {
    /// Where `range` of `text`, the value this span covers, is written.
    ///
    /// The span covers the value as written: from the opening quote for a quoted
    /// value. When the value sits on one line and its text is exactly what is
    /// written between the quotes (plain: as many bytes as the text; quoted without
    /// escapes: two more, the quotes), each character of the text has its own place
    /// and the result points at it. Otherwise (blocks, values over several lines,
    /// escapes such as `\"` or `''`) it is the whole value.
    func locating(_ range: Range<String.Index>, in text: String) -> SourceSpan {
        exactly(range, in: text) ?? self
    }

    /// Where `range` of `text` is written, when each character has its own place (see
    /// `locating`); nil otherwise. A fix edits only such a place.
    func exactly(_ range: Range<String.Index>, in text: String) -> SourceSpan? {
        guard start.line == end.line else { return nil }
        let opening: Int
        switch end.offset - start.offset {
        case text.utf8.count: opening = 0
        case text.utf8.count + 2: opening = 1
        default: return nil
        }
        func location(_ index: String.Index) -> SourceLocation {
            SourceLocation(
                line: start.line, column: start.column + opening + text.unicodeScalars[..<index].count,
                offset: start.offset + opening + text.utf8[..<index].count)
        }
        return SourceSpan(file: file, start: location(range.lowerBound), end: location(range.upperBound))
    }
}
