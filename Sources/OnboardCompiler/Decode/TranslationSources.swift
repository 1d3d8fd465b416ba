/// `sources:` in a translation file: for each translated key, the fingerprint of
/// the source text its translation was made from (`SourceFingerprint`).
///
///     sources:
///       tutorial.scan-any-menu.title: "3f2a9c1e"
extension TranslationDecoder {
    /// `entries` with the fingerprints of `sources` attached. A fingerprint that is
    /// not 8 lower-case hex digits is an error; one for a key `strings:` does not
    /// translate is a warning, and is dropped.
    func fingerprinted(_ entries: [TranslatedCopy], sources: Node) -> [TranslatedCopy] {
        guard case .mapping(let items) = sources.content else {
            typeMismatch(sources, expected: "a mapping of string keys to source fingerprints")
            return entries
        }
        var out = entries
        let index = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        for item in items {
            guard let key = string(item.key), let fingerprint = string(item.value) else { continue }
            guard SourceFingerprint.isWellFormed(fingerprint) else {
                sink.emit(.invalidFingerprint(fingerprint, key: key, at: span(item.value)))
                continue
            }
            guard let position = index[key] else {
                sink.emit(.orphanFingerprint(key, at: span(item.key)))
                continue
            }
            out[position].sourceFingerprint = fingerprint
            out[position].sourceFingerprintSpan = span(item.value)
        }
        return out
    }
}

extension Diagnostic {
    static func invalidFingerprint(_ text: String, key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .translationInvalidFingerprint,
            "`\(text)` is not a source fingerprint (8 lower-case hex digits) for `\(key)`", at: span,
            help: "leave fingerprints to `onboardc l10n import` and `onboardc l10n adopt`; "
                + "remove this entry and run `onboardc l10n adopt` to write it again")
    }

    static func orphanFingerprint(_ key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .translationOrphanFingerprint,
            "`sources:` has a fingerprint for `\(key)`, which `strings:` does not translate", at: span,
            help: "remove it: a fingerprint belongs to a translation (import writes both)")
    }
}
