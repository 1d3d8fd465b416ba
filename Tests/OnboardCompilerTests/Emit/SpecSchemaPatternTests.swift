import Foundation
import Testing
@testable import OnboardCompiler

/// The regular expressions the JSON Schema states text forms by (`ValuePattern`,
/// `TextFormat`) accept exactly what the decoder's readers accept, on values near
/// each form's edges.
@Suite struct SpecSchemaPatternTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let pattern: String
        /// A spec with `@` where the value goes.
        let template: String
        let samples: [String]
        var testDescription: String { String(template.prefix(50)) }

        /// Whether `sample`, written plain in the template, decodes without an error.
        func decoderAccepts(_ sample: String) -> Bool {
            !diagnose(template.replacing("@", with: sample)).contains { $0.severity == .error }
        }
    }

    static let flow = "  - { id: tour, trigger: settings, screens: [{ id: one, role: welcome, title: Hi }] }\n"
    static let spec = "version: 1\napp: { id: demo, name: Demo }\nflows:\n" + flow

    static let cases: [Case] = [
        Case(
            pattern: ValuePattern.identifier, template: spec.replacing("tour", with: "@"),
            samples: [
                "a", "camera-permission", "step2", "Welcome", "camera_permission", "2nd-step", "a--b", "end-",
                String(repeating: "a", count: 64), String(repeating: "a", count: 65),
            ]),
        Case(
            pattern: ValuePattern.locale, template: spec.replacing("name: Demo", with: "name: Demo, sourceLocale: @"),
            samples: [
                "en", "pt-BR", "zh-Hant", "es-419", "EN", "e", "engl", "en-", "en-a", "en-abcdefghi", "de-CH-1996",
            ]),
        Case(
            pattern: ValuePattern.hexColor, template: spec + "theme: { colors: { leaf: \"@\" } }\n",
            samples: ["#34C759", "#34c759", "#34C75980", "#34C75", "#34C7590", "34C759", "#34C75G"]),
        Case(
            pattern: TextFormat.colorName.pattern, template: spec + "theme: { colors: { @: \"#000000\" } }\n",
            samples: [
                "leaf", "brand-green", "brandGreen", "Brand", "brand_green", "a--b", "x2",
                String(repeating: "a", count: 70), String(repeating: "a-", count: 33) + "a",
            ]),
        Case(
            pattern: ValuePattern.duration, template: spec + "motion: { scale: { quick: @ } }\n",
            samples: [
                "0.3s", "300ms", "0s", "12s", "1e2ms", "+2s", "05s", "-1s", ".5s", "1.s", "0.3 s", "3sec", "0.3m",
            ]),
        Case(
            pattern: ValuePattern.percentage, template: spec.replacing("title: Hi", with: "title: Hi, progress: @"),
            samples: ["0%", "20%", "100%", "100.0%", "33.3%", "101%", "100.5%", "05%", "-5%", "50.%", "%"]),
        Case(
            pattern: TextFormat.flag.pattern,
            template: spec.replacing("trigger: settings", with: "trigger: settings, completion: { flag: @ }"),
            samples: [
                "hasCompletedOnboarding", "a.b-c_d", "A1", "1abc", "_a", "a b", "a/b",
                String(repeating: "a", count: 128), String(repeating: "a", count: 129),
            ]),
        Case(
            pattern: TextFormat.stringTable.pattern,
            template: spec.replacing("name: Demo", with: "name: Demo, stringTable: @"),
            samples: ["Onboarding", "On_board-ing2", "1Table", "-a", "a.b", String(repeating: "a", count: 65)]),
        Case(
            pattern: TextFormat.product.pattern,
            template: spec.replacing(
                "title: Hi",
                with:
                    "title: Hi, paywall: { provider: storekit, offering: default, plans: [{ id: annual, product: @ }] }"
            ),
            samples: ["com.example.annual", "Com.Example_1", "9lives", "_a", ".a", "a-b", "a b"]),
        Case(
            pattern: TextFormat.androidPackage.pattern,
            template: spec.replacing("name: Demo", with: "name: Demo, android: { package: @ }"),
            samples: [
                "com.example.app", "in.amazon.mShop", "com.DefaultCompany.MyGame", "_a.b", "com", "com.9lives",
                "com..app", "com.example-app", "com.example.", ".com.example",
            ]),
        Case(
            pattern: TextFormat.resourcePrefix.pattern,
            template: spec.replacing("name: Demo", with: "name: Demo, android: { resourcePrefix: @ }"),
            samples: [
                "brand", "b", "my_brand2", "brand_", "Brand", "9lives", "_brand", "my-brand",
                String(repeating: "a", count: 64), String(repeating: "a", count: 65),
            ]),
        Case(
            pattern: TextFormat.materialSymbol.pattern,
            template: spec.replacing("title: Hi", with: "title: Hi, icon: { name: book.fill, android: @ }"),
            samples: [
                "menu_book", "10k", "3d_rotation", "a", "MenuBook", "menu__book", "_menu", "menu_", "menu-book",
                "book.fill", "menu book",
            ]),
        Case(
            pattern: TextFormat.mimeType.pattern,
            template: spec.replacing(
                "title: Hi", with: "title: Hi, primary: { label: Go, action: pick-file, types: ['@'] }"),
            samples: [
                "application/pdf", "image/*", "*/*", "text/plain", "application/vnd.ms-excel", "image/svg+xml",
                "application/x-7z-compressed", "PDF", "pdf", ".pdf", "Image/PNG", "*/png", "image/", "/png", "image/p*",
                "image/png; q=1", "image/png/x", "image/ png",
            ]),
    ]

    @Test(arguments: cases)
    func theSchemaPatternAcceptsWhatTheDecoderAccepts(_ test: Case) throws {
        let regex = try NSRegularExpression(pattern: test.pattern)
        for sample in test.samples {
            let matches = regex.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            #expect(
                matches == test.decoderAccepts(sample), "\(sample): the pattern \(matches ? "accepts" : "refuses") it")
        }
    }

    /// A fingerprint is read from a translation file.
    @Test func fingerprintPattern() throws {
        let regex = try NSRegularExpression(pattern: TextFormat.fingerprint.pattern)
        for sample in ["3bfee151", "3BFEE151", "3bfee15", "3bfee1510", "3bfee15g"] {
            let translation =
                "locale: de\nstrings: { tour.one.title: Hallo }\nsources: { tour.one.title: \"\(sample)\" }\n"
            let result = Pipeline.validate(
                SourceFile(path: "demo.yaml", text: Self.spec),
                translations: [SourceFile(path: "demo.l10n/de.yaml", text: translation)])
            let matches = regex.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            #expect(matches == !result.hasErrors, "\(sample)")
        }
    }
}
