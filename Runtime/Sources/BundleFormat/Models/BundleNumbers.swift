extension OnboardingBundle {
    /// The id of the numbering system the numbers filled into `locale`'s texts are written in:
    /// the bundle's ``numberingSystems`` entry for the locale (compared case-insensitively,
    /// `_` as `-`; no fallback to a shorter tag, since the compiler writes every locale the
    /// tables carry), else `latn`. An id this library does not know is passed on as it is:
    /// the platform's number formatter may know it.
    public func numberingSystem(for locale: String) -> String {
        if let id = numberingSystems[locale] { return id }
        let key = LocaleResolver.normalized(locale)
        let match = numberingSystems.keys.sorted().first { LocaleResolver.normalized($0) == key }
        return match.flatMap { numberingSystems[$0] } ?? NumberingSystem.latn.id
    }
}
