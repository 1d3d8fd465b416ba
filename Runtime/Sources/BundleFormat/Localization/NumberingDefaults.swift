extension NumberingSystem {
    /// The numbering system CLDR makes `locale`'s default: the first of the tag's candidates
    /// (``LocaleResolver`` without fallbacks: `ar-EG` → `ar`) the table lists, else `latn`.
    /// What the compiler writes into a bundle for a locale `app.numbers` does not name.
    public static func cldrDefault(for locale: String) -> NumberingSystem {
        for candidate in LocaleResolver.candidates(for: locale, fallbacks: [:]) {
            if let id = cldrDefaults[LocaleResolver.normalized(candidate)] { return named(id) ?? .latn }
        }
        return .latn
    }

    /// Per locale (normalized), CLDR's `defaultNumberingSystem` where it differs from the one
    /// its parent by truncation resolves to (root: `latn`). Data: CLDR 47, as the `babel` 2.18.0
    /// package on PyPI resolves `default_numbering_system` for each of its locales (CLDR 41,
    /// Debian's `unicode-cldr-core`, still made `ar` itself `arab`; CLDR 47 writes it `latn`
    /// and keeps `arab` for the regions below). `ks-Deva` and `sd-Deva` are `latn` under a
    /// parent that is not. One entry is not CLDR's: `ars` (Najdi Arabic), which CLDR has no data
    /// for and ICU reads as an alias of `ar_SA` (measured with Swift 6.3.1's ICU on Linux: `ars` formats 1234 as ١٬٢٣٤).
    /// Refresh by recomputing the list from a newer CLDR.
    static let cldrDefaults: [String: String] = [
        "ar-bh": "arab", "ar-dj": "arab", "ar-eg": "arab", "ar-er": "arab", "ar-il": "arab",
        "ar-iq": "arab", "ar-jo": "arab", "ar-km": "arab", "ar-kw": "arab", "ar-lb": "arab",
        "ar-mr": "arab", "ar-om": "arab", "ar-ps": "arab", "ar-qa": "arab", "ar-sa": "arab",
        "ar-sd": "arab", "ar-so": "arab", "ar-ss": "arab", "ar-sy": "arab", "ar-td": "arab",
        "ar-ye": "arab", "ars": "arab", "ckb": "arab", "sd": "arab", "sdh": "arab",
        "az-arab": "arabext", "bgn": "arabext", "fa": "arabext", "ks": "arabext", "lrc": "arabext",
        "mzn": "arabext", "pa-arab": "arabext", "ps": "arabext", "ur-in": "arabext", "uz-arab": "arabext",
        "as": "beng", "bn": "beng", "mni": "beng",
        "bgc": "deva", "bho": "deva", "mr": "deva", "ne": "deva", "raj": "deva", "sa": "deva",
        "sat-deva": "deva",
        "ks-deva": "latn", "sd-deva": "latn",
        "ff-adlm": "adlm", "ccp": "cakm", "hnj": "hmnp", "mni-mtei": "mtei", "my": "mymr", "nqo": "nkoo",
        "sat": "olck", "dz": "tibt",
    ]
}
