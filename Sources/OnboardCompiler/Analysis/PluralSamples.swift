import BundleFormat

/// Which plural categories a message must give in a locale: those CLDR lists for
/// its language that some whole number falls in (messages select on whole
/// numbers, so Czech `many`, which only decimals reach, is allowed but not
/// needed), found by sorting sample numbers into categories.
enum PluralSamples {
    /// 0–1100 covers every rule's residues mod 10, 100 and 1000; the millions
    /// reach the `many` of French, Spanish, Italian and Portuguese.
    static let numbers: [Int] = Array(0...1100) + [1_000_000, 2_000_000, 1_000_000_000]

    /// The sample numbers of each category `locale` uses for whole numbers; nil
    /// when CLDR does not list the locale's language.
    static func byCategory(_ locale: String) -> [PluralCategory: [Int]]? {
        guard PluralRules.knownCategories(for: locale) != nil else { return nil }
        return Dictionary(grouping: numbers) { PluralRules.category(for: $0, locale: locale) }
    }

    /// The categories a plural in `locale` lacks: used by some whole number, not
    /// named by a case, and not covered by exact cases for each of its numbers
    /// (`=1` stands for English `one`, which is only 1, but not for Russian `one`).
    static func missing(in plural: Message.Plural, locale: String) -> [PluralCategory] {
        guard let samples = byCategory(locale) else { return [] }
        let named = Set(plural.categories)
        let exact = Set(
            plural.cases.compactMap { item -> Int? in
                if case .exact(let number) = item.selector { number } else { nil }
            })
        return samples.filter { category, numbers in
            !named.contains(category) && !numbers.allSatisfy(exact.contains)
        }.keys.sorted()
    }

    /// The categories a plural names that `locale`'s language never uses.
    static func unused(in plural: Message.Plural, locale: String) -> [PluralCategory] {
        guard let known = PluralRules.knownCategories(for: locale) else { return [] }
        return plural.categories.filter { !known.contains($0) }
    }
}
