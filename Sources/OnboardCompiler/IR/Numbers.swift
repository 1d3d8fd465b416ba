import BundleFormat

/// One entry of `app.numbers`: the numbering system a locale writes the numbers its texts
/// are filled with in, instead of CLDR's default for it (`ar: arab`).
public struct LocaleNumbers: Sendable, Hashable {
    public var locale: String
    public var system: NumberingSystem
    /// Where the locale (the mapping key) is written.
    public var span: SourceSpan
    /// Where the system is written.
    public var systemSpan: SourceSpan

    public init(locale: String, system: NumberingSystem, span: SourceSpan, systemSpan: SourceSpan) {
        self.locale = locale
        self.system = system
        self.span = span
        self.systemSpan = systemSpan
    }
}

extension App {
    /// The numbering system the numbers filled into `locale`'s texts are written in: the
    /// `app.numbers` entry for the locale (in canonical spelling, `ar-eg` is `ar-EG`), else
    /// CLDR's default for it (``NumberingSystem/cldrDefault(for:)``). What the bundle's
    /// `numberingSystems` carries, and what `l10n-mixed-digits` compares a text's digits with.
    public func numberingSystem(for locale: String) -> NumberingSystem {
        let canonical = LocaleTag.canonical(locale)
        return numbers.first { LocaleTag.canonical($0.locale) == canonical }?.system
            ?? NumberingSystem.cldrDefault(for: locale)
    }
}
