/// What a button does. `confirmDialog` and `pendingState` may accompany any kind.
public struct Action: Codable, Hashable, Sendable {
    /// The action and its members. A closed vocabulary: an unknown kind fails decoding.
    public enum Kind: Hashable, Sendable {
        case next(Target)
        case back(Target)
        case go(Target)
        /// Counts as skipping for `completion.setOn` when the target is `complete`
        /// (as dismissing on a `close` button).
        case skip(Target)
        /// Ends the flow; `result` tells the app what to do next (for example `photo-library`).
        case complete(result: String?)
        case requestPermission(Permission, outcomes: [Outcome: Target])
        /// `plan`: a plan id of the same screen's paywall; absent: the plan the user picked.
        case purchase(plan: String?, outcomes: [Outcome: Target])
        case restore(outcomes: [Outcome: Target])
        /// Open the system Settings app, then go to the target, if any.
        case openSettings(then: Target?)
        /// Ask the app to send a one-time code (again) to the number the user gave; after a
        /// `sent` result every `resend-code` button of the flow stays disabled for `cooldown`
        /// seconds, if given. Outcomes `sent` and `failed`. New in schemaVersion 4.
        case resendCode(cooldown: Double?, outcomes: [Outcome: Target])
        /// Ask the app to show the system's file picker for files of `types` (MIME types,
        /// `image/*` for any image, `*/*` for any file; never empty). No permission is asked;
        /// what the user picked stays with the app. Outcomes `picked` and `cancelled`. New in
        /// schemaVersion 4.
        case pickFile(types: [String], outcomes: [Outcome: Target])
    }

    /// What the action does, with its members.
    public var kind: Kind
    /// A dialog (of the flow's `dialogs`) to confirm before the action runs.
    public var confirmDialog: String?
    /// An in-screen state to show while the action is under way.
    public var pendingState: String?

    /// An action of this kind, with an optional confirmation and pending state.
    public init(_ kind: Kind, confirmDialog: String? = nil, pendingState: String? = nil) {
        self.kind = kind
        self.confirmDialog = confirmDialog
        self.pendingState = pendingState
    }

    /// The action's `kind` as the bundle spells it (`request-permission`, …).
    public var name: String {
        switch kind {
        case .next: "next"
        case .back: "back"
        case .go: "go"
        case .skip: "skip"
        case .complete: "complete"
        case .requestPermission: "request-permission"
        case .purchase: "purchase"
        case .restore: "restore"
        case .openSettings: "open-settings"
        case .resendCode: "resend-code"
        case .pickFile: "pick-file"
        }
    }

    /// The move's target (`next`, `back`, `go`, `skip`, `open-settings`).
    public var target: Target? {
        switch kind {
        case .next(let target), .back(let target), .go(let target), .skip(let target): target
        case .openSettings(let then): then
        case .complete, .requestPermission, .purchase, .restore, .resendCode, .pickFile: nil
        }
    }

    /// The outcome → target map of a request (`request-permission`, `purchase`, `restore`,
    /// `resend-code`, `pick-file`).
    public var outcomes: [Outcome: Target] {
        switch kind {
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes),
            .resendCode(_, let outcomes), .pickFile(_, let outcomes):
            outcomes
        case .next, .back, .go, .skip, .complete, .openSettings: [:]
        }
    }

    /// Where the request's `outcome` leads: its target when the action maps it; for a
    /// permission's `unavailable` or `not-enrolled` it does not map, `denied`'s target (so a
    /// `biometrics` request written with `allowed` and `denied` only reads "no biometrics" as
    /// "no"); nil otherwise (the user stays).
    public func target(for outcome: Outcome) -> Target? {
        if let target = outcomes[outcome] { return target }
        return [.unavailable, .notEnrolled].contains(outcome) ? outcomes[.denied] : nil
    }
}
