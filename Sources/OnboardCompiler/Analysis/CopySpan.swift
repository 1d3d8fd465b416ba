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
