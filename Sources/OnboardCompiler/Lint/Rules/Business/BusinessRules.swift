/// The business rules, in the order they are listed.
enum BusinessRules {
    static let all: [any LintRule] = [
        MaxScreens(),
        PermissionForbidden(),
        PermissionOutcomes(),
        PaywallDismissable(),
        PurchaseOutcomes(),
        CompletionFlag(),
        AlwaysSkippable(),
        SkipConfirmation(),
        NoAccount(),
        OptionalInputDefault(),
    ]
}
