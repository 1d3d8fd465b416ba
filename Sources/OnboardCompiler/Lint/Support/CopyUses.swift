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
        var isProse: Bool { [.subtitle, .body, .caption, .message].contains(self) }
    }

    var copy: Copy
    var flow: Flow
    var slot: Slot
    /// The screen it is on; nil for a flow's entry, announcement and dialogs.
    var screen: Screen?
    /// The in-screen state it is in, if any.
    var state: ScreenState?
    /// The dialog it belongs to, if any.
    var dialog: Dialog?

    var path: String { SpecPath.copy(copy) }

    /// A screen's or state's title (not a dialog's).
    var isHeadline: Bool { slot == .title && screen != nil }

    /// "the body of screen `welcome`", "the title of state `denied` of screen `camera`", …
    var place: String {
        let name = slot.rawValue
        if let state, let screen { return "the \(name) of state `\(state.id)` of screen `\(screen.id)`" }
        if let screen { return "the \(name) of screen `\(screen.id)`" }
        if let dialog { return "the \(name) of dialog `\(dialog.id)`" }
        return "the \(name) of flow `\(flow.id)`"
    }
}

extension Spec {
    /// Every piece of copy with its place, in the order of `allCopy`.
    var copyUses: [CopyUse] { flows.flatMap(\.copyUses) }
}

extension Flow {
    var copyUses: [CopyUse] {
        var out: [CopyUse] = []
        func add(_ copy: Copy?, _ slot: CopyUse.Slot, _ screen: Screen? = nil, _ state: ScreenState? = nil,
                 dialog: Dialog? = nil) {
            if let copy {
                out.append(CopyUse(copy: copy, flow: self, slot: slot, screen: screen, state: state, dialog: dialog))
            }
        }
        if case .settings(let entry?) = trigger { add(entry, .entry) }
        add(announcement, .announcement)
        for dialog in dialogs {
            add(dialog.title, .title, dialog: dialog)
            add(dialog.message, .message, dialog: dialog)
            add(dialog.confirm, .confirm, dialog: dialog)
            add(dialog.cancel, .cancel, dialog: dialog)
        }
        for screen in screens {
            func content(_ content: ScreenContent, _ state: ScreenState?) {
                add(content.title, .title, screen, state)
                add(content.subtitle, .subtitle, screen, state)
                add(content.body, .body, screen, state)
                add(content.caption, .caption, screen, state)
                switch content.visual {
                case .symbol(let symbol)?: add(symbol.accessibilityLabel, .accessibilityLabel, screen, state)
                case .illustration(let illustration)?: add(illustration.accessibilityLabel, .accessibilityLabel, screen, state)
                case nil: break
                }
                for button in content.buttons {
                    add(button.label, .buttonLabel, screen, state)
                    add(button.accessibilityLabel, .accessibilityLabel, screen, state)
                }
            }
            content(screen.content, nil)
            for input in screen.inputs {
                add(input.label, .inputLabel, screen)
                for option in input.options { add(option.label, .optionLabel, screen) }
            }
            if let paywall = screen.paywall {
                for feature in paywall.features { add(feature.text, .feature, screen) }
                for plan in paywall.plans { add(plan.label, .plan, screen) }
            }
            for state in screen.states { content(state.content, state) }
        }
        return out
    }
}
