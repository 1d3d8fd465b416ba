import Foundation
import Testing
import OnboardKit

/// A plural that names no count (a String Catalog's whole-text `variations.plural`, an
/// Android `<plurals>`) counts by the placeholder the bundle marks `plural`, not by the
/// key's first number: "day {day, number} of {total, plural, …}" counts by `total`.
@Suite("Text: the plural's count")
struct PluralCountTests {
    static func catalog() throws -> StringCatalog {
        let forms = ["one": "Remind me on day %1$lld of %2$lld day", "other": "Remind me on day %1$lld of %2$lld days"]
        let plural = forms.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }
        let file: [String: Any] = [
            "sourceLanguage": "en",
            "strings": ["reminder": ["localizations": ["en": ["variations": ["plural": plural]]]]],
        ]
        return try StringCatalog(data: JSONSerialization.data(withJSONObject: file))
    }

    static func bundle(marked: Bool) -> OnboardingBundle {
        OnboardingBundle(
            app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en"], flows: [],
            placeholders: [
                "reminder": [
                    Placeholder(name: "day", type: .integer),
                    Placeholder(name: "total", type: .integer, plural: marked),
                ]
            ])
    }

    @Test("the marked placeholder counts; a bundle without the mark counts by the first number")
    func markedCount() throws {
        let values: [String: TextValue] = ["day": .integer(1), "total": .integer(5)]
        let marked = OnboardingText(bundle: Self.bundle(marked: true), strings: try Self.catalog(), locale: "en")
        #expect(marked("reminder", values) == "Remind me on day 1 of 5 days")
        let older = OnboardingText(bundle: Self.bundle(marked: false), strings: try Self.catalog(), locale: "en")
        #expect(older("reminder", values) == "Remind me on day 1 of 5 day")
    }

    @Test("the mark is written only where it holds")
    func encoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode([
            Placeholder(name: "day", type: .integer), Placeholder(name: "total", type: .integer, plural: true),
        ])
        #expect(
            String(decoding: written, as: UTF8.self)
                == #"[{"name":"day","type":"integer"},{"name":"total","plural":true,"type":"integer"}]"#)
    }
}
