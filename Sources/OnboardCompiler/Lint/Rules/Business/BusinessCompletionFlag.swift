/// The completion flag is set exactly when the flow ends, and only by flows that own it.
struct BusinessCompletionFlag: LintRule {
    static let description = RuleDescription(
        id: "business-completion-flag",
        category: .business,
        severity: .error,
        summary:
            "A first-launch flow sets its flag when it completes (and when skipped, if it is always skippable); a Settings flow sets none.",
        rationale: """
            The completion flag is what keeps a first-launch flow from showing again. A flow that \
            ends without setting it shows at every launch (FloraFriend AC-8: the final button \
            "must permanently dismiss the onboarding flow"). When the user may always skip to the \
            end, skipping counts as done too (VegyScan UC-008 Alt-1: "System sets first-time flag"), \
            so `setOn` includes `skip`. A flow opened from Settings is a replay and leaves the flag \
            as it is (VegyScan Alt-3: "First-time flag remains set (doesn't reset)"): it has no \
            `flag`. The flag can only be set at the end of a flow (`complete`, or a skip to \
            `complete`), never part-way, so quitting early always shows the flow again (Exc-1).
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: first-launch
                    completion: { flag: hasCompletedOnboarding, setOn: [complete, skip] }
                    policy: { alwaysSkippable: true }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Get Started, action: complete }, skip: Skip }
                  - id: replay
                    trigger: settings
                    policy: { alwaysSkippable: true }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Get Started, action: complete }, skip: Skip }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: first-launch
                    completion: ⟦{ flag: hasCompletedOnboarding, setOn: [skip] }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Get Started, action: complete }, skip: Skip }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: first-launch
                    completion: ⟦{ flag: hasCompletedOnboarding }
                    policy: { alwaysSkippable: true }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Get Started, action: complete }, skip: Skip }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: replay
                    trigger: settings
                    completion: ⟦{ flag: hasCompletedOnboarding }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.compactMap { flow -> Finding? in
            guard let flag = flow.completion.flag else { return nil }
            let path = "\(SpecPath.flow(flow)).completion"
            let span = flow.completion.span
            switch flow.trigger {
            case .settings:
                return Finding(
                    "flow `\(flow.id)` is opened from Settings but sets the flag `\(flag)`",
                    at: span, path: path,
                    notes: [.init("a replay leaves the flag as it is; only the flow shown at first launch sets it")],
                    help: "remove `completion` from this flow")
            case .firstLaunch where !flow.completion.setOn.contains(.complete):
                return Finding(
                    "first-launch flow `\(flow.id)` does not set `\(flag)` when it completes: users who finish it see it again at every launch",
                    at: span, path: path,
                    help: "add `complete` to `setOn` (or leave `setOn` out: it defaults to `[complete]`)")
            case .firstLaunch, .event:
                guard flow.isAlwaysSkippableSomewhere, !flow.completion.setOn.contains(.skip),
                    let skip = context.graph(flow).endings().first(where: { $0.event == .skip })?.button
                else { return nil }
                // The flow's own policy, else the first section that makes its screens always skippable.
                let section = flow.policy.alwaysSkippable ? nil : flow.sections.first { $0.policy.alwaysSkippable }
                let source = flow.policySource(of: "alwaysSkippable", at: section?.screens.lowerBound)
                return Finding(
                    "\(source.section == nil ? "flow `\(flow.id)` is" : "part of flow `\(flow.id)` is") always skippable, but skipping to the end does not set `\(flag)`: users who skip see it again at the next launch",
                    at: span, path: path,
                    notes: [.init("skips to the end here", at: skip.span)]
                        + source.sectionNotes("alwaysSkippable: true"),
                    help: "write `setOn: [complete, skip]`")
            }
        }
    }
}
