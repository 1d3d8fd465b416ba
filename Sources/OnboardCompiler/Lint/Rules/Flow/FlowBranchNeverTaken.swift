import BundleFormat

/// Every branch of a target or a paywall offering chosen by conditions, and its fallback, can be taken.
struct FlowBranchNeverTaken: LintRule {
    static let description = RuleDescription(
        id: "flow-branch-never-taken",
        category: .flow,
        severity: .warning,
        summary: "Every branch of a target or an offering chosen by conditions, and its fallback, can be taken.",
        rationale: """
            The first branch whose `when:` holds wins, so a branch after one that always holds \
            (`true`) is never taken, nor is the fallback after it; a branch whose condition never \
            holds (`false`, or an `&&` with `false` in it) is never taken either; and a branch with \
            the same condition as an earlier one never is, since the earlier one wins whenever it \
            would. Its screen (or offering) is then not shown on that way, its copy is reviewed for nothing, and it \
            usually means a condition was copied and not changed, or a test value (`when: true`) was \
            left in. Only what is sure from the conditions themselves is reported: two conditions \
            that differ in their words are taken to differ, even where the answers could never tell \
            them apart.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                attributes:
                  isReturning: bool
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        primary:
                          label: Continue
                          action: go
                          to:
                            - { when: attribute.isReturning, to: done }
                            - { when: '!attribute.isReturning', to: tips }
                            - { to: next }
                      - { id: tips, role: information, primary: Next }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                attributes:
                  isReturning: bool
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        primary:
                          label: Continue
                          action: go
                          to:
                            - { when: ⟦false, to: tips }
                            - { when: attribute.isReturning, to: done }
                            - { when: ⟦attribute.isReturning, to: tips }
                            - { to: next }
                      - { id: tips, role: information, primary: Next }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: ask
                        role: permission-request
                        primary:
                          label: Allow
                          action: request-permission
                          permission: notifications
                          on:
                            allowed: next
                            denied:
                              - { when: 'true', to: next }
                              - { when: ⟦'platform == "ios"', to: complete }
                              - { to: ⟦complete }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                attributes:
                  isReturning: bool
                flows:
                  - id: upgrade
                    trigger: settings
                    screens:
                      - id: offer
                        role: paywall
                        paywall:
                          provider: revenuecat
                          offering:
                            - { when: attribute.isReturning, offering: winback }
                            - { when: ⟦attribute.isReturning, offering: loyal }
                            - { offering: default }
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { label: Not now }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = spec.flows.flatMap { flow in
            flow.screens.flatMap { screen in
                let places =
                    [(screen.content, SpecPath.screen(flow, screen))]
                    + screen.states.map { ($0.content, SpecPath.state(flow, screen, $0)) }
                let targets: [Finding] = places.flatMap { content, path in
                    content.buttons.flatMap { button in
                        Self.chosenTargets(of: button).flatMap { written -> [Finding] in
                            Self.findings(
                                written.target.branches.map { ($0.condition, $0.conditionSpan) },
                                fallback: written.target.span,
                                in: "the `\(button.slot.rawValue)` button's \(written.name)",
                                path: "\(SpecPath.button(path, button)).\(written.key)", value: "to")
                        }
                    }
                }
                guard let paywall = screen.paywall, !paywall.offeringBranches.isEmpty else { return targets }
                return targets
                    + Self.findings(
                        paywall.offeringBranches.map { ($0.condition, $0.conditionSpan) },
                        fallback: paywall.offeringSpan ?? paywall.span, in: "the paywall's `offering`",
                        path: "\(SpecPath.screen(flow, screen)).paywall.offering", value: "offering")
            }
        }
        // A screen that several flows share (an alias) is reported once.
        return RepeatedFindings.removed(from: findings)
    }

    /// A target as a button writes it: how a writer names where (`to`, `then`, the
    /// `denied` outcome) and its key under the button (`to`, `on.denied`).
    private struct WrittenTarget {
        var target: Target
        var name: String
        var key: String
    }

    /// The targets of a button that are chosen by conditions.
    private static func chosenTargets(of button: Button) -> [WrittenTarget] {
        let written: [WrittenTarget]
        switch button.action.kind {
        case .goTo(let target), .skip(let target): written = [WrittenTarget(target: target, name: "`to`", key: "to")]
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes),
            .resendCode(_, let outcomes), .pickFile(_, let outcomes):
            written = outcomes.map {
                WrittenTarget(target: $0.target, name: "`\($0.result)` outcome", key: "on.\($0.result)")
            }
        case .openSettings(let then):
            written = then.map { [WrittenTarget(target: $0, name: "`then`", key: "then")] } ?? []
        case .next, .back, .complete: written = []
        }
        return written.filter { !$0.target.branches.isEmpty }
    }

    /// A finding for each of `branches` (a condition and where it is written) that is never
    /// taken, and for the fallback (at `fallback`, its `value` key) when it is never reached.
    private static func findings(
        _ branches: [(condition: Condition, conditionSpan: SourceSpan)], fallback: SourceSpan, in place: String,
        path: String, value: String
    ) -> [Finding] {
        let always = branches.firstIndex { $0.condition.constantValue == true }
        var findings: [Finding] = []
        for (index, branch) in branches.enumerated() {
            let name = "branch \(index + 1) of \(place)"
            let at = branch.conditionSpan
            let branchPath = "\(path)[\(index)].when"
            if let always, always < index {
                findings.append(
                    Finding(
                        "\(name) is never taken: the condition of branch \(always + 1) always holds",
                        at: at, path: branchPath,
                        notes: [
                            .init("branch \(always + 1)'s condition always holds", at: branches[always].conditionSpan)
                        ],
                        help: "give branch \(always + 1) the condition it should have, or remove the branches after it")
                )
            } else if branch.condition.constantValue == false {
                findings.append(
                    Finding(
                        "\(name) is never taken: its condition never holds", at: at, path: branchPath,
                        help: "write the condition the branch should have, or remove the branch"))
            } else if let same = branches[..<index].firstIndex(where: { $0.condition == branch.condition }) {
                findings.append(
                    Finding(
                        "\(name) is never taken: branch \(same + 1) has the same condition, and the first branch that holds wins",
                        at: at, path: branchPath,
                        notes: [.init("branch \(same + 1) has the same condition", at: branches[same].conditionSpan)],
                        help: "change the condition of one of the two branches, or remove this one"))
            }
        }
        if let always {
            findings.append(
                Finding(
                    "the fallback of \(place) is never taken: the condition of branch \(always + 1) always holds",
                    at: fallback, path: "\(path)[\(branches.count)].\(value)",
                    notes: [.init("branch \(always + 1)'s condition always holds", at: branches[always].conditionSpan)],
                    help: "give branch \(always + 1) the condition it should have, or make it the fallback (without "
                        + "`when:`) and remove what follows it"))
        }
        return findings
    }
}

extension Condition {
    /// Whether the condition holds whatever it reads (`true`), never does (`false`), or
    /// depends on what it reads (nil): `all` and `any` of constants, and `not` of one.
    fileprivate var constantValue: Bool? {
        switch self {
        case .all(let parts):
            let values = parts.map(\.constantValue)
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        case .any(let parts):
            let values = parts.map(\.constantValue)
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        case .not(let inner): return inner.constantValue.map { !$0 }
        case .eq, .ne, .lt, .le, .gt, .ge, .in, .contains, .has: return nil
        }
    }
}
