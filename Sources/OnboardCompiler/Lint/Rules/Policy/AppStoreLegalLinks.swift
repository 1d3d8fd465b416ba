/// A paywall that sells a subscription links to the terms of use and the privacy policy.
struct AppStoreLegalLinks: LintRule {
    static let description = RuleDescription(
        id: "app-store-legal-links",
        category: .policy,
        severity: .error,
        summary:
            "In an iOS app, every paywall that sells links to the terms of use and to the privacy policy, in its copy.",
        rationale: """
            App Store Review Guideline 3.1.2(c) and Schedule 2 of the Apple Developer Program License \
            Agreement: an auto-renewable subscription's purchase screen shows "a functional link to the \
            terms of use (EULA)" and "a functional link to the privacy policy". Missing links are among \
            the most frequent rejections of subscription apps. The rule looks for links (`[Terms of \
            Use](terms)`, `links:` at the top of the spec) in the copy of the screen and its states, and \
            tells a link's purpose by its id or URL: `terms`, `eula`, `tos` or `conditions` for the \
            terms, `privacy` for the policy.
            """,
        packs: [.appStore],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                links: { terms: "https://example.com/terms", privacy: "https://example.com/privacy" }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        caption: "By subscribing you agree to our [Terms of Use](terms) and [Privacy Policy](privacy)."
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                links: { terms: "https://example.com/terms" }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - ⟦id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        caption: "By subscribing you agree to our [Terms of Use](terms)."
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard spec.app.platforms.contains(.ios) else { return [] }
        return context.paywallSales(of: spec).compactMap { sale in
            let links = sale.links(of: spec)
            let missing = [(Link.Purpose.terms, "the terms of use"), (.privacy, "the privacy policy")]
                .filter { purpose, _ in !links.contains { $0.isFor(purpose) } }.map(\.1)
            guard !missing.isEmpty else { return nil }
            return Finding(
                "paywall `\(sale.screen.id)` sells a subscription without a link to \(missing.joined(separator: " or "))",
                at: sale.screen.span, path: SpecPath.screen(sale.flow, sale.screen),
                help:
                    "add `links: { terms: \"https://…\", privacy: \"https://…\" }` at the top and a caption such as \"By subscribing you agree to our [Terms of Use](terms) and [Privacy Policy](privacy).\""
            )
        }
    }
}
