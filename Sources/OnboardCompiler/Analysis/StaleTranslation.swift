/// A translation made from a source text that has changed since: its file
/// remembers a fingerprint (`sources:`) that is not the current source's.
/// Lint reports it (`l10n-stale-translation`), the String Catalog marks it
/// `needs_review`, and the XLIFF export marks it `translated` with a note.
struct StaleTranslation: Sendable, Hashable {
    /// The fingerprint of the source the translation was made from.
    var madeFrom: String
    /// The fingerprint of the source as the spec says it now.
    var now: String

    /// The staleness of `translated` against its source's fingerprint `now`
    /// (`SpecAnalysis.staleness(of:key:)` derives it once per key); nil when it is
    /// current, or has no fingerprint (a file from before fingerprints: never stale).
    init?(_ translated: TranslatedCopy, now: String) {
        guard let madeFrom = translated.sourceFingerprint, madeFrom != now else { return nil }
        self.madeFrom = madeFrom
        self.now = now
    }

    /// What the translator and the writer are told.
    var explanation: String {
        "The source text changed after this translation was made (made from source \(madeFrom), now \(now)): "
            + "review it against the new source."
    }
}
