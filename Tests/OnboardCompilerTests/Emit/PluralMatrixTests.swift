import BundleFormat
import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler

/// Every plural category of every language onboardc knows, with forms that show the
/// count (`#`) and forms that leave it out, with zero to three other placeholders
/// before, inside or around the plural: compiled by `onboardc build` and read back
/// through OnboardKit from every table an app reads (the String Catalog and the `.lproj`
/// `.strings`/`.stringsdict`). Each count shows its own form with every argument in its
/// place, and never `(null)`, a wrong argument or a crash (forms without the count once
/// crashed `String(format:)`).
@Suite struct PluralMatrixTests {
    /// Where the other placeholders are: all inside the forms, after the count (`first`:
    /// the count is argument 1); all before the plural (`last`); the first before it and
    /// the rest inside (`middle`).
    enum Layout: String, CaseIterable {
        case first, last, middle
    }

    /// One text of the matrix: how many other placeholders, where, and whether the forms show `#`.
    struct Shape: Hashable {
        var others: Int
        var layout: Layout
        var showsCount: Bool

        var id: String { "k\(others)-\(layout.rawValue)-\(showsCount ? "count" : "nocount")" }
        var key: String { "onboarding.\(id).title" }
        var names: [String] { (0..<others).map { "p\($0 + 1)" } }
        /// The placeholders written before the plural.
        var before: [String] {
            switch layout {
            case .first: []
            case .last: names
            case .middle: Array(names.prefix(1))
            }
        }
        var inside: [String] { Array(names.dropFirst(before.count)) }

        /// The ICU message: forms `[category] # {p2}` (or without `#`) for `categories`.
        func message(_ categories: [PluralCategory]) -> String {
            let forms = categories.map { category in
                "\(category.rawValue) {[\(category.rawValue)]\(showsCount ? " #" : "")"
                    + inside.map { " {\($0)}" }.joined() + "}"
            }
            return before.map { "{\($0)} " }.joined() + "{count, plural, \(forms.joined(separator: " "))}"
        }

        /// What the user sees for `count` (written `number`) in `category`.
        func expected(_ category: PluralCategory, number: String) -> String {
            before.map { PluralMatrixTests.values[$0]! + " " }.joined() + "[\(category.rawValue)]"
                + (showsCount ? " \(number)" : "") + inside.map { " " + PluralMatrixTests.values[$0]! }.joined()
        }
    }

    static let values = ["p1": "Ana", "p2": "Bo", "p3": "Cy"]

    static let shapes: [Shape] = (0...3).flatMap { others in
        Layout.allCases.filter { others >= 2 || $0 != .middle }.flatMap { layout in
            [true, false].map { Shape(others: others, layout: layout, showsCount: $0) }
        }
    }

    /// Every language with CLDR plural rules but `root` and `und`, which are not languages:
    /// English is the source, every other one a translation.
    static let languages = PluralRules.knownLanguages.filter { !["root", "und"].contains($0) }
    static let translated = languages.filter { $0 != "en" }

    /// A whole number of each category `language` reaches with whole numbers (CLDR's
    /// `other` is for fractions only in some languages: no count shows it).
    static func counts(_ language: String) -> [PluralCategory: Int] {
        var found: [PluralCategory: Int] = [:]
        for n in Array(0...1_000) + [1_000_000, 2_000_000, 10_000_000] where found.count < 6 {
            let category = PluralRules.category(for: n, locale: language)
            if found[category] == nil { found[category] = n }
        }
        return found
    }

    static let spec = specYAML(
        platforms: "[ios]",
        screens: shapes.map { shape in
            """
              - id: \(shape.id)
                role: information
                title: "\(shape.message([.one, .other]))"
                primary: Next
            """
        }.joined(separator: "\n"))

    static let translations = translated.map { language in
        translationFile(
            language,
            strings: shapes.map {
                "\($0.key): \"\($0.message(PluralRules.categories(for: language)))\""
            }.joined(separator: "\n"))
    }

    /// The matrix compiled once and written out as an app ships it.
    static let emitted = Result { try ClientTextTests.Emitted(spec, translations: translations) }

    @Test func theMatrixCompilesWithoutAProblem() throws {
        let compiled = compile(Self.spec, translations: Self.translations)
        #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.brief) == [])
        #expect(try Self.emitted.get().bundle.locales.count == Self.languages.count)
    }

    @Test(arguments: languages)
    func everyCategoryOfEveryShape(language: String) throws {
        let emitted = try Self.emitted.get()
        let counts = Self.counts(language)
        // Every category the language's plural needs that a whole number reaches.
        #expect(Set(counts.keys).isSubset(of: PluralRules.categories(for: language)), "\(language)")
        // Numbers in the digits the bundle names for the language (CLDR's default, not this ICU's).
        let digits = NumberingSystem.formattingLocale(language, system: emitted.bundle.numberingSystem(for: language))
        let numbers = IntegerFormatStyle<Int>(locale: Locale(identifier: digits))
        for (name, strings) in [("catalog", emitted.catalog), ("lproj", emitted.tables)]
            as [(String, any LocalizedStrings)]
        {
            let text = OnboardingText(bundle: emitted.bundle, strings: strings, locale: language)
            for shape in Self.shapes {
                for (category, count) in counts.sorted(by: { $0.value < $1.value }) {
                    var values = Self.values.mapValues(TextValue.string)
                    values["count"] = .integer(count)
                    let shown = text.resolve(shape.key, values)
                    let expected = shape.expected(category, number: numbers.format(count))
                    #expect(
                        shown == ResolvedText(text: expected, locale: language),
                        "\(language) \(name) \(shape.id) \(category) (\(count))")
                }
            }
        }
    }
}
