/// One piece of copy with its place: the flow whose policy applies, the slot
/// it fills, and the screen or state it is on. The copy rules walk these
/// instead of `Spec.allCopy`, which does not say what a text is for.
struct CopyUse {
    enum Slot: String {
        /// A screen's, state's or dialog's `title`; on a screen or state it is the
        /// headline (`policy.headlineWords`).
        case title
        /// A line under the headline; neither headline nor body for the word ranges.
        case subtitle
        /// A screen's or state's `body`: the main text (`policy.bodyWords`).
        case body
        case caption
        case buttonLabel = "button label"
        case accessibilityLabel = "accessibility label"
        case inputLabel = "input label"
        /// A text field's placeholder, shown in the empty field.
        case inputPlaceholder = "input placeholder"
        /// A text field's validation message, shown under it.
        case inputValidation = "validation message"
        case optionLabel = "option label"
        case feature = "paywall feature"
        case plan = "paywall plan"
        /// A dialog's message.
        case message
        /// A dialog's confirm and cancel buttons.
        case confirm, cancel
        case entry = "Settings entry"
        case announcement = "screen announcement"

        /// Running text a reader reads as sentences (readability is measured on it).
        var isProse: Bool { [.subtitle, .body, .caption, .message, .inputValidation].contains(self) }
    }

    /// The flow, screen, state and dialog of a piece of copy, shared by all the
    /// copy on the same screen, state or dialog. Holding them by reference keeps a
    /// `CopyUse` cheap to copy: copying a `Flow` and a `Screen` retains every
    /// string and array in them, and the copy rules copy the uses many times.
    final class Scope: Sendable {
        let flow: Flow
        let screen: Screen?
        /// The screen's position in the flow.
        let screenIndex: Int?
        let state: ScreenState?
        let dialog: Dialog?
        /// The policy in force: the screen's (its section's, else the flow's); the flow's
        /// for a dialog and the flow's own copy.
        let policy: Policy

        init(flow: Flow, screen: (index: Int, screen: Screen)? = nil, state: ScreenState? = nil, dialog: Dialog? = nil)
        {
            self.flow = flow
            self.screen = screen?.screen
            self.screenIndex = screen?.index
            self.state = state
            self.dialog = dialog
            self.policy = flow.policy(atScreen: screen?.index)
        }
    }

    var copy: Copy
    var slot: Slot
    let scope: Scope
    /// For a text an experiment's variant shows instead of the spec's (in the spec's text's
    /// slot and scope): "variant `benefit` of experiment `welcome-headline`".
    var variant: String? = nil

    var flow: Flow { scope.flow }
    /// The screen it is on; nil for a flow's entry, announcement and dialogs.
    var screen: Screen? { scope.screen }
    /// The in-screen state it is in, if any.
    var state: ScreenState? { scope.state }
    /// The dialog it belongs to, if any.
    var dialog: Dialog? { scope.dialog }
    /// The policy in force where it is shown.
    var policy: Policy { scope.policy }

    /// Where the policy in force here takes `key` from.
    func policySource(of key: String) -> PolicySource {
        flow.policySource(of: key, at: scope.screenIndex)
    }

    init(copy: Copy, slot: Slot, scope: Scope) {
        self.copy = copy
        self.slot = slot
        self.scope = scope
    }

    var path: String { SpecPath.copy(copy) }

    /// A screen's or state's title (not a dialog's).
    var isHeadline: Bool { slot == .title && screen != nil }

    /// "the body of screen `welcome`", "the title of state `denied` of screen `camera`",
    /// "the Android body of screen `welcome`" (a platform variant), …
    var place: String {
        let name = (copy.platform.map { "\($0.name) " } ?? "") + slot.rawValue
        let inVariant = variant.map { " in \($0)" } ?? ""
        if let state, let screen { return "the \(name) of state `\(state.id)` of screen `\(screen.id)`" + inVariant }
        if let screen { return "the \(name) of screen `\(screen.id)`" + inVariant }
        if let dialog { return "the \(name) of dialog `\(dialog.id)`" + inVariant }
        return "the \(name) of flow `\(flow.id)`" + inVariant
    }
}

