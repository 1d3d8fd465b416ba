/// The copy rules, in the order they are listed.
enum CopyRules {
    static let all: [any LintRule] = [
        WordCount(),
        AvoidedWord(),
        Contractions(),
        LongSentence(),
        Exclamations(),
        Readability(),
        PlaceholderText(),
        DamagedText(),
        StringKeyConflict(),
        DuplicateText(),
    ]
}
