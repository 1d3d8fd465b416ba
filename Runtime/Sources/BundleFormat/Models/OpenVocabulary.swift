/// A vocabulary that may grow within one `schemaVersion` (docs/bundle-format.md,
/// "Versioning"): screen `role`, state `kind`, visual `rendering`, button
/// `placement`, feedback `haptic`, entrance `effect`, transition `style`,
/// animation `curve`, progress `shape`, `permission`, input `keyboard` and `autofill`.
///
/// A value this version of OnboardKit does not know decodes to the type's
/// `unknown` case instead of failing; clients treat it as the neutral default
/// the format names (a plain screen, no haptic, appear without animation, the
/// platform's default style, the `denied` outcome).
public protocol OpenVocabulary: RawRepresentable, Codable, Hashable, Sendable where RawValue == String {
    /// Every value this version knows, in the order the format lists them.
    static var knownValues: [Self] { get }
    /// A value this version does not know, kept with its raw string.
    static func unknown(_ rawValue: String) -> Self
}

extension OpenVocabulary {
    /// The known value spelled `rawValue`, or `unknown(rawValue)`. Never fails.
    public init(rawValue: String) {
        self = Self.value(rawValue)
    }

    public init(from decoder: any Decoder) throws {
        self = Self.value(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether this version of OnboardKit knows the value (it is not `unknown`).
    public var isKnown: Bool {
        Self.knownValues.contains(self)
    }

    private static func value(_ raw: String) -> Self {
        knownValues.first { $0.rawValue == raw } ?? unknown(raw)
    }
}