extension Spec {
    /// Every piece of copy with its place, in the order of `allCopy`: one array made at
    /// its size, not one per flow joined (a large spec has hundreds of thousands).
    var copyUses: [CopyUse] {
        var out: [CopyUse] = []
        out.reserveCapacity(copyCount)
        for flow in flows { flow.forEachCopyUse { out.append($0) } }
        guard !experiments.isEmpty else { return out }
        // A variant's text is shown where the text it replaces is: the copy rules read it there.
        var byKey: [String: CopyUse] = [:]
        for use in out where use.copy.platform == nil { byKey[use.copy.key] = use }
        for experiment in experiments {
            for variant in experiment.variants {
                for text in variant.texts {
                    guard let replaced = byKey[text.replaces] else { continue }
                    for copy in [text.copy] + text.copy.variants {
                        var use = CopyUse(copy: copy, slot: replaced.slot, scope: replaced.scope)
                        use.variant = "variant `\(variant.id)` of experiment `\(experiment.id)`"
                        out.append(use)
                    }
                }
            }
        }
        return out
    }
}

extension Flow {
    var copyUses: [CopyUse] {
        var out: [CopyUse] = []
        forEachCopyUse { out.append($0) }
        return out
    }

    /// The flow's `copyUses`, one at a time.
    func forEachCopyUse(_ body: (CopyUse) -> Void) {
        func add(_ copy: Copy?, _ slot: CopyUse.Slot, _ scope: CopyUse.Scope) {
            guard let copy else { return }
            // A platform variant is a use of its own, in the same slot: the copy rules read it too.
            body(CopyUse(copy: copy, slot: slot, scope: scope))
            for variant in copy.variants { body(CopyUse(copy: variant, slot: slot, scope: scope)) }
        }
        let flowScope = CopyUse.Scope(flow: self)
        if case .settings(let entry?) = trigger { add(entry, .entry, flowScope) }
        add(announcement, .announcement, flowScope)
        for dialog in dialogs {
            let scope = CopyUse.Scope(flow: self, dialog: dialog)
            add(dialog.title, .title, scope)
            add(dialog.message, .message, scope)
            add(dialog.confirm, .confirm, scope)
            add(dialog.cancel, .cancel, scope)
        }
        for index in screens.indices {
            let screen = screens[index]
            func content(_ content: ScreenContent, _ scope: CopyUse.Scope) {
                add(content.title, .title, scope)
                add(content.subtitle, .subtitle, scope)
                add(content.body, .body, scope)
                add(content.caption, .caption, scope)
                switch content.visual {
                case .symbol(let symbol)?: add(symbol.accessibilityLabel, .accessibilityLabel, scope)
                case .illustration(let illustration)?: add(illustration.accessibilityLabel, .accessibilityLabel, scope)
                case nil: break
                }
                for button in content.buttons {
                    add(button.label, .buttonLabel, scope)
                    add(button.accessibilityLabel, .accessibilityLabel, scope)
                }
            }
            let screenScope = CopyUse.Scope(flow: self, screen: (index, screen))
            content(screen.content, screenScope)
            for input in screen.inputs {
                add(input.label, .inputLabel, screenScope)
                add(input.field?.placeholder, .inputPlaceholder, screenScope)
                add(input.field?.validation, .inputValidation, screenScope)
                for option in input.options { add(option.label, .optionLabel, screenScope) }
            }
            if let paywall = screen.paywall {
                for feature in paywall.features { add(feature.text, .feature, screenScope) }
                for plan in paywall.plans { add(plan.label, .plan, screenScope) }
            }
            for state in screen.states {
                content(state.content, CopyUse.Scope(flow: self, screen: (index, screen), state: state))
            }
        }
    }
}
