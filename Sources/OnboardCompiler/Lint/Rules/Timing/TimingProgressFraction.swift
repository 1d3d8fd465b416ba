import Foundation

/// A screen's stated progress matches its place in the flow.
struct TimingProgressFraction: LintRule {
    static let tolerance = RuleParameter.number(
        "tolerance", default: 0.005, "largest difference accepted, as a fraction (0.005 = half a percent)")

    static let description = RuleDescription(
        id: "timing-progress-fraction",
        category: .timing,
        severity: .error,
        summary: "A screen's stated `progress` equals (its position) / (the number of screens).",
        rationale: """
            The app fills the progress bar from the screen's position: FloraFriend's specification \
            (seed 000) gives "Fill Width = Total Width * (Current Step Index + 1) / Total Steps", and \
            states the result on each screen ("Progress Bar State: 20% full", 40 %, …). When a \
            writer states a screen's progress (`progress: 20%`) and it disagrees with that formula, \
            the design and the app will show different things, usually because a screen was added, \
            removed or moved. Screens that state no progress are not checked: the app computes the \
            fill either way. The parameter `tolerance` absorbs rounding (33% for a third).
            """,
        parameters: [
            Self.tolerance.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    progress: { style: continuous-bar }
                    screens:
                      - { id: a, role: welcome, progress: 33%, primary: Next }
                      - { id: b, role: information, progress: 67%, primary: Next }
                      - { id: c, role: completion, progress: 100%, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    progress: { style: continuous-bar }
                    screens:
                      - { id: a, role: welcome, progress: 33%, primary: Next }
                      - { id: b, role: information, progress: ⟦50%, primary: Next }
                      - { id: c, role: completion, progress: ⟦0.8, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let tolerance = context[Self.tolerance]
        var findings: [Finding] = []
        for flow in spec.flows {
            let count = flow.screens.count
            for (index, screen) in flow.screens.enumerated() {
                guard let stated = screen.statedProgress, let span = screen.statedProgressSpan else { continue }
                let expected = Double(index + 1) / Double(count)
                guard abs(stated - expected) > tolerance else { continue }
                findings.append(
                    Finding(
                        "screen `\(screen.id)` says the progress bar is \(Self.percent(stated)) full, but as "
                            + "screen \(index + 1) of \(count) it is \(Self.percent(expected)) full",
                        at: span, path: "\(SpecPath.screen(flow, screen)).progress",
                        notes: [.init("the bar fills (screen position) / (number of screens): \(index + 1)/\(count)")],
                        help: "write `progress: \(Self.percent(expected))`, or check whether a screen was added, "
                            + "removed or moved",
                        fixes: [
                            Fix(
                                "Write `progress: \(Self.percent(expected))`",
                                edits: [.init(span: span, newText: Self.percent(expected))])
                        ]))
            }
        }
        return RepeatedFindings.removed(from: findings)
    }

    /// `20%`, `66.7%`.
    static func percent(_ fraction: Double) -> String {
        var text = String(format: "%.1f", fraction * 100)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + "%"
    }
}
