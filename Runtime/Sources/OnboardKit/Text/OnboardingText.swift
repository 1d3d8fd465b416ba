import Foundation

/// The copy a user sees: the localized, formatted text of a bundle's string key.
///
/// For a key it tries ``lookupOrder``: the locale, then its fallback chain
/// (`LocaleResolver.fallbackChain`, the bundle's `localeFallbacks`, the one
/// definition the compiler's `l10n-missing-translation` also follows), then the
/// source locale. The first locale whose table has a usable translation gives
/// the text; its placeholders take the values in the order of the bundle's
/// `placeholders`, and a plural takes the form CLDR gives the count in that
/// locale. A key no table has comes back as itself, as Apple's lookup does.
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
    private let strings: any LocalizedStrings

    /// The texts of `bundle` from `strings`, in `locale`; by default the locale
    /// ``OnboardingBundle/resolveLocale(preferred:includingPseudoLocales:)`` picks
    /// from the user's preferred languages. Any tag works: `es-MX` shows its own
    /// translation if the tables have one, else its chain's.
    public init(bundle: OnboardingBundle, strings: any LocalizedStrings, locale: String? = nil) {
        let locale = locale ?? bundle.resolveLocale()
        var seen = Set<String>()
        self.locale = locale
        self.lookupOrder = ([locale] + LocaleResolver.fallbackChain(for: locale, fallbacks: bundle.localeFallbacks)
            + [bundle.app.sourceLocale]).filter { seen.insert(LocaleResolver.normalized($0)).inserted }
        self.placeholders = bundle.placeholders
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
                  let text = Self.fill(format, placeholders: placeholders, arguments: arguments, locale: locale)
            else { continue }
            return ResolvedText(text: text, locale: locale)
        }
        return ResolvedText(text: key, locale: nil)
    }

    /// `format` with its plural forms chosen and its arguments filled in; nil when a
    /// specifier does not fit the placeholders (a damaged table: the next locale is tried).
    static func fill(_ format: LocalizedFormat, placeholders: [Placeholder], arguments: [TextValue],
                     locale: String) -> String? {
        /// The count of argument `number` (from 1), which must be a number placeholder.
        func count(_ number: Int) -> Int? {
            guard placeholders.indices.contains(number - 1), placeholders[number - 1].type == .integer else { return nil }
            return arguments[number - 1].integerValue
        }
        /// The form of `plural` for argument `number`'s count, `%arg` standing for that argument.
        func form(_ plural: PluralForms, argument number: Int) -> String? {
            guard let count = count(number), let form = plural.form(for: count, locale: locale) else { return nil }
            return form.replacingOccurrences(of: "%arg", with: "%\(number)$" + (plural.specifier ?? "lld"))
        }
        var text: String
        switch format {
        case .plural(let plural):
            guard let number = plural.argument ?? placeholders.firstIndex(where: { $0.type == .integer }).map({ $0 + 1 }),
                  let chosen = form(plural, argument: number) else { return nil }
            text = chosen
        case .format(let string, let variables) where variables.isEmpty:
            text = string
        case .format(let string, let variables):
            guard let specifiers = FormatSpecifiers.scan(string) else { return nil }
            var scalars = string.unicodeScalars
            for specifier in specifiers.reversed() {
                guard case .variable(let name) = specifier.conversion else { continue }
                guard let plural = variables[name] else { return nil }
                // A numbered variable and the catalog's `argNum` for it must agree.
                if let declared = plural.argument, specifier.isNumbered, declared != specifier.argument { return nil }
                guard let chosen = form(plural, argument: plural.argument ?? specifier.argument) else { return nil }
                scalars.replaceSubrange(specifier.range, with: chosen.unicodeScalars)
            }
            text = String(scalars)
        }
        // A text without placeholders is not a format: its `%` is a percent sign.
        guard !placeholders.isEmpty else { return text }
        guard let specifiers = FormatSpecifiers.scan(text) else { return nil }
        // Numbered and unnumbered specifiers in one text are not read alike by every printf.
        let numbered = specifiers.filter(\.isNumbered).count
        guard numbered == 0 || numbered == specifiers.count else { return nil }
        // Per number argument, whether it is read as 64 bits (`%lld`) or 32 (`%d`); never both.
        var wide: [Int: Bool] = [:]
        for specifier in specifiers {
            guard placeholders.indices.contains(specifier.argument - 1) else { return nil }
            switch (placeholders[specifier.argument - 1].type, specifier.conversion) {
            case (.integer, .integer(let isWide)):
                if let other = wide.updateValue(isWide, forKey: specifier.argument), other != isWide { return nil }
            case (.integer, _), (_, .integer), (_, .variable):
                return nil
            case (_, .text):
                break
            }
        }
        let values = placeholders.indices.map { index -> any CVarArg in
            guard placeholders[index].type == .integer else { return arguments[index].textValue }
            let number = arguments[index].integerValue
            return wide[index + 1] == false ? Int32(clamping: number) : Int64(number)
        }
        return String(format: text, locale: Locale(identifier: locale), arguments: values)
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
