import Foundation
import Testing
@testable import OnboardCompiler

/// `en-XA` and `ar-XB` in the debug-only tables: arguments intact, `en-XA` accented, bracketed and at least
/// 30% longer, `ar-XB` led by a RIGHT-TO-LEFT MARK with each word in RLO … PDF.
@Suite struct PseudoLocaleTablesTests {
    static let yaml = specYAML(
        appKeys: "pseudoLocales: [en-XA, ar-XB]",
        screens: """
                  - id: welcome
                    role: welcome
                    title: "Welcome back, {name}"
                    subtitle: Scan any menu
                    body: "{name} has {n, number} plants"
                    caption: "{count, plural, one {# plant} other {# plants}}"
                    primary: Next
            """)

    let compiled = compile(Self.yaml)

    static func key(_ slot: String) -> String { "onboarding.welcome.\(slot)" }

    static let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

    /// Slot → locale → Apple text (plural: `caption.one`, `caption.other`).
    static let apple: [String: [String: String]] = [
        "title": [
            "en": "Welcome back, %@", "en-XA": "[Ŵéļçöɱé ƀåçķ, %@ one t]",
            "ar-XB": "\(rlm)\(rlo)Welcome\(pdf) \(rlo)back,\(pdf) \(rlo)%@\(pdf)",
        ],
        "subtitle": [
            "en": "Scan any menu", "en-XA": "[Šçåñ åñý ɱéñû one t]",
            "ar-XB": "\(rlm)\(rlo)Scan\(pdf) \(rlo)any\(pdf) \(rlo)menu\(pdf)",
        ],
        "body": [
            "en": "%1$@ has %2$lld plants", "en-XA": "[%1$@ ĥåš %2$lld þļåñţš one ]",
            "ar-XB": "\(rlm)\(rlo)%1$@\(pdf) \(rlo)has\(pdf) \(rlo)%2$lld\(pdf) \(rlo)plants\(pdf)",
        ],
        "primary": ["en": "Next", "en-XA": "[Ñéẋţ o]", "ar-XB": "\(rlm)\(rlo)Next\(pdf)"],
        "caption.one": [
            "en": "%lld plant", "en-XA": "[%lld þļåñţ on]", "ar-XB": "\(rlm)\(rlo)%lld\(pdf) \(rlo)plant\(pdf)",
        ],
        "caption.other": [
            "en": "%lld plants", "en-XA": "[%lld þļåñţš on]", "ar-XB": "\(rlm)\(rlo)%lld\(pdf) \(rlo)plants\(pdf)",
        ],
    ]

    /// Apple's specifiers as Android writes them.
    static func android(_ text: String) -> String {
        text.replacingOccurrences(of: "%@", with: "%1$s").replacingOccurrences(of: "%lld", with: "%1$d")
            .replacingOccurrences(of: "$@", with: "$s").replacingOccurrences(of: "$lld", with: "$d")
    }

    /// The format specifiers in `text`, in order.
    static func specifiers(_ text: String) -> [String] {
        text.matches(of: /%(\d\$)?(@|lld|s|d)/).map { String($0.output.0) }
    }

