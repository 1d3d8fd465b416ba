import Foundation

/// A String Catalog (`.xcstrings`, the JSON file `onboardc build` writes to
/// `ios/<table>.xcstrings`, which the bundle's `strings.ios` names): the one
/// reader of it, for OnboardKit's text API (tests, previews, downloaded tables),
/// `onboardc diff` and `onboardc check-bundles`.
///
/// A localization whose state is `new` is not a translation (onboardc writes
/// the source text there so that Xcode shows something): it counts as
/// missing, and ``OnboardingText`` falls back past it.
public struct StringCatalog: LocalizedStrings, Hashable {
    /// The catalog's `sourceLanguage`.
    public let sourceLanguage: String
    /// Locale, as the file spells it → key → text: the translations only.
    public let translations: [String: [String: LocalizedFormat]]
    /// Normalized locale → locale as spelled.
    private let spelled: [String: String]

    /// Decodes the bytes of an `.xcstrings` file.
    public init(data: Data) throws {
        let file = try JSONDecoder().decode(CatalogFile.self, from: data)
        sourceLanguage = file.sourceLanguage
        var translations: [String: [String: LocalizedFormat]] = [:]
        for (key, entry) in file.strings {
            for (locale, localization) in entry.localizations ?? [:] {
                guard let format = localization.format else { continue }
                translations[locale, default: [:]][key] = format
            }
        }
        self.translations = translations
        spelled = Dictionary(translations.keys.map { (LocaleResolver.normalized($0), $0) }) { first, _ in first }
    }

    /// Decodes the `.xcstrings` file at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    public func format(forKey key: String, locale: String) -> LocalizedFormat? {
        spelled[LocaleResolver.normalized(locale)].flatMap { translations[$0]?[key] }
    }
}

/// The part of the `.xcstrings` format that carries text.
private struct CatalogFile: Decodable {
    var sourceLanguage: String
    var strings: [String: Entry]

    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    struct Unit: Decodable {
        var state: String?
        var value: String

        /// A translation, not a placeholder for one.
        var isTranslated: Bool { state != "new" }
    }

    struct Variations: Decodable {
        var plural: [String: Localization]?
    }

    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }

    struct Localization: Decodable {
        var stringUnit: Unit?
        var variations: Variations?
        var substitutions: [String: Substitution]?

        /// The text, or nil when it is not translated (or has no text).
        var format: LocalizedFormat? {
            if let unit = stringUnit {
                guard unit.isTranslated else { return nil }
                var variables: [String: PluralForms] = [:]
                for (name, substitution) in substitutions ?? [:] {
                    guard let forms = Self.forms(substitution.variations?.plural) else { continue }
                    // `%arg` in a form stands for the variable's own argument, `argNum`.
                    variables[name] = PluralForms(
                        forms, argument: substitution.argNum,
                        specifier: substitution.formatSpecifier)
                }
                return .format(unit.value, variables: variables)
            }
            return Self.forms(variations?.plural).map { LocalizedFormat.plural(PluralForms($0)) }
        }

        /// The translated forms of a plural variation; nil when none is translated.
        static func forms(_ plural: [String: Localization]?) -> [PluralCategory: String]? {
            var forms: [PluralCategory: String] = [:]
            for (name, localization) in plural ?? [:] {
                guard let category = PluralCategory(rawValue: name), let unit = localization.stringUnit,
                    unit.isTranslated
                else { continue }
                forms[category] = unit.value
            }
            return forms.isEmpty ? nil : forms
        }
    }
}
