/// The check every writer of translation files makes before handing out the
/// bytes (`l10n import`, `l10n adopt`): read back with the spec, they must hold
/// the planned entries as planned and every other entry exactly as it was.
/// A file that fails is not written.
struct WrittenTranslation {
    /// What one changed key must hold.
    struct Expected {
        var message: Message
        var review: Bool
        /// Nil: the fingerprint it had.
        var source: String?
    }

    /// The app the file translates.
    let app: App
    let options: Pipeline.Options
    /// Where the file is written.
    let path: String
    /// The translation before the edit; nil for a new file.
    let old: Translation?

    /// True when `bytes` decode to `old` with the keys of `expected` changed as
    /// it says: their text (by meaning), review mark and source fingerprint.
    func holds(_ bytes: [UInt8], expected: [String: Expected]) -> Bool {
        let file = SourceFile(path: path, bytes: bytes)
        guard let new = Pipeline.decodeTranslation(file, of: app, options: options, sink: DiagnosticSink()) else {
            return false
        }
        for (key, expected) in expected {
            guard let entry = new.entry(key), let message = entry.message, message.sameMeaning(as: expected.message),
                entry.needsReview == expected.review,
                entry.sourceFingerprint == (expected.source ?? old?.entry(key)?.sourceFingerprint)
            else { return false }
        }
        let kept = (old?.entries ?? []).filter { expected[$0.key] == nil }
        return new.entries.count == kept.count + expected.count
            && kept.allSatisfy { entry in
                new.entry(entry.key).map {
                    $0.text == entry.text && $0.needsReview == entry.needsReview
                        && $0.sourceFingerprint == entry.sourceFingerprint
                } ?? false
            }
    }
}
