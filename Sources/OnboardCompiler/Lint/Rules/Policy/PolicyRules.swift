/// The store and legal policy rules, each in one or more packs (`RulePack`), in the order listed.
enum PolicyRules {
    static let all: [any LintRule] = [
        AppStoreRestore(),
        AppStoreLegalLinks(),
        StoreBilledPrice(),
        AppStoreTrialTerms(),
        GooglePlayTrialTerms(),
        GooglePlayPaywallTranslation(),
        ConsentPreticked(),
        DarkConfirmshaming(),
        DarkUrgency(),
        DarkReask(),
        DarkDeclineProminence(),
        MinorsDeadEndFlag(),
    ]
}
