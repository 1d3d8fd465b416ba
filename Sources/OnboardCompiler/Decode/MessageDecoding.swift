extension NodeDecoding {
    /// The text as an ICU message; nil, with an error at the exact character,
    /// when its placeholder syntax is wrong. Its link markup is checked too (`spec-link-markup`).
    func message(_ text: String, at span: SourceSpan) -> Message? {
        switch MessageParser.parse(text) {
        case .success(let message):
            // Exact numbers (`=0 {…}`) parse, but Android selects plurals by category only.
            if message.plural?.cases.contains(where: { if case .exact = $0.selector { true } else { false } }) == true {
                let written = text.firstRange(of: /=\s*\d/) ?? text.startIndex..<text.endIndex
                sink.emit(.exactPluralCase(at: span.locating(written, in: text)))
                return nil
            }
            checkLinkMarkup(text, message, at: span)
            return message
        case .failure(let error):
            sink.emit(.messageSyntax(error, at: span.locating(error.range, in: text)))
            return nil
        }
    }
}

extension Diagnostic {
    static func exactPluralCase(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specMessageSyntax, "a plural case for an exact number (`=0`) cannot be shown on Android", at: span,
            help: "use the language's plural forms (`one`, `other`…); show a separate text for zero in the app")
    }

    static func messageSyntax(_ error: MessageSyntaxError, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specMessageSyntax, error.message, at: span, help: error.help)
    }
}
