/// The timing rules, in the order they are listed.
enum TimingRules {
    static let all: [any LintRule] = [
        TransitionBudget(),
        PrimaryActionDelay(),
        MotionScale(),
        MissingReducedMotion(),
        ProgressFraction(),
    ]
}
