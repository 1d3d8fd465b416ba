/// The flow-structure rules, in the order they are listed.
enum FlowRules {
    static let all: [any LintRule] = [
        UnreachableScreen(),
        DeadEnd(),
        StateNoExit(),
        SelfTarget(),
        BackOnFirstScreen(),
        SkipBackwards(),
    ]
}
