import Foundation

/// The copy a user sees: the localized, formatted text of a bundle's string key.
///
/// For a key it tries ``lookupOrder``: the locale, then its fallback chain
/// (`LocaleResolver.fallbackChain`, the bundle's `localeFallbacks`, the one
/// definition the compiler's `l10n-missing-translation` also follows), then the
/// source locale. The first locale whose table has a usable translation gives
/// the text; its placeholders take the values in the order of the bundle's
/// `placeholders`, and a plural takes the form CLDR gives the count in that
/// locale; numbers are written in the digits the bundle's `numberingSystems` names
/// for that locale (Western digits when it names none). A key no table has comes back as itself, as Apple's lookup does.
///
/// ```swift
/// let text = OnboardingText(bundle: bundle, strings: try AppleStringTables(table: "Localizable"))
/// text(screen.titleKey)                                   // "Escanea tu comida"
/// text("flow.announcement", ["position": 2, "count": 3])  // "Pantalla 2 de 3"
/// ```
public struct OnboardingText: Sendable {
    /// The locale texts are shown in (before falling back).
    public let locale: String
    /// The locales tried for each key, in order: ``locale``, its fallback chain, the source locale.
    public let lookupOrder: [String]
    /// Per key, its placeholders in argument order (the bundle's `placeholders`).
    public let placeholders: [String: [Placeholder]]
    /// The bundle, for the numbering system of each table's numbers (its `numberingSystems`).
    private let bundle: OnboardingBundle
    private let strings: any LocalizedStrings

    /// The texts of `bundle` from `strings`, in `locale`; by default the locale
    /// ``OnboardingBundle/resolveLocale(preferred:includingPseudoLocales:)`` picks
    /// from the user's preferred languages. Any tag works: `es-MX` shows its own
    /// translation if the tables have one, else its chain's.
    public init(bundle: OnboardingBundle, strings: any LocalizedStrings, locale: String? = nil) {
        let locale = locale ?? bundle.resolveLocale()
        var seen = Set<String>()
        self.locale = locale
        self.lookupOrder =
            ([locale] + LocaleResolver.fallbackChain(for: locale, fallbacks: bundle.localeFallbacks)
            + [bundle.app.sourceLocale]).filter { seen.insert(LocaleResolver.normalized($0)).inserted }
        self.placeholders = bundle.placeholders
        self.bundle = bundle
        self.strings = strings
    }

    /// The text of `key` with `values` (placeholder name → value) filled in.
    public func callAsFunction(_ key: String, _ values: [String: TextValue] = [:]) -> String {
        resolve(key, values).text
    }

    /// The text of `key`, and the locale whose table gave it.
    public func resolve(_ key: String, _ values: [String: TextValue] = [:]) -> ResolvedText {
        let placeholders = placeholders[key] ?? []
        let arguments = placeholders.map { values[$0.name] ?? .missing($0) }
        for locale in lookupOrder {
            guard let format = strings.format(forKey: key, locale: locale),
                let text = format.filled(
                    placeholders: placeholders, arguments: arguments, locale: locale,
                    numberingSystem: bundle.numberingSystem(for: locale))
            else { continue }
            return ResolvedText(text: text, locale: locale)
        }
        return ResolvedText(text: key, locale: nil)
    }

    /// The keys `bundle` uses that no table of ``lookupOrder`` has: each would show as
    /// the key itself. Empty when the tables are complete; otherwise the app ships the
    /// wrong tables, or none (log it, or fail a debug build on it).
    public func missingKeys(in bundle: OnboardingBundle) -> [String] {
        bundle.stringKeys.filter { key in lookupOrder.allSatisfy { strings.format(forKey: key, locale: $0) == nil } }
            .sorted()
    }
}

/// A key's text and where it came from.
public struct ResolvedText: Hashable, Sendable {
    /// What the user sees.
    public var text: String
    /// The locale whose table gave the text (``OnboardingText/locale`` or one it
    /// fell back to); nil when no table has the key and `text` is the key.
    public var locale: String?

    /// `text`, from the table of `locale`.
    public init(text: String, locale: String?) {
        self.text = text
        self.locale = locale
    }
}
