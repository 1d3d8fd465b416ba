import Foundation
import Testing
@testable import OnboardCompiler

/// Copy with a variant for one platform (`android:`, `ios:`): each platform's tables give
/// the copy's key that platform's text; translators translate the variant under its own key.
/// Screens start on line 11 (see `specYAML`).
@Suite struct PlatformVariantTests {
    static let yaml = specYAML(
        screens: """
              - id: welcome
                role: information
                title: { text: "Turn on Screen Time, {name}", android: "Turn on usage access, {name}", comment: the headline }
                body: { text: Shared text, ios: Only on iPhone }
                caption: Plain
            """)

    static let spanish = translationFile(
        "es",
        strings: """
            onboarding.welcome.title: "Activa Tiempo en pantalla, {name}"
            onboarding.welcome.body.ios: Solo en iPhone
            """)

    @Test func theDecoderKeepsTheVariantsWithTheirKeysAndPlaces() throws {
        let spec = try #require(compile(Self.yaml).result.spec)
        let title = try #require(spec.flows.first?.screens.first?.content.title)
        #expect(title.text == "Turn on Screen Time, {name}")
        #expect(title.variants.map(\.key) == ["onboarding.welcome.title.android"])
        #expect(title.variants.map(\.platform) == [.android])
        #expect(title.variants.first?.comment == "the headline")
        #expect(title.variants.first.map { "\($0.span.start.line):\($0.span.start.column)" } == "13:64")
        #expect(title.shown(on: .ios) == title)
        #expect(title.shown(on: .android).text == "Turn on usage access, {name}")
        #expect(title.reaches([.ios, .android]) == [.ios])
        #expect(
            spec.allCopy.map(\.key) == [
                "onboarding.welcome.title", "onboarding.welcome.title.android",
                "onboarding.welcome.body", "onboarding.welcome.body.ios", "onboarding.welcome.caption",
            ])
    }

    @Test func eachPlatformsTablesGiveTheCopysKeyItsOwnText() throws {
        let compiled = compile(Self.yaml, translations: [Self.spanish])
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.brief))")
        let android = try #require(compiled.text("android/res/values/strings.xml"))
        #expect(android.contains(#"<string name="demo_onboarding_welcome_title">Turn on usage access, %1$s</string>"#))
        #expect(android.contains(#"<string name="demo_onboarding_welcome_body">Shared text</string>"#))
        #expect(!android.contains("Screen Time") && !android.contains("iPhone") && !android.contains(".android"))
        let ios = try #require(compiled.text("ios/en.lproj/Localizable.strings"))
        #expect(ios.contains(#""onboarding.welcome.title" = "Turn on Screen Time, %@";"#))
        #expect(ios.contains(#""onboarding.welcome.body" = "Only on iPhone";"#))
        #expect(!ios.contains("usage access") && !ios.contains(".ios\""))
    }

    /// A translation of `text` never reaches a platform with a variant: until the variant is
    /// translated, that platform's table leaves the key out, and the app shows its source variant.
    @Test func aTranslationOfTheTextStaysOffThePlatformWithAVariant() throws {
        let compiled = compile(Self.yaml, translations: [Self.spanish])
        let android = try #require(compiled.text("android/res/values-es/strings.xml"))
        #expect(!android.contains("demo_onboarding_welcome_title"))
        let ios = try #require(compiled.text("ios/es.lproj/Localizable.strings"))
        #expect(ios.contains(#""onboarding.welcome.title" = "Activa Tiempo en pantalla, %@";"#))
        #expect(ios.contains(#""onboarding.welcome.body" = "Solo en iPhone";"#))
        let catalog = try #require(compiled.json("ios/Localizable.xcstrings"))
        #expect(
            dig(catalog, "strings", "onboarding.welcome.body", "localizations", "en", "stringUnit", "value") as? String
                == "Only on iPhone")
        #expect(dig(catalog, "strings", "onboarding.welcome.body.ios") == nil)
    }

    @Test func translatorsGetEachVariantAsAUnitOfItsOwn() throws {
        let compiled = compile(Self.yaml, translations: [Self.spanish])
        let xliff = try #require(compiled.text("xliff/es.xlf"))
        #expect(xliff.contains(#"<unit id="onboarding.welcome.title.android">"#))
        #expect(xliff.contains("<note category=\"location\">onboarding / welcome / title (Android only)</note>"))
        #expect(xliff.contains("<source>Turn on usage access, <ph"))
    }

    /// The bundle names the copy's key once, with the copy's placeholders; a variant key is not a bundle key.
    @Test func theBundleKnowsOnlyTheCopysKeys() throws {
        let bundle = try #require(compile(Self.yaml).json("bundle.json"))
        let placeholders = try #require(bundle["placeholders"] as? [String: Any])
        #expect(placeholders.keys.sorted() == ["onboarding.welcome.title"])
    }

    @Test func anotherVariantTextChangesTheContentHash() throws {
        let hash = { (yaml: String) in compile(yaml).json("bundle.json")?["contentHash"] as? String }
        let edited = Self.yaml.replacingOccurrences(of: "Only on iPhone", with: "Only on iPad")
        #expect(hash(Self.yaml) != nil && hash(Self.yaml) != hash(edited))
    }

    @Test func aVariantThatIsNotTextIsReportedWhereItIs() {
        let yaml = Self.yaml.replacingOccurrences(of: "ios: Only on iPhone", with: "ios: [Only]")
        #expect(compile(yaml).diagnostics.map(\.brief) == ["spec-type-mismatch 14:41"])
    }
}

/// Issue 14's promise for the seed: no text of PageInstead's committed Android tables names
/// a feature, store or Settings path that only iOS has.
@Suite struct PageInsteadAndroidCopyTests {
    @Test func noIOSOnlyWordsReachTheAndroidTables() throws {
        let res = PackageRoot.appending("generated/pageinstead/android")
        let files = try #require(FileManager.default.enumerator(at: res, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "strings.xml" }
        #expect(files.count >= 4)
        let iosWords = CopyPlatformWords.words.filter { $0.platform == .ios }.map(\.phrase)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("Tiempo en pantalla"), "\(file.path)")
            for word in iosWords { #expect(CopyPlatformWords.word(word, in: text) == nil, "\(word) in \(file.path)") }
            #expect(
                CopyPlatformWords.settingsPath(in: text.replacingOccurrences(of: "&gt;", with: ">")) == nil,
                "\(file.path)")
        }
    }
}
