/// The timing rules, in the order they are listed.
enum TimingRules {
    static let all: [any LintRule] = [
        TimingTransitionBudget(),
        TimingPrimaryActionDelay(),
        TimingMotionScale(),
        TimingReducedMotion(),
        TimingProgressFraction(),
    ]
}
