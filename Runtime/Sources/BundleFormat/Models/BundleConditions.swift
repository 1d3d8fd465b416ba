/// Every condition of a bundle, found in one place (docs/conditions.md, "Where conditions
/// are written"): what reads attributes, answers and variants, for tools that ask what a
/// bundle depends on (`onboardc diff`, the preview).
extension OnboardingBundle {
    /// Each flow's conditions, then each experiment's audience.
    public var conditions: [Condition] {
        flows.flatMap(\.conditions) + experiments.compactMap(\.audience)
    }
}

extension Flow {
    /// The flow's audience, then each screen's conditions.
    public var conditions: [Condition] {
        [audience].compactMap { $0 } + screens.flatMap(\.conditions)
    }
}

extension Screen {
    /// The screen's `when`, its states' `when`, its paywall's offering branches, and the
    /// targets chosen by conditions of its buttons and its states' buttons.
    public var conditions: [Condition] {
        ([when] + states.map(\.when)).compactMap { $0 }
            + (paywall?.offeringBranches.map(\.when) ?? [])
            + (buttons + states.flatMap(\.buttons)).flatMap(\.action.conditions)
    }
}

extension Action {
    /// The conditions of the action's target and of its outcomes' targets (in outcome order).
    public var conditions: [Condition] {
        ([target].compactMap { $0 } + outcomes.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value))
            .flatMap(\.conditions)
    }
}

extension Target {
    /// The conditions of a target chosen by conditions, in order; none for a plain target.
    public var conditions: [Condition] {
        guard case .branch(let branches, _) = self else { return [] }
        return branches.map(\.when)
    }
}
