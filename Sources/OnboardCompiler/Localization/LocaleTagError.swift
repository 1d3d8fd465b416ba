/// Why a text is not a locale tag onboardc accepts, with the range of the
/// offending subtag or character in that text and what to write instead.
public struct LocaleTagError: Error, Sendable, Hashable {
    public var message: String
    public var range: Range<String.Index>
    public var help: String

    public init(_ message: String, at range: Range<String.Index>, help: String) {
        self.message = message
        self.range = range
        self.help = help
    }
}

extension LocaleTagError {
    static let shape =
        "a locale tag is a language, then optionally a script, a region and variants, like `de`, `pt-BR`, `zh-Hant` or `es-419`"

    static func empty(at range: Range<String.Index>) -> Self {
        Self("the locale tag is empty", at: range, help: shape)
    }

    static func emptySubtag(at range: Range<String.Index>) -> Self {
        Self(
            "a locale tag cannot start or end with `-` or hold two in a row", at: range,
            help: "remove the extra separator")
    }

    static func invalidCharacter(_ character: Character, at range: Range<String.Index>) -> Self {
        Self(
            "`\(character)` cannot appear in a locale tag", at: range,
            help: "a locale tag holds only ASCII letters and digits, separated by `-`")
    }

    static func subtagTooLong(_ subtag: String, at range: Range<String.Index>) -> Self {
        Self("`\(subtag)` is longer than the 8 characters a subtag may have", at: range, help: shape)
    }

    static func notALanguage(_ subtag: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(subtag)` is not a language", at: range,
            help: "a locale tag starts with a two- or three-letter language code, like `en` or `fil`")
    }

    static func reservedLanguageLength(_ subtag: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(subtag)` is not a two- or three-letter language code", at: range,
            help:
                "languages of four to eight letters are reserved or not supported by Apple and Android; use the ISO 639 code, like `en` or `fil`"
        )
    }

    static func extendedLanguage(_ subtag: String, at range: Range<String.Index>) -> Self {
        Self(
            "extended language subtags like `\(subtag)` are not supported", at: range,
            help: "write the language on its own, like `\(subtag)` instead of `zh-\(subtag)`")
    }

    static func extensionUnsupported(_ singleton: String, at range: Range<String.Index>) -> Self {
        Self(
            "locale extensions (`-\(singleton)-…`) are not supported", at: range,
            help: "remove the extension; string tables are chosen by language, script and region only")
    }

    static func privateUse(at range: Range<String.Index>) -> Self {
        Self(
            "private-use subtags (`x-…`) are not supported", at: range,
            help: "use a private-use region instead, like `en-XA`, if you need a made-up locale")
    }

    static func duplicateVariant(_ variant: String, at range: Range<String.Index>) -> Self {
        Self("the variant `\(variant)` appears twice", at: range, help: "remove one of them")
    }

    static func misplacedSubtag(_ subtag: String, at range: Range<String.Index>) -> Self {
        Self("`\(subtag)` is not a script, region or variant in this place", at: range, help: shape)
    }
}
