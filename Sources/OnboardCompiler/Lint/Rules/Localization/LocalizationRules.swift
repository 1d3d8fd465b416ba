/// The localisation rules, in the order they are listed.
enum LocalizationRules {
    static let all: [any LintRule] = [
        L10nMissingTranslation(),
        L10nObsoleteKey(),
        L10nStaleTranslation(),
        L10nPlaceholderMismatch(),
        L10nLinkMismatch(),
        L10nPluralCategories(),
        L10nUntranslated(),
        L10nGlossaryTerm(),
        L10nLengthBudget(),
        L10nLocaleCode(),
        L10nInvisibleCharacters(),
        L10nMixedDigits(),
        L10nNumbersLocale(),
    ]
}
