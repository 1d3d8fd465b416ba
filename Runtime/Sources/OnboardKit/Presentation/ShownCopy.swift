/// One piece of copy the session shows now: which element it is, its string key and
/// the values of its placeholders that the session knows (the announcement's position
/// and count; the app adds its own, such as store prices).
///
/// The element names are the conformance suite's (docs/conformance.md, "Texts"):
/// `title`, `subtitle`, `body`, `caption`, `visual` (the visual's VoiceOver label);
/// `input.<id>`, `input.<id>.placeholder`, `input.<id>.<option id>`; `feature.<id>`,
/// `plan.<id>`; `button.<slot>`, `button.<slot>.accessibility`; `dialog.title`,
/// `dialog.message`, `dialog.confirm`, `dialog.cancel`; `announcement`.
public struct ShownCopy: Hashable, Sendable {
    /// Which element shows it.
    public var element: String
    /// Its string key.
    public var key: String
    /// Placeholder values the session supplies.
    public var values: [String: TextValue]

    /// `key` shown as `element`.
    public init(element: String, key: String, values: [String: TextValue] = [:]) {
        self.element = element
        self.key = key
        self.values = values
    }
}

extension FlowSession {
    /// The copy shown now, in this order: the state's copy and visual label when a state
    /// is shown, else the screen's, with its inputs and paywall; the buttons shown (in
    /// ``buttons`` order); a presented dialog; the announcement. Elements without a key
    /// are left out, and a decorative visual has no label.
    public var shownCopy: [ShownCopy] {
        var copy: [ShownCopy] = []
        func add(_ element: String, _ key: String?, _ values: [String: TextValue] = [:]) {
            if let key { copy.append(ShownCopy(element: element, key: key, values: values)) }
        }
        if let state {
            add("title", state.titleKey)
            add("subtitle", state.subtitleKey)
            add("body", state.bodyKey)
            add("caption", state.captionKey)
            add("visual", state.visual?.spokenLabelKey)
        } else {
            add("title", screen.titleKey)
            add("subtitle", screen.subtitleKey)
            add("body", screen.bodyKey)
            add("caption", screen.captionKey)
            add("visual", screen.visual?.spokenLabelKey)
            for input in screen.inputs {
                add("input.\(input.id)", input.labelKey)
                add("input.\(input.id).placeholder", input.placeholderKey)
                for option in input.options { add("input.\(input.id).\(option.id)", option.labelKey) }
            }
            for feature in screen.paywall?.features ?? [] { add("feature.\(feature.id)", feature.textKey) }
            for plan in screen.paywall?.plans ?? [] { add("plan.\(plan.id)", plan.labelKey) }
        }
        for button in buttons {
            add("button.\(button.slot.rawValue)", button.labelKey)
            add("button.\(button.slot.rawValue).accessibility", button.accessibilityLabelKey)
        }
        if let dialog = presentedDialog?.dialog {
            add("dialog.title", dialog.titleKey)
            add("dialog.message", dialog.messageKey)
            add("dialog.confirm", dialog.confirmKey)
            add("dialog.cancel", dialog.cancelKey)
        }
        if let announcement {
            add("announcement", announcement.key, announcement.arguments.mapValues(TextValue.integer))
        }
        return copy
    }
}

extension Visual {
    /// The key of what VoiceOver says for the visual; nil for a decorative one.
    var spokenLabelKey: String? {
        switch self {
        case .symbol(let symbol): symbol.decorative ? nil : symbol.accessibilityLabelKey
        case .illustration(let illustration): illustration.decorative ? nil : illustration.accessibilityLabelKey
        }
    }
}
