/// Where the translated texts of a bundle's keys come from: the String Catalog
/// onboardc writes (``StringCatalog``), the `.lproj` tables an app ships
/// (OnboardKit's `AppleStringTables`), or a test double.
///
/// A source answers for exactly one locale and never falls back: falling back
/// is OnboardKit's `OnboardingText`'s, along the bundle's chain, so that every
/// source falls back the same way.
public protocol LocalizedStrings: Sendable {
    /// The text of `key` as translated into `locale` (a tag of the bundle's
    /// `locales` or `pseudoLocales`, or its source locale); `nil` when that
    /// locale's table has no translation of it.
    func format(forKey key: String, locale: String) -> LocalizedFormat?
}
