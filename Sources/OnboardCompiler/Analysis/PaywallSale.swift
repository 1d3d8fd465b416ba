import BundleFormat

/// A paywall screen that sells (a button on it or on one of its states buys a plan), with
/// the copy it shows: what the store-policy rules (packs `app-store` and `google-play`) read.
struct PaywallSale {
    let flow: Flow
    let screen: Screen
    /// Every piece of copy on the screen and its states, platform variants included.
    let copy: [CopyUse]

    /// The selling paywall screens of `spec`, in flow and screen order.
    static func all(in spec: Spec, copy uses: [CopyUse]) -> [PaywallSale] {
        var byScreen: [ScreenPlace: [CopyUse]] = [:]
        for use in uses {
            guard let index = use.scope.screenIndex else { continue }
            byScreen[ScreenPlace(flow: use.flow.id, screen: index), default: []].append(use)
        }
        return spec.flows.flatMap { flow in
            flow.screens.enumerated().compactMap { index, screen in
                guard screen.isPaywall, screen.sells else { return nil }
                return PaywallSale(
                    flow: flow, screen: screen, copy: byScreen[ScreenPlace(flow: flow.id, screen: index)] ?? [])
            }
        }
    }

    /// The string keys whose missing translations are errors: with the `google-play` pack on,
    /// every selling paywall's copy in an Android app (variants included); else none. Rule
    /// `google-play-paywall-translation` reports them, `l10n-missing-translation` the others.
    static func strictTranslationKeys(of spec: Spec, _ uses: [CopyUse], packs: Set<RulePack>) -> Set<String> {
        guard packs.contains(.googlePlay), spec.app.platforms.contains(.android) else { return [] }
        return Set(all(in: spec, copy: uses).flatMap { $0.copy.map(\.copy.key) })
    }

    private struct ScreenPlace: Hashable {
        var flow: String
        var screen: Int
    }

    /// The copy a user of `platform` reads here.
    func copy(on platform: App.Platform) -> [CopyUse] {
        copy.filter { $0.copy.reaches([platform]) == [platform] }
    }

    /// The spec's links that the copy here points to (`[Terms of Use](terms)`).
    func links(of spec: Spec) -> [Link] {
        let ids = Set(copy.flatMap { use in (try? LinkMarkup.parse(use.copy.text).get())?.map(\.target) ?? [] })
        return spec.links.filter { ids.contains($0.id) }
    }

    /// Whether some copy here uses the store placeholder.
    func uses(_ placeholder: StorePlaceholder) -> Bool {
        copy.contains { $0.copy.uses(placeholder) }
    }

    /// The copy here that offers a free trial: it shows `{trialLength}`, or (in English copy)
    /// says "trial" or "try … free".
    func trialCopy(of spec: Spec) -> [CopyUse] {
        let english = spec.app.sourceLocale.hasPrefix("en")
        return copy.filter { use in
            if use.copy.uses(.trialLength) { return true }
            guard english else { return false }
            let text = use.copy.text.lowercased()
            let words = Set(CopyText.words(text).map { String(text[$0].filter(\.isLetter)) })
            return words.contains("trial") || (words.contains("try") && words.contains("free"))
        }
    }
}

extension Screen {
    /// Its own content, then each state's.
    var contents: [ScreenContent] { [content] + states.map(\.content) }

    /// Whether a button on it or on one of its states buys a plan.
    var sells: Bool {
        contents.flatMap(\.buttons).contains { if case .purchase = $0.action.kind { true } else { false } }
    }

    /// Whether a button on it or on one of its states restores purchases.
    var restores: Bool {
        contents.flatMap(\.buttons).contains { if case .restore = $0.action.kind { true } else { false } }
    }
}

extension Copy {
    /// Whether the text shows the store placeholder (`{price}`).
    func uses(_ placeholder: StorePlaceholder) -> Bool {
        message.arguments.contains { $0.name == placeholder.name }
    }
}

extension Link {
    /// What a link on a paywall leads to, read off its id and URL.
    enum Purpose {
        case terms, privacy
    }

    /// Whether the link's id or URL names the terms of use (`terms`, `eula`, `tos`) or the
    /// privacy policy (`privacy`).
    func isFor(_ purpose: Purpose) -> Bool {
        let words = (id + " " + url).lowercased()
        switch purpose {
        case .terms: return ["terms", "eula", "tos", "conditions"].contains { words.contains($0) }
        case .privacy: return words.contains("privacy")
        }
    }
}
