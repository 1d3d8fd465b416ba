/// A paywall's text is complete in every language the Android app ships.
struct GooglePlayPaywallTranslation: LintRule {
    static let description = RuleDescription(
        id: "google-play-paywall-translation",
        category: .policy,
        severity: .error,
        summary:
            "In an Android app, every text of a paywall that sells has a translation in each translation file.",
        rationale: """
            Google Play's subscriptions policy asks that an offer's terms be clear to the user, and a \
            store listing in a language promises the app in it: a paywall half in the user's language \
            and half in the source's hides its terms from the reader. So here a missing translation of a \
            paywall's text is an error, where `l10n-missing-translation` (a warning) reports every other \
            key. There is one finding per file, at its `locale:`, with a note per key. The keys are \
            every text on a screen that sells and its states: title, body, plans, features and buttons.
            """,
        packs: [.googlePlay],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [android] }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        title: "Go Pro"
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      pro.paywall.title: "Pro holen"
                      pro.paywall.primary: "Abonnieren"
                      pro.paywall.close.a11y: "Schließen"
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [android] }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        title: "Go Pro"
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """,
                translations: [
                    """
                    locale: ⟦de
                    strings:
                      pro.paywall.title: "Pro holen"
                      pro.paywall.close.a11y: "Schließen"
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let uses = context.copyUses(of: spec)
        let strict = PaywallSale.strictTranslationKeys(of: spec, uses, packs: context.packs.union([.googlePlay]))
        guard !strict.isEmpty else { return [] }
        let keys = context.sourceKeys(of: spec).filter(strict.contains)
        return spec.translations.compactMap { translation in
            let present = Set(translation.entries.map(\.key))
            let missing = keys.filter { !present.contains($0) }
            guard let first = missing.first else { return nil }
            let count = missing.count == 1 ? "1 text" : "\(missing.count) texts"
            return Finding(
                "`\(translation.locale)` has no translation of \(count) of a paywall: `\(first)`"
                    + (missing.count > 1 ? " and \(missing.count - 1) more" : ""),
                at: translation.localeSpan,
                path: SpecPath.translation(translation) + ".paywall" + Baseline.setPath(missing),
                notes: missing.map { Diagnostic.Note("`\($0)` is not translated") },
                help: "translate every text of the paywall, or leave the language out of the Android app")
        }
    }
}
