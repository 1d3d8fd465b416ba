/// The business rules, in the order they are listed.
enum BusinessRules {
    static let all: [any LintRule] = [
        BusinessMaxScreens(),
        BusinessPermissionForbidden(),
        BusinessPermissionOutcomes(),
        BusinessPaywallDismissable(),
        BusinessPurchaseOutcomes(),
        BusinessCompletionFlag(),
        BusinessAlwaysSkippable(),
        BusinessSkipConfirmation(),
        BusinessNoAccount(),
        BusinessOptionalInputDefault(),
    ]
}
