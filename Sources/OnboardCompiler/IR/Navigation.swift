/// Where a target leads, seen from one screen of a flow: what the linter's
/// flow graph and the bundle's resolved targets are both built from.
public enum ResolvedTarget: Sendable, Hashable {
    case screen(Int)
    case state(screen: Int, state: String)
    /// The end of the flow.
    case end
    /// Where the user already is.
    case stay
}

extension Flow {
    /// `next` past the last screen is the end; nil for `back` on the first
    /// screen (it leads nowhere) or an id the flow does not have.
    public func resolve(_ kind: Target.Kind, fromScreen index: Int) -> ResolvedTarget? {
        switch kind {
        case .next: return index + 1 < screens.count ? .screen(index + 1) : .end
        case .back: return index > 0 ? .screen(index - 1) : nil
        case .complete: return .end
        case .stay: return .stay
        case .screen(let id): return screens.firstIndex { $0.id == id }.map { .screen($0) }
        case .state(let screen, let state):
            return screens.firstIndex { $0.id == screen }.map { .state(screen: $0, state: state) }
        }
    }
}

extension Flow {
    /// Whether a button or an outcome of the flow has a target chosen by conditions.
    public var usesBranches: Bool {
        screens.contains { screen in
            ([screen.content] + screen.states.map(\.content)).contains { content in
                content.buttons.contains { button in
                    button.action.kind.hasBranches
                }
            }
        }
    }
}

extension Flow {
    /// Whether the flow has a date, phone or one-time-code field, a `resend-code` or
    /// `pick-file` button, or maps a `biometrics` request's `unavailable` or `not-enrolled`,
    /// which need a bundle of `OnboardingBundle.fieldSchemaVersion`.
    public var usesNewFields: Bool {
        screens.contains { screen in
            screen.inputs.contains { [.date, .phone, .oneTimeCode].contains($0.kind) }
                || ([screen.content] + screen.states.map(\.content)).contains { content in
                    content.buttons.contains { $0.action.kind.usesNewFields }
                }
        }
    }
}

extension Action.Kind {
    /// The outcomes new in `OnboardingBundle.fieldSchemaVersion`.
    static let newResults: Set<String> = ["unavailable", "not-enrolled", "picked", "cancelled"]

    /// Whether the action is new in `OnboardingBundle.fieldSchemaVersion` (`resend-code`,
    /// `pick-file`) or maps an outcome that is.
    var usesNewFields: Bool {
        switch self {
        case .resendCode, .pickFile: true
        case .requestPermission(_, let outcomes): outcomes.contains { Self.newResults.contains($0.result) }
        default: false
        }
    }
}

extension Flow {
    /// Whether users may see different screens of the flow: a target chosen by conditions,
    /// or a screen shown only when a condition holds. Its screens then count "Screen 2 of 4"
    /// along each user's way (`pathRemaining` in the bundle).
    public var hasConditionalPaths: Bool {
        usesBranches || screens.contains { $0.when != nil }
    }
}

extension Action.Kind {
    /// Whether a target of the action is chosen by conditions.
    public var hasBranches: Bool {
        targets.contains { !$0.branches.isEmpty }
    }

    /// The targets written on the action, as written: `to`, `then`, and each outcome's (a
    /// target chosen by conditions is one, with its branches).
    public var targets: [Target] {
        switch self {
        case .goTo(let target), .skip(let target): [target]
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes),
            .resendCode(_, let outcomes), .pickFile(_, let outcomes):
            outcomes.map(\.target)
        case .openSettings(let then): then.map { [$0] } ?? []
        case .next, .back, .complete: []
        }
    }

    /// The targets written on the action: `to`, `then`, and each outcome's; a target
    /// chosen by conditions gives each of its branches' and its fallback.
    public var writtenTargets: [Target] {
        targets.flatMap(\.leaves)
    }
}
