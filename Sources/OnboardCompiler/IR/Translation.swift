/// One translation file (`specs/<app>.l10n/<locale>.yaml`): the copy of one
/// app in one more locale, keyed by the source's string keys.
public struct Translation: Sendable, Hashable {
    /// The BCP-47 tag as written in the file's `locale:`.
    public var locale: String
    public var localeSpan: SourceSpan
    /// The file the translation was read from.
    public var file: String
    /// In the order the file lists them.
    public var entries: [TranslatedCopy] {
        didSet { positions = Self.positions(of: entries) }
    }
    /// Where the first entry of each key is in `entries`: `entry(_:)` is asked once per
    /// key by the string tables, the XLIFF export and the localisation rules, and a
    /// search of the list each time made that quadratic in the number of keys. Kept
    /// up to date whenever `entries` changes; not part of the value (`==`, `hash`).
    private var positions: [String: Int]

    public init(locale: String, localeSpan: SourceSpan, file: String, entries: [TranslatedCopy]) {
        self.locale = locale
        self.localeSpan = localeSpan
        self.file = file
        self.entries = entries
        positions = Self.positions(of: entries)
    }

    /// The entry for `key`, if the file has one; the first, when it has the key twice.
    public func entry(_ key: String) -> TranslatedCopy? {
        positions[key].map { entries[$0] }
    }

    private static func positions(of entries: [TranslatedCopy]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() where positions[entry.key] == nil {
            positions[entry.key] = position
        }
        return positions
    }

    public static func == (lhs: Translation, rhs: Translation) -> Bool {
        lhs.locale == rhs.locale && lhs.localeSpan == rhs.localeSpan && lhs.file == rhs.file
            && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(localeSpan)
        hasher.combine(file)
        hasher.combine(entries)
    }
}

/// The translated text of one string key.
public struct TranslatedCopy: Sendable, Hashable {
    public var key: String
    /// Where the key is written.
    public var keySpan: SourceSpan
    public var text: String
    /// Where the text is written.
    public var span: SourceSpan
    /// Nil when the text has an ICU syntax error (reported by the decoder).
    public var message: Message?
    /// `review: true`: translated, but to be checked (for example because the
    /// source changed after the translation was made).
    public var needsReview: Bool
    /// The fingerprint of the source text the translation was made from (its
    /// entry under `sources:`); nil for a translation without one, which is never stale.
    public var sourceFingerprint: String?
    /// Where the fingerprint is written.
    public var sourceFingerprintSpan: SourceSpan?

    public init(
        key: String, keySpan: SourceSpan, text: String, span: SourceSpan, message: Message?, needsReview: Bool,
        sourceFingerprint: String? = nil, sourceFingerprintSpan: SourceSpan? = nil
    ) {
        self.key = key
        self.keySpan = keySpan
        self.text = text
        self.span = span
        self.message = message
        self.needsReview = needsReview
        self.sourceFingerprint = sourceFingerprint
        self.sourceFingerprintSpan = sourceFingerprintSpan
    }
}

/// A declared fallback chain: a client whose user prefers `locale` tries each
/// locale of `chain` in turn, then the source locale.
public struct LocaleFallback: Sendable, Hashable {
    public var locale: String
    public var chain: [String]
    /// Where the locale (the mapping key) is written.
    public var span: SourceSpan
    /// Where each locale of `chain` is written.
    public var chainSpans: [SourceSpan]

    public init(locale: String, chain: [String], span: SourceSpan, chainSpans: [SourceSpan] = []) {
        self.locale = locale
        self.chain = chain
        self.span = span
        self.chainSpans = chainSpans
    }

    /// Where the `index`th locale of the chain is written (the key when unknown).
    public func span(ofChainItem index: Int) -> SourceSpan {
        chainSpans.indices.contains(index) ? chainSpans[index] : span
    }
}

/// Machine-made locales that show layout problems before translations exist.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable {
    /// Accented, about 40% longer, in brackets: `[Ŵéļçöɱé ţö Šþŕöûţ one two]`.
    case accented = "en-XA"
    /// Every word right-to-left, to check mirrored layouts.
    case rightToLeft = "ar-XB"
}
