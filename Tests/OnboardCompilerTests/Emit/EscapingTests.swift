import Foundation
import Testing
@testable import OnboardCompiler

/// Copy full of characters that each format escapes differently comes back exactly from every format.
@Suite struct EscapingTests {
    static let yaml = specYAML(
        screens: #"""
                  - id: welcome
                    role: welcome
                    title: { text: "It's \"quoted\" & <b>bold</b>", comment: "not -- a --- comment -" }
                    subtitle: "@handle"
                    body: "?why\nline two\tTabbed, 50% off, C:\\dir"
                    caption: "  padded  twice "
                    primary: "\U0001F469\u200D\U0001F469\u200D\U0001F467 مرحبا بالعالم"
                    secondary: "bell\a cr\r"
                    skip: "100%"
                    back: "a@b?c"
            """#)

    /// Slot → the exact text the YAML above spells.
    static let texts: [String: String] = [
        "title": "It's \"quoted\" & <b>bold</b>",
        "subtitle": "@handle",
        "body": "?why\nline two\tTabbed, 50% off, C:\\dir",
        "caption": "  padded  twice ",
        "primary": "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} مرحبا بالعالم",
        "secondary": "bell\u{7} cr\r",
        "skip": "100%",
        "back": "a@b?c",
    ]
    static let comment = "not -- a --- comment -"

    let compiled = compile(Self.yaml)

    @Test func compilesWithoutDiagnostics() {
        #expect(compiled.diagnostics.map(\.brief) == [])
        #expect(
            compiled.paths == [
                "demo/android/res/raw/demo_keep.xml", "demo/android/res/values/strings.xml", "demo/bundle.json",
                "demo/ios/Localizable.xcstrings",
                "demo/ios/en.lproj/Localizable.strings",
            ])
    }

    @Test func stringCatalogGivesBackEveryText() throws {
        let catalog = try #require(compiled.json("Localizable.xcstrings"))
        for (slot, text) in Self.texts {
            let entry = dig(catalog, "strings", "onboarding.welcome.\(slot)")
            #expect(dig(entry, "localizations", "en", "stringUnit", "value") as? String == text, "\(slot)")
        }
        #expect(dig(catalog, "strings", "onboarding.welcome.title", "comment") as? String == Self.comment)
        #expect((dig(catalog, "strings") as? [String: Any])?.count == Self.texts.count)
    }

    @Test func androidStringsGiveBackEveryText() throws {
        let xml = try #require(compiled.text("strings.xml"))
        let strings = try #require(AndroidStrings(xml), "strings.xml is not well-formed XML:\n\(xml)")
        for (slot, text) in Self.texts {
            #expect(strings.value("demo_onboarding_welcome_\(slot)") == text, "\(slot)")
        }
        #expect(strings.entries.count == Self.texts.count)
        #expect(strings.comments.contains { $0.contains("not") && $0.contains("comment") })
        #expect(!strings.comments.contains { $0.contains("--") })
    }

    @Test func formattedFalseExactlyForTextsWithPercent() throws {
        let strings = try #require(compiled.text("strings.xml").flatMap(AndroidStrings.init))
        for (slot, text) in Self.texts {
            let formatted = strings.entries["demo_onboarding_welcome_\(slot)"]?.formatted
            #expect(formatted == (text.contains("%") ? "false" : nil), "\(slot)")
        }
    }

    @Test func bundleCarriesKeysNeverText() throws {
        let bundle = try #require(compiled.text("bundle.json"))
        for fragment in ["quoted", "bold", "handle", "Tabbed", "padded", "\u{1F469}", "مرحبا", "bell", "100%", "a@b"] {
            #expect(!bundle.contains(fragment), "bundle.json holds copy text: \(fragment)")
        }
        let parsed: [String: Any] = try #require(compiled.json("bundle.json"))
        let screen = dig(parsed, "flows", 0, "screens", 0)
        for slot in ["title", "subtitle", "body", "caption"] {
            #expect(dig(screen, "\(slot)Key") as? String == "onboarding.welcome.\(slot)")
        }
        let labels = (dig(screen, "buttons") as? [[String: Any]])?.compactMap { $0["labelKey"] as? String }
        #expect(Set(labels ?? []) == Set(["primary", "secondary", "skip", "back"].map { "onboarding.welcome.\($0)" }))
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a@b?c", "a@b?c"),
        ("@x", "\\@x"),
        ("?x", "\\?x"),
        ("it's", "it\\'s"),
        ("<&>", "&lt;&amp;&gt;"),
        ("\\", "\\\\"),
        ("a\nb\tc", "a\\nb\\tc"),
        (" lead", "\" lead\""),
        ("a  b", "\"a  b\""),
        ("nul\u{0}cr\r", "nul\\u0000cr\\u000d"),
    ])
    func androidEscape(text: String, escaped: String) {
        #expect(AndroidStringsEmitter.escape(text) == escaped)
    }

    @Test func commentNeverHoldsDoubleHyphen() {
        for text in ["--", "---", "a----b", "-", "x\u{1}-"] {
            let comment = AndroidStringsEmitter.comment(text)
            #expect(!comment.contains("--") && !comment.hasSuffix("-"), "\(text) → \(comment)")
            #expect(!comment.unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}
