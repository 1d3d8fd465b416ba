/// The business rules, in the order they are listed.
enum BusinessRules {
    static let all: [any LintRule] = [
        BusinessMaxScreens(),
        BusinessPermissionForbidden(),
        BusinessPermissionOutcomes(),
        BusinessPaywallDismissable(),
        BusinessPurchaseOutcomes(),
        BusinessPlanProduct(),
        BusinessCompletionFlag(),
        BusinessAlwaysSkippable(),
        BusinessSkipConfirmation(),
        BusinessNoAccount(),
        BusinessOptionalInputDefault(),
        BusinessCheckboxDefaultTicked(),
        BusinessVariantChangesNothing(),
    ]
}