    /// Pseudo-locale tables are for debug builds only: under `ios/debug/` and
    /// `android/debug/res/` (Gradle's `src/debug/res`), never in the shipped String Catalog.
    @Test func compilesToDebugOnlyFolders() {
        #expect(compiled.diagnostics.map(\.brief) == [])
        #expect(
            compiled.paths == [
                "demo/android/debug/res/values-ar-rXB/strings.xml", "demo/android/debug/res/values-en-rXA/strings.xml",
                "demo/android/res/raw/demo_keep.xml", "demo/android/res/values/strings.xml", "demo/bundle.json",
                "demo/ios/Localizable.xcstrings",
                "demo/ios/debug/ar-XB.lproj/Localizable.strings", "demo/ios/debug/ar-XB.lproj/Localizable.stringsdict",
                "demo/ios/debug/en-XA.lproj/Localizable.strings", "demo/ios/debug/en-XA.lproj/Localizable.stringsdict",
                "demo/ios/en.lproj/Localizable.strings", "demo/ios/en.lproj/Localizable.stringsdict",
            ])
    }

    @Test(arguments: ["en-XA", "ar-XB"])
    func shippedStringCatalogHasNoPseudoLocale(locale: String) throws {
        for slot in Self.apple.keys {
            let parts = slot.split(separator: ".").map(String.init)
            #expect(
                compiled.catalogUnit(Self.key(parts[0]), locale, plural: parts.count > 1 ? parts[1] : nil) == nil,
                "\(slot)")
            #expect(
                compiled.catalogUnit(Self.key(parts[0]), "en", plural: parts.count > 1 ? parts[1] : nil) != nil,
                "\(slot)")
        }
    }

    @Test(arguments: [("en-XA", "values-en-rXA"), ("ar-XB", "values-ar-rXB")])
    func dotStringsStringsdictAndAndroidHaveThePseudoTexts(locale: String, folder: String) throws {
        let plain = ["title", "subtitle", "body", "primary"]
        let strings = try #require(compiled.appleStrings("/\(locale).lproj/Localizable.strings"))
        #expect(
            strings
                == Dictionary(
                    uniqueKeysWithValues: try plain.map { (Self.key($0), try #require(Self.apple[$0]?[locale])) }))
        let android = try #require(compiled.android("/\(folder)/strings.xml"))
        for slot in plain {
            #expect(
                android.value("demo_onboarding_welcome_\(slot)") == Self.apple[slot]?[locale].map(Self.android),
                "\(slot)")
        }
        let one = try #require(Self.apple["caption.one"]?[locale]),
            other = try #require(Self.apple["caption.other"]?[locale])
        #expect(
            android.plural("demo_onboarding_welcome_caption") == [
                .init("one", Self.android(one)), .init("other", Self.android(other)),
            ])
        // The stringsdict's format key holds what the forms share: the brackets or the mark.
        let plist = try #require(compiled.stringsdict("/\(locale).lproj/Localizable.stringsdict"))
        let (formatKey, forms): (String, [String: String]) =
            locale == "en-XA"
            ? ("[%#@count@]", ["one": "%lld þļåñţ on", "other": "%lld þļåñţš on"])
            : (
                "\(Self.rlm)%#@count@",
                [
                    "one": "\(Self.rlo)%lld\(Self.pdf) \(Self.rlo)plant\(Self.pdf)",
                    "other": "\(Self.rlo)%lld\(Self.pdf) \(Self.rlo)plants\(Self.pdf)",
                ]
            )
        #expect(plist == [Self.key("caption"): .plural(formatKey, forms)])
    }

    /// The properties the pseudo-locales exist for, checked on every text rather than by example.
    @Test func argumentsIntactBracketsLengthAndDirection() throws {
        for (slot, texts) in Self.apple {
            let source = try #require(texts["en"]), accented = try #require(texts["en-XA"]),
                mirrored = try #require(texts["ar-XB"])
            #expect(Self.specifiers(accented) == Self.specifiers(source), "\(slot)")
            #expect(Self.specifiers(mirrored) == Self.specifiers(source), "\(slot)")
            #expect(!Self.specifiers(source).isEmpty || !source.contains("%"), "\(slot)")
            #expect(accented.hasPrefix("[") && accented.hasSuffix("]"), "\(slot)")
            #expect(
                Double(accented.count) >= 1.3 * Double(source.count), "\(slot): \(accented.count) vs \(source.count)")
            #expect(mirrored.unicodeScalars.first == "\u{200F}", "\(slot)")
        }
        #expect(Self.specifiers(Self.apple["body"]?["en-XA"] ?? "") == ["%1$@", "%2$lld"])
    }

    /// Pseudo-locales are not languages the app carries: the bundle lists them apart.
    @Test func bundleListsPseudoLocalesApart() throws {
        let bundle = try #require(compiled.json("bundle.json"))
        #expect(dig(bundle, "locales") as? [String] == ["en"])
        #expect(dig(bundle, "pseudoLocales") as? [String] == ["en-XA", "ar-XB"])
        #expect(!compiled.paths.contains { $0.contains("xliff") })
    }
}
