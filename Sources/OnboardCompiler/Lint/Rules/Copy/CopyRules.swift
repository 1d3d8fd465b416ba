/// The copy rules, in the order they are listed.
enum CopyRules {
    static let all: [any LintRule] = [
        CopyWordCount(),
        CopyAvoidWords(),
        CopyContractions(),
        CopySentenceLength(),
        CopyExclamation(),
        CopyReadability(),
        CopyPlaceholder(),
        CopyStorePlaceholder(),
        CopyTypedPrice(),
        CopyPlatformWords(),
        CopyVariantPlaceholders(),
        CopyExperimentPlaceholders(),
        CopyUnusedVariant(),
        CopyDamaged(),
        CopyKeyConflict(),
        CopyDuplicateText(),
    ]
}
