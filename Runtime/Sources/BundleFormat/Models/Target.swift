/// Where an action or an outcome leads; always resolved by the compiler (`next` and `back`
/// never appear). A closed vocabulary: an unknown kind fails decoding.
public enum Target: Codable, Hashable, Sendable {
    /// Show this screen (its own content, no in-screen state).
    case screen(String)
    /// Show this in-screen state of this screen.
    case state(screen: String, state: String)
    /// End the flow: a completion, a skip or a dismissal, as
    /// ``CompletionEvent/init(endingBy:route:)`` says.
    case complete
    /// Stay where the user is.
    case stay
    /// A target chosen by conditions (new in schemaVersion 3): when the action runs, the
    /// first of `branches` whose condition holds gives the target, else `otherwise`.
    /// Every target in it is a plain one (``isPlain``): a branch never holds a branch, and
    /// it has at least one of `branches`; decoding refuses anything else.
    indirect case branch(branches: [TargetBranch], otherwise: Target)

    /// Whether this is a plain target (`screen`, `state`, `complete`, `stay`), not a `branch`.
    public var isPlain: Bool {
        if case .branch = self { return false }
        return true
    }

    /// The plain targets this target may lead to: itself when plain; a branch's targets in
    /// order, then its fallback.
    public var plainTargets: [Target] {
        switch self {
        case .branch(let branches, let otherwise): branches.map(\.to) + [otherwise]
        case .screen, .state, .complete, .stay: [self]
        }
    }

    /// The target's `kind` as the bundle spells it.
    public var kind: String {
        switch self {
        case .screen: "screen"
        case .state: "state"
        case .complete: "complete"
        case .stay: "stay"
        case .branch: "branch"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "screen": self = .screen(try container.decode(String.self, forKey: .screen))
        case "state":
            self = .state(
                screen: try container.decode(String.self, forKey: .screen),
                state: try container.decode(String.self, forKey: .state))
        case "complete": self = .complete
        case "stay": self = .stay
        case "branch":
            let branches = try container.decode([TargetBranch].self, forKey: .branches)
            guard !branches.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: .branches, in: container,
                    debugDescription: "A branch target has no branches.")
            }
            let otherwise = try container.decode(Target.self, forKey: .otherwise)
            guard otherwise.isPlain else {
                throw DecodingError.dataCorruptedError(
                    forKey: .otherwise, in: container,
                    debugDescription: "A branch target's 'otherwise' is a branch; it must be a plain target.")
            }
            self = .branch(branches: branches, otherwise: otherwise)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Unknown target kind '\(kind)'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .screen(let screen):
            try container.encode(screen, forKey: .screen)
        case .state(let screen, let state):
            try container.encode(screen, forKey: .screen)
            try container.encode(state, forKey: .state)
        case .complete, .stay:
            break
        case .branch(let branches, let otherwise):
            try container.encode(branches, forKey: .branches)
            try container.encode(otherwise, forKey: .otherwise)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, screen, state, branches, otherwise
    }
}

/// One branch of a ``Target/branch(branches:otherwise:)`` target, `{"when": …, "to": …}`:
/// the target to follow when the condition holds (and no branch before it does).
public struct TargetBranch: Codable, Hashable, Sendable {
    /// The condition (docs/conditions.md, "In the bundle").
    public var when: Condition
    /// Where the branch leads: a plain target, never another branch.
    public var to: Target

    /// A branch to `to` when `when` holds.
    public init(when: Condition, to: Target) {
        self.when = when
        self.to = to
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        when = try container.decode(Condition.self, forKey: .when)
        to = try container.decode(Target.self, forKey: .to)
        guard to.isPlain else {
            throw DecodingError.dataCorruptedError(
                forKey: .to, in: container,
                debugDescription: "A branch leads to a branch; it must lead to a plain target.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(when, forKey: .when)
        try container.encode(to, forKey: .to)
    }

    private enum CodingKeys: String, CodingKey {
        case when, to
    }
}

extension Target {
    /// The plain target this target leads to when the conditions are evaluated with
    /// `holds`: itself when plain; for a branch, the `to` of the first branch whose
    /// condition holds, else `otherwise`.
    public func resolved(where holds: (Condition) -> Bool) -> Target {
        guard case .branch(let branches, let otherwise) = self else { return self }
        return branches.first { holds($0.when) }?.to ?? otherwise
    }
}
