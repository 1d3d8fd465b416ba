import BundleFormat

/// Translation files (`specs/<app>.l10n/<locale>.yaml`) and the locale keys of
/// `app:` (`fallbacks:`, `numbers:`).
///
///     locale: de
///     strings:
///       tutorial.scan-any-menu.title: Scanne jede Speisekarte
///       tutorial.vegan-options.body:
///         text: Finde sofort vegane Gerichte.
///         review: true
///     sources:
///       tutorial.scan-any-menu.title: "3f2a9c1e"
struct TranslationDecoder: NodeDecoding {
    let input: DecodeInput

    init(input: DecodeInput) {
        self.input = input
    }

    init(document: Document, sink: DiagnosticSink) {
        self.init(input: DecodeInput(document: document, sink: sink))
    }

    func translation() -> Translation? { read().translation }

    /// The entries that decode, whatever errors the file has (the language server's text-key navigation).
    func entriesOfWhatDecodes() -> [TranslatedCopy] { read().entries }

    /// The translation when the file has no error, and the entries that decode either way.
    private func read() -> (translation: Translation?, entries: [TranslatedCopy]) {
        let errorsBefore = sink.errorCount
        guard let root = MappingReader(input.document.root, .translation, decoder: self)
        else { return (nil, []) }
        defer { root.finish() }
        let localeNode = root.required("locale")
        let locale = localeNode.flatMap(localeTag)
        var entries = root.required("strings").map(translatedEntries) ?? []
        if let sources = root["sources"] {
            entries = fingerprinted(entries, sources: sources)
        }
        guard sink.errorCount == errorsBefore, let locale, let localeNode else { return (nil, entries) }
        let translation = Translation(
            locale: locale, localeSpan: span(localeNode), file: input.document.path, entries: entries)
        return (translation, entries)
    }

    private func translatedEntries(_ node: Node) -> [TranslatedCopy] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of string keys to translated text")
            return []
        }
        return entries.compactMap { entry in
            guard let key = string(entry.key) else { return nil }
            return translatedCopy(entry.value, key: key, keySpan: span(entry.key))
        }
    }

    /// Text, or a mapping with the text and `review: true`.
    private func translatedCopy(_ node: Node, key: String, keySpan: SourceSpan) -> TranslatedCopy? {
        var needsReview = false
        let textNode: Node
        if node.scalar != nil {
            textNode = node
        } else {
            guard let map = MappingReader(node, .translatedText, decoder: self)
            else { return nil }
            defer { map.finish() }
            guard let text = map.required("text") else { return nil }
            needsReview = map["review"].flatMap(boolean) ?? false
            textNode = text
        }
        guard let text = string(textNode) else { return nil }
        let span = span(textNode)
        return TranslatedCopy(
            key: key, keySpan: keySpan, text: text, span: span,
            message: message(text, at: span), needsReview: needsReview)
    }

    /// `fallbacks:` — a mapping of locales to the locales to try after them.
    func fallbacks(_ node: Node) -> [LocaleFallback] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of locales to lists of locales (fallbacks)")
            return []
        }
        return entries.compactMap { entry in
            guard let locale = localeTag(entry.key) else { return nil }
            let items = list(entry.value, "fallback locales") { node in localeTag(node).map { ($0, span(node)) } }
            return LocaleFallback(
                locale: locale, chain: items.map(\.0), span: span(entry.key),
                chainSpans: items.map(\.1))
        }
    }

    /// `numbers:` — a mapping of locales to numbering systems (`ar: arab`).
    func numbers(_ node: Node) -> [LocaleNumbers] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of locales to numbering systems (numbers)")
            return []
        }
        return entries.compactMap { entry in
            let locale = localeTag(entry.key)
            guard let text = string(entry.value) else { return nil }
            guard let system = NumberingSystem.named(text) else {
                sink.emit(.unknownValue(text, allowed: NumberingSystem.known.map(\.id), at: span(entry.value)))
                return nil
            }
            guard let locale else { return nil }
            return LocaleNumbers(locale: locale, system: system, span: span(entry.key), systemSpan: span(entry.value))
        }
    }
}
