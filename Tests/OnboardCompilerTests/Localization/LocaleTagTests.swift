import BundleFormat
import Testing
@testable import OnboardCompiler

extension LocalizationTests {
    /// BCP-47 parsing and canonical form, platform folder names, writing
    /// direction, truncation and unknown subtags.
    @Suite struct LocaleTagTests {
        func tag(_ text: String) throws -> LocaleTag {
            try LocaleTag(parsing: text)
        }

        @Test(arguments: [
            ("de", "de"), ("EN", "en"), ("pt_br", "pt-BR"), ("ZH-hant-tw", "zh-Hant-TW"), ("es-419", "es-419"),
            ("sr_latn_rs", "sr-Latn-RS"), ("sl-IT-NEDIS", "sl-IT-nedis"), ("de-1996", "de-1996"), ("fil", "fil"),
        ])
        func canonicalForm(text: String, identifier: String) throws {
            let parsed = try tag(text)
            #expect(parsed.identifier == identifier)
            #expect(parsed.identifier.count == text.count, "canonical form keeps every offset")
            #expect(try tag(identifier) == parsed)
        }

        @Test func partsOfATag() throws {
            #expect(try tag("zh-Hant-TW") == LocaleTag(language: "zh", script: "Hant", region: "TW"))
            #expect(try tag("sl-rozaj-biske") == LocaleTag(language: "sl", variants: ["rozaj", "biske"]))
        }

        @Test(arguments: [
            ("de", "values-de"), ("pt-BR", "values-pt-rBR"), ("en-XA", "values-en-rXA"), ("ar-XB", "values-ar-rXB"),
            ("es-419", "values-b+es+419"), ("zh-Hant", "values-b+zh+Hant"), ("sr-Latn-RS", "values-b+sr+Latn+RS"),
            ("fil", "values-b+fil"), ("fil-PH", "values-b+fil+PH"), ("de-CH-1996", "values-b+de+CH+1996"),
        ])
        func androidResourceFolder(text: String, folder: String) throws {
            #expect(try tag(text).androidResourceFolder == folder)
        }

        @Test(arguments: [
            ("es-419", "es-419.lproj"), ("zh_hant", "zh-Hant.lproj"), ("pt-br", "pt-BR.lproj"), ("en", "en.lproj"),
        ])
        func appleLprojName(text: String, folder: String) throws {
            #expect(try tag(text).appleLprojName == folder)
        }

        @Test(arguments: [
            ("ar", true), ("he", true), ("fa", true), ("ur", true), ("ps", true), ("yi", true), ("ckb", true),
            ("ar-XB", true),
            ("en-XB", true), ("az-Arab", true), ("pa-Arab", true), ("ff-Adlm", true), ("ar-Latn", false),
            ("en", false), ("de", false), ("ja", false), ("zh-Hant", false), ("en-XA", false), ("ku", false),
        ])
        func rightToLeft(text: String, isRightToLeft: Bool) throws {
            #expect(try tag(text).isRightToLeft == isRightToLeft)
        }

        @Test func truncationsDropTheLastSubtagFirst() throws {
            #expect(try tag("zh-Hant-TW").truncations.map(\.identifier) == ["zh-Hant", "zh"])
            #expect(try tag("sl-IT-nedis").truncations.map(\.identifier) == ["sl-IT", "sl"])
            #expect(try tag("es-MX").truncations.map(\.identifier) == ["es"])
            #expect(try tag("en").truncations.isEmpty)
        }

        @Test(arguments: [
            ("de-DX", "region DX at 3"), ("xx", "language xx at 0"), ("en-Abcd-US", "script Abcd at 3"),
            ("qx-Latn-QQ", "language qx at 0"), ("zz-Zzzz-DX", "language zz at 0, region DX at 8"),
        ])
        func unknownSubtagsAreNamedWithTheirOffset(text: String, unknown: String) throws {
            let found = try tag(text).unknownSubtags.map { "\($0.kind.rawValue) \($0.subtag) at \($0.offset)" }
            #expect(found.joined(separator: ", ") == unknown)
        }

        @Test(arguments: [
            "de-DE", "en-XA", "ar-XB", "es-419", "zh-Hant-HK", "fil-PH", "ckb-IQ", "qaa-Qaaa-QM", "en-001",
            "sr-Latn-XK", "sgs-ZZ",
        ])
        func knownAndPrivateUseSubtagsAreNotUnknown(text: String) throws {
            #expect(try tag(text).unknownSubtags.isEmpty)
        }

        @Test(arguments: [
            ("", "|", "the locale tag is empty"),
            ("en-", "  ^", "a locale tag cannot start or end with `-` or hold two in a row"),
            ("en--US", "   ^", "a locale tag cannot start or end with `-` or hold two in a row"),
            ("-en", "^", "a locale tag cannot start or end with `-` or hold two in a row"),
            ("en_US@x", "     ^", "`@` cannot appear in a locale tag"),
            ("en-ÜS", "   ^", "`Ü` cannot appear in a locale tag"),
            ("english", "^^^^^^^", "`english` is not a two- or three-letter language code"),
            ("e", "^", "`e` is not a language"),
            ("12-US", "^^", "`12` is not a language"),
            ("x-private", "^", "private-use subtags (`x-…`) are not supported"),
            ("en-x-foo", "   ^", "private-use subtags (`x-…`) are not supported"),
            ("en-u-ca-gregory", "   ^", "locale extensions (`-u-…`) are not supported"),
            ("zh-yue", "   ^^^", "extended language subtags like `yue` are not supported"),
            ("en-US-GB", "      ^^", "`GB` is not a script, region or variant in this place"),
            ("en-Latn-Cyrl", "        ^^^^", "`Cyrl` is not a script, region or variant in this place"),
            ("de-1996-1996", "        ^^^^", "the variant `1996` appears twice"),
            (
                "en-verylongvariant", "   ^^^^^^^^^^^^^^^",
                "`verylongvariant` is longer than the 8 characters a subtag may have"
            ),
        ])
        func malformedTagsPointAtTheSubtag(text: String, expected: String, message: String) {
            guard case .failure(let error) = LocaleTag.parse(text) else {
                Issue.record("\(text) parsed")
                return
            }
            #expect(carets(text, error.range) == expected, "\(text)")
            #expect(error.message == message)
            #expect(!error.help.isEmpty)
        }

        @Test func knownSubtagListsHaveTheirShape() {
            #expect(KnownSubtags.languages.allSatisfy { (2...3).contains($0.count) && $0 == $0.lowercased() })
            #expect(
                KnownSubtags.languages.filter { $0.count == 2 }.count == 184 + 6, "ISO 639-1 and six deprecated codes")
            #expect(
                KnownSubtags.scripts.allSatisfy {
                    $0.count == 4 && $0 == $0.prefix(1).uppercased() + $0.dropFirst().lowercased()
                })
            #expect(KnownSubtags.regions.filter { $0.count == 2 }.allSatisfy { $0 == $0.uppercased() })
            #expect(KnownSubtags.regions.filter { $0.count == 3 }.allSatisfy { $0.allSatisfy(\.isNumber) })
            for language in PluralRules.knownLanguages where !["root", "und"].contains(language) {
                #expect(KnownSubtags.isLanguage(language), "\(language) has plural rules but is not a known language")
            }
        }
    }
}
