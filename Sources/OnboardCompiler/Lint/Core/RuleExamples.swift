/// Frames the rules' examples share, so that an example shows what it is about.
extension LintRule {
    /// A spec whose Settings flow `pro` ends on the paywall screen `offer`, which sells
    /// through its `paywall` and has a close button. `before` are lines of screens before
    /// it (under `screens:`), `screen` lines of the screen before its `paywall`, and
    /// `paywall` the lines inside it; each is one line of YAML, indented here.
    static func paywallSpec(before: [String] = [], screen: [String] = [], paywall: [String]) -> String {
        func indented(_ lines: [String], _ width: Int) -> [String] {
            lines.map { String(repeating: " ", count: width) + $0 }
        }
        return
            ([
                "version: 1", "app: { id: demo, name: Demo }", "flows:", "  - id: pro", "    trigger: settings",
                "    screens:",
            ]
            + indented(before, 6) + ["      - id: offer", "        role: paywall"] + indented(screen, 8)
            + ["        paywall:"] + indented(paywall, 10)
            + [
                "        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: complete, cancel: stay } }",
                "        close: { icon: xmark, accessibilityLabel: Close }",
            ]).joined(separator: "\n")
    }
}
