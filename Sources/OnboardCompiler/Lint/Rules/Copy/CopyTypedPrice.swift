/// No price is typed into copy: the store gives it, in the user's currency.
struct CopyTypedPrice: LintRule {
    static let description = RuleDescription(
        id: "copy-typed-price",
        category: .copy,
        severity: .warning,
        summary:
            "No copy has an amount of money typed in (`$39.99`, `39,99 €`, `USD 4.99`): use `{price}` and the plan's `product:`.",
        rationale: """
            A price typed into copy is right in one country, on one day: the stores charge each \
            user in their own currency, at the price of their storefront, with taxes, offers and \
            price changes the copy never hears of. Users who see "$39.99" and are charged \
            "44,99 €" feel tricked, and App Review rejects paywalls whose shown price is not the \
            price charged. A plan names its store product (`product:`), and paywall copy takes \
            `{price}`, `{period}` and `{trialLength}`, which the app fills from the store. The \
            rule reports a number with a currency symbol (`$`, `€`, `£`, `¥`, `₹`, `R$`, `kr`…) \
            or an ISO 4217 code (`USD`, `EUR`…) right before or after it, at the amount; a number \
            alone ("3 steps", "20% full", "7 days") is not money. A translation is read too, when it \
            types an amount its source text does not ("over $100" for "over a hundred dollars").
            """,
        examples: [
            .passes(
                paywallSpec(
                    screen: [
                        #"title: "Try 3 steps to a greener home""#,
                        #"caption: "Free for {trialLength}, then {price} per {period}. Cancel anytime.""#,
                    ],
                    paywall: [
                        "provider: storekit", "offering: default",
                        #"plans: [{ id: annual, product: com.example.annual, label: "Annual — {price}/{period}" }]"#,
                    ])),
            .fails(
                paywallSpec(
                    screen: [
                        #"title: "Only ⟦$39.99 a year""#,
                        #"caption: "Free for 7 days, then ⟦39,99 € per year, or ⟦USD 4.99 a week.""#,
                    ],
                    paywall: [
                        "provider: storekit", "offering: default",
                        #"plans: [{ id: annual, product: com.example.annual, label: "Annual ⟦£29" }]"#,
                    ])),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: information, body: "Save over a hundred dollars a year", primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    locale: fr
                    strings:
                      intro.a.body: "Économisez plus de ⟦100 $ par an"
                      intro.a.primary: "Terminé"
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            MoneyAmounts.find(in: use.copy.text).map { range in
                Finding(
                    "\(use.place) has the price '\(use.copy.text[range])' typed in; the store charges each user in their own currency",
                    at: use.copy.span(of: range), path: use.path,
                    help:
                        "write `{price}` (and `{period}`, `{trialLength}`) on the paywall screen, and name the plan's store product with `product:`; the app fills them from the store"
                )
            }
        }
        // A translation that types a price its source text does not ("over $100", "10 $").
        let source = context.sourceCopy(of: spec)
        for translation in spec.translations {
            for entry in translation.entries {
                guard let text = source[entry.key]?.text, MoneyAmounts.find(in: text).isEmpty else { continue }
                for range in MoneyAmounts.find(in: entry.text) {
                    findings.append(
                        Finding(
                            "the `\(translation.locale)` text of `\(entry.key)` has the price '\(entry.text[range])' typed in, which its source text does not; the store charges each user in their own currency",
                            at: entry.span(of: range), path: SpecPath.translated(translation, key: entry.key),
                            help: "write `{price}` where the source does, or leave the amount out, as the source does"))
                }
            }
        }
        return findings
    }
}
