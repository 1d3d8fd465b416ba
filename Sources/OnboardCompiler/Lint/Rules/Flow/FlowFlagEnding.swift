/// Every way a user can leave a first-launch flow sets its flag, and `setOn` names only endings that happen.
struct FlowFlagEnding: LintRule {
    static let description = RuleDescription(
        id: "flow-flag-ending",
        category: .flow,
        severity: .warning,
        summary:
            "Every ending a user can reach sets a first-launch flow's flag, and `setOn` lists only endings a user can reach.",
        rationale: """
            A flow ends in one of three ways: it completes, the user skips to the end (a `skip` \
            whose target is the end), or the user dismisses it (a `close` button that ends the \
            flow). `completion.setOn` says which of them set the flag. A first-launch flow whose \
            user can leave it in a way `setOn` does not list shows again at the next launch to \
            everyone who left that way: a paywall's close button that ends the flow, with \
            `setOn: [complete]`, brings the whole onboarding back (FloraFriend 002 §6.1: the 'X' \
            advances to the last screen instead, which still sets the flag). When that is the \
            intent, silence the finding; otherwise add the event to `setOn`, or let the button \
            lead on to a screen that completes. The finding is at the first such button in flow \
            order, the others are notes. And an event in `setOn` that no button the user can reach \
            produces (`skip` with no skip to the end) shows a misunderstanding of how the flow \
            ends. A first-launch flow that does not set its flag on `complete`, and an always-\
            skippable flow whose skips set nothing, are `business-completion-flag`'s findings; \
            a Settings flow sets no flag at all. Endings from where the flow refuses a user (a date \
            field's `underAge` target, or an error state whose every way out ends the flow) are left \
            out: such a user is not onboarded (`minors-dead-end-flag`).
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-launch
                    completion: { flag: hasOnboarded, setOn: [complete, dismiss] }
                    screens:
                      - { id: offer, role: paywall, primary: Next, close: { icon: xmark, accessibilityLabel: Close } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-launch
                    completion: { flag: hasOnboarded }
                    screens:
                      - { id: offer, role: paywall, primary: Next, close: { icon: xmark, accessibilityLabel: Close, action: next } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-launch
                    completion: { flag: hasOnboarded }
                    screens:
                      - { id: offer, role: paywall, primary: Next, close: ⟦{ icon: xmark, accessibilityLabel: Close } }
                      - { id: done, role: completion, primary: { label: Done, action: complete }, close: { icon: xmark, accessibilityLabel: Close } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-launch
                    completion: { flag: hasOnboarded, setOn: [complete, ⟦skip] }
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            guard let flag = flow.completion.flag else { return [] }
            let graph = context.graph(flow)
            // A user refused (under age, or at an error's dead end) must not set the flag:
            // minors-dead-end-flag.
            let refused = graph.underAgeTargets().union(graph.refusals())
            let endings = graph.endings(from: graph.reachable().subtracting(refused))
            switch flow.trigger {
            case .settings: return []  // business-completion-flag: a Settings flow sets no flag
            case .firstLaunch: return unset(endings, graph, flag: flag) + unused(endings, flow)
            case .event: return unused(endings, flow)
            }
        }
    }

    /// (a) Endings a user can reach whose event `setOn` does not list: one finding per event.
    private func unset(_ endings: [FlowGraph.Ending], _ graph: FlowGraph, flag: String) -> [Finding] {
        let flow = graph.flow
        return Completion.Event.allCases.compactMap { event -> Finding? in
            guard !flow.completion.setOn.contains(event), !Self.isBusinessCompletionFlags(event, flow) else {
                return nil
            }
            let ways = endings.filter { $0.event == event }
            guard let first = ways.first else { return nil }
            let others = ways.dropFirst().map { ending in
                Diagnostic.Note("a user also leaves this way (\(Self.by(event))) here", at: ending.button.span)
            }
            let listed = flow.completion.setOn.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            return Finding(
                "a user who leaves here (\(Self.by(event))) never sets `\(flag)`: the flow shows again at next launch",
                at: first.button.span, path: SpecPath.button(graph.path(first.node), first.button),
                notes: others + [
                    .init("`setOn` lists \(listed.isEmpty ? "nothing" : listed)", at: flow.completion.span)
                ],
                help:
                    "add `\(event.rawValue)` to `setOn`, or let the button lead on to a screen that completes the flow")
        }
    }

    /// (b) Events listed in `setOn` that no ending a user can reach produces.
    private func unused(_ endings: [FlowGraph.Ending], _ flow: Flow) -> [Finding] {
        // A flow that cannot end at all is flow-dead-end's finding.
        guard !endings.isEmpty else { return [] }
        return flow.completion.setOn.compactMap { event -> Finding? in
            // business-completion-flag asks every first-launch flow for `complete`.
            if case .firstLaunch = flow.trigger, event == .complete { return nil }
            guard !endings.contains(where: { $0.event == event }) else { return nil }
            return Finding(
                "`setOn` lists `\(event.rawValue)` but \(Self.noButton(event))",
                at: flow.completion.setOnSpans[event] ?? flow.completion.span,
                path: "\(SpecPath.flow(flow)).completion.setOn",
                help: "remove `\(event.rawValue)` from `setOn`, or add the button it stands for")
        }
    }

    /// The events `business-completion-flag` reports for a first-launch flow: `complete`
    /// always, `skip` in an always-skippable flow.
    private static func isBusinessCompletionFlags(_ event: Completion.Event, _ flow: Flow) -> Bool {
        switch event {
        case .complete: true
        case .skip: flow.isAlwaysSkippableSomewhere
        case .dismiss: false
        }
    }

    private static func by(_ event: Completion.Event) -> String {
        switch event {
        case .complete: "by completing"
        case .skip: "by skipping"
        case .dismiss: "by dismissing"
        }
    }

    private static func noButton(_ event: Completion.Event) -> String {
        switch event {
        case .complete: "no button the user can reach completes the flow"
        case .skip: "no button skips to the end"
        case .dismiss: "no close button ends the flow"
        }
    }
}
