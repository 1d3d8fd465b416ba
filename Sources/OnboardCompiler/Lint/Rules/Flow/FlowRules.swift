/// The flow-structure rules, in the order they are listed.
enum FlowRules {
    static let all: [any LintRule] = [
        FlowUnreachableScreen(),
        FlowDeadEnd(),
        FlowStateNoExit(),
        FlowSelfTarget(),
        FlowBranchNeverTaken(),
        FlowBackOnFirstScreen(),
        FlowSkipBackwards(),
        FlowFlagEnding(),
        FlowCodeWithoutResend(),
        FlowBiometricsUnavailable(),
        FlowNeedlessPermission(),
    ]
}
