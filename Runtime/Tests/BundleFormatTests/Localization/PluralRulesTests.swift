import Testing
@testable import BundleFormat

/// CLDR's cardinal categories per language, and the category of whole numbers
/// (the samples are CLDR's own `@integer` samples for each rule).
@Suite struct PluralRulesTests {
    @Test(arguments: [
        ("ar", [PluralCategory.zero, .one, .two, .few, .many, .other]),
        ("cy", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]), ("zh-Hant-TW", [.other]), ("ko", [.other]), ("th", [.other]), ("vi", [.other]),
        ("id", [.other]),
        ("en", [.one, .other]), ("de", [.one, .other]), ("nl", [.one, .other]), ("sv", [.one, .other]),
        ("es", [.one, .many, .other]), ("es-419", [.one, .many, .other]), ("fr", [.one, .many, .other]),
        ("pt_BR", [.one, .many, .other]), ("pt-PT", [.one, .many, .other]), ("it", [.one, .many, .other]),
        ("ca", [.one, .many, .other]),
        ("ru", [.one, .few, .many, .other]), ("uk", [.one, .few, .many, .other]), ("pl", [.one, .few, .many, .other]),
        ("cs", [.one, .few, .many, .other]), ("sk", [.one, .few, .many, .other]), ("lt", [.one, .few, .many, .other]),
        ("he", [.one, .two, .other]), ("iw", [.one, .two, .other]),
        ("ga", [.one, .two, .few, .many, .other]), ("mt", [.one, .two, .few, .many, .other]),
        ("lv", [.zero, .one, .other]), ("ro", [.one, .few, .other]), ("sl", [.one, .two, .few, .other]),
        ("hr", [.one, .few, .other]),
    ])
    func categoriesPerLanguage(locale: String, categories: [PluralCategory]) {
        #expect(PluralRules.categories(for: locale) == categories)
        #expect(PluralRules.knownCategories(for: locale) == categories)
    }

    @Test func anUnlistedLanguageGetsOneAndOther() {
        #expect(PluralRules.knownCategories(for: "tlh") == nil)
        #expect(PluralRules.categories(for: "tlh") == [.one, .other])
        #expect(PluralRules.categories(for: "") == [.one, .other])
        #expect(PluralRules.category(for: 1, locale: "tlh") == .one)
    }

    @Test(arguments: [
        ("en", [PluralCategory.one: [1], .other: [0, 2, 16, 100, 1000]]),
        ("de", [.one: [1], .other: [0, 2, 3, 1_000_000]]),
        ("ja", [.other: [0, 1, 2, 15, 100]]),
        (
            "ar",
            [
                .zero: [0], .one: [1], .two: [2], .few: [3, 10, 103, 110, 1003], .many: [11, 26, 111, 1011],
                .other: [100, 101, 102, 200, 202, 1000],
            ]
        ),
        ("cy", [.zero: [0], .one: [1], .two: [2], .few: [3], .many: [6], .other: [4, 5, 7, 20, 100]]),
        ("ru", [.one: [1, 21, 31, 101, 1001], .few: [2, 4, 22, 24, 102], .many: [0, 5, 11, 14, 19, 100]]),
        ("pl", [.one: [1], .few: [2, 4, 22, 24, 102], .many: [0, 5, 12, 14, 19, 21, 100]]),
        ("cs", [.one: [1], .few: [2, 3, 4], .other: [0, 5, 19, 100]]),
        ("he", [.one: [1], .two: [2], .other: [0, 3, 17, 20, 100]]),
        ("fr", [.one: [0, 1], .many: [1_000_000, 2_000_000], .other: [2, 17, 100, 1000]]),
        ("pt", [.one: [0, 1], .many: [1_000_000], .other: [2, 17, 100]]),
        ("pt-PT", [.one: [1], .many: [1_000_000], .other: [0, 2, 16]]),
        ("es", [.one: [1], .many: [1_000_000], .other: [0, 2, 16, 1000]]),
        ("lt", [.one: [1, 21, 101], .few: [2, 9, 22, 102], .other: [0, 10, 11, 19, 20, 100]]),
        ("lv", [.zero: [0, 10, 11, 19, 20, 100], .one: [1, 21, 101], .other: [2, 9, 22, 102]]),
        ("ro", [.one: [1], .few: [0, 2, 16, 101, 1001], .other: [20, 35, 100, 1000]]),
        ("ga", [.one: [1], .two: [2], .few: [3, 6], .many: [7, 10], .other: [0, 11, 25, 100]]),
        ("mt", [.one: [1], .two: [2], .few: [0, 3, 10, 103], .many: [11, 19, 111], .other: [20, 35, 100]]),
        (
            "kw",
            [
                .zero: [0], .one: [1], .two: [2, 22, 1000, 100_000], .few: [3, 23, 103], .many: [21, 41, 101],
                .other: [4, 19, 100, 1004],
            ]
        ),
        (
            "br",
            [
                .one: [1, 21, 101], .two: [2, 22, 102], .few: [3, 4, 9, 23], .many: [1_000_000],
                .other: [0, 5, 8, 10, 20, 100],
            ]
        ),
        ("fil", [.one: [0, 1, 2, 3, 5, 10, 21], .other: [4, 6, 9, 14, 104]]),
        ("gd", [.one: [1, 11], .two: [2, 12], .few: [3, 10, 13, 19], .other: [0, 20, 34, 100]]),
        ("sl", [.one: [1, 101], .two: [2, 102], .few: [3, 4, 103], .other: [0, 5, 19, 100]]),
    ])
    func wholeNumbersFallInCLDRsSampleCategories(locale: String, samples: [PluralCategory: [Int]]) {
        for (category, numbers) in samples {
            for n in numbers {
                #expect(PluralRules.category(for: n, locale: locale) == category, "\(locale) \(n)")
            }
        }
    }

    @Test func negativeNumbersCountByTheirSize() {
        #expect(PluralRules.category(for: -1, locale: "en") == .one)
        #expect(PluralRules.category(for: -3, locale: "ar") == .few)
        #expect(PluralRules.category(for: Int.min, locale: "ru") == PluralRules.category(for: 8, locale: "ru"))
    }

    /// Categories CLDR uses only for decimals, which whole numbers never reach.
    static let decimalOnly: [PluralRule: Set<PluralCategory>] = [
        .czech: [.many], .lithuanian: [.many], .manx: [.many], .russian: [.other], .polish: [.other],
    ]

    /// Every whole number falls in one of the set's categories, and every category but the
    /// decimal-only ones is reached, for every rule set.
    @Test(arguments: PluralRule.allCases)
    func wholeNumbersReachExactlyTheIntegerCategories(rule: PluralRule) {
        let numbers = Array(0...2_000) + stride(from: 3_000, through: 3_000_000, by: 1_000)
        let reached = Set(numbers.map(rule.category(for:)))
        #expect(reached.isSubset(of: rule.categories))
        #expect(Set(rule.categories).subtracting(reached) == Self.decimalOnly[rule] ?? [])
    }

    @Test func everyRuleSetHasLanguagesAndListsItsCategoriesInCLDROrder() {
        let used = Set(PluralRules.byLanguage.values)
        #expect(used == Set(PluralRule.allCases))
        for rule in PluralRule.allCases {
            #expect(rule.categories == rule.categories.sorted() && rule.categories.last == .other, "\(rule)")
        }
    }
}
