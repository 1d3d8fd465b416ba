/// The localisation rules, in the order they are listed.
enum LocalizationRules {
    static let all: [any LintRule] = [
        MissingTranslation(),
        ObsoleteKey(),
        PlaceholderMismatch(),
        PluralCases(),
        Untranslated(),
        TranslationLength(),
        LocaleCode(),
        InvisibleCharacters(),
    ]
}
