/// A group of policy rules an organisation switches on together in `onboardc.yaml`
/// (`packs: [app-store, consent]`): what a store's review or a regulator checks. The rules
/// of a pack run only when the pack is on, or when `rules:` names them; every other rule
/// always runs. SARIF tags each rule with its packs, so code scanning can filter by them.
public enum RulePack: String, CaseIterable, Sendable, Comparable {
    case appStore = "app-store"
    case googlePlay = "google-play"
    case consent
    case darkPatterns = "dark-patterns"
    case minors

    /// The pack's id, as `onboardc.yaml` and SARIF write it.
    public var id: String { rawValue }

    public var title: String {
        switch self {
        case .appStore: "App Store: auto-renewable subscriptions"
        case .googlePlay: "Google Play: subscriptions"
        case .consent: "Consent"
        case .darkPatterns: "Dark patterns"
        case .minors: "Minors"
        }
    }

    /// What the pack's rules enforce, and where that is written.
    public var source: String {
        switch self {
        case .appStore:
            "App Store Review Guideline 3.1.2 (auto-renewable subscriptions) and the subscription "
                + "disclosures App Review asks for (Schedule 2 of the Apple Developer Program License Agreement)."
        case .googlePlay:
            "Google Play's Subscriptions policy (Payments policy: \"Subscriptions\"), on clear offers, "
                + "free trials and cancellation."
        case .consent:
            "GDPR art. 4(11) and art. 7, and the Court of Justice of the EU in Planet49 (C-673/17): "
                + "consent is an active, specific choice, never a box ticked in advance."
        case .darkPatterns:
            "The FTC staff report \"Bringing Dark Patterns to Light\" (2022) and the EU Digital Services "
                + "Act, art. 25 (no interface that deceives or manipulates the user's choice)."
        case .minors:
            "Age checks: someone under the age limit is not onboarded (store age ratings, COPPA, "
                + "GDPR art. 8)."
        }
    }

    public static func < (lhs: RulePack, rhs: RulePack) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
