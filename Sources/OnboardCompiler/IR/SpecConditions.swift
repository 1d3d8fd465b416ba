import BundleFormat

extension Spec {
    /// Every condition of the spec: each flow's `audience`, each screen's and state's `when`,
    /// each branch of a target chosen by conditions (on a screen's or a state's buttons) and
    /// of a paywall's offering, and each experiment's `audience`.
    public var conditions: [Condition] {
        var conditions = flows.compactMap(\.audience) + experiments.compactMap(\.audience)
        for flow in flows {
            for screen in flow.screens {
                conditions += ([screen.when] + screen.states.map(\.when)).compactMap { $0 }
                conditions += screen.paywall?.offeringBranches.map(\.condition) ?? []
                for content in [screen.content] + screen.states.map(\.content) {
                    for button in content.buttons {
                        conditions += button.action.kind.targets.flatMap(\.branches).map(\.condition)
                    }
                }
            }
        }
        return conditions
    }
}
