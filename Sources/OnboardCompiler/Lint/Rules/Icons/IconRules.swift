/// The icon rules, in the order they are listed.
enum IconRules {
    static let all: [any LintRule] = [
        IconUnknownSymbol(),
        IconUnknownMaterialSymbol(),
        IconMissingAndroid(),
    ]
}
