/// How many characters each piece of copy has room for, by the slot it fills:
/// `l10n-length-budget` checks translations against it, and the XLIFF export
/// tells translators (`<note category="length">max N characters</note>`).
///
/// Lengths are user-perceived characters (grapheme clusters: "é", "👍🏽" and
/// "क्षि" are one each), of the message's longest plural form, with each
/// placeholder and `#` counted as `placeholderWidth` characters.
enum LengthBudget {
    static let ruleID = "l10n-length-budget"

    /// A budget's parameter of `l10n-length-budget`: its name, default and what it covers.
    struct Budget {
        var name: String
        var characters: Int
        var covers: String
    }

    static let budgets: [Budget] = [
        Budget(name: "title", characters: 40, covers: "a screen's or state's title (headline)"),
        Budget(name: "subtitle", characters: 60, covers: "a subtitle"),
        Budget(name: "body", characters: 200, covers: "a screen's or state's body"),
        Budget(name: "caption", characters: 120, covers: "a caption, or a text field's validation message"),
        Budget(name: "button", characters: 24, covers: "a button label, and a dialog's confirm and cancel buttons"),
        Budget(name: "input", characters: 40, covers: "an input's label, or a text field's placeholder"),
        Budget(name: "option", characters: 32, covers: "an input option's label"),
        Budget(name: "feature", characters: 60, covers: "a paywall feature"),
        Budget(name: "plan", characters: 32, covers: "a paywall plan's label"),
        Budget(name: "dialogTitle", characters: 40, covers: "a dialog's title"),
        Budget(name: "dialogMessage", characters: 200, covers: "a dialog's message"),
        Budget(name: "announcement", characters: 60, covers: "a flow's screen announcement (VoiceOver)"),
        Budget(name: "accessibilityLabel", characters: 80, covers: "an accessibility label (VoiceOver)"),
        Budget(name: "entry", characters: 40, covers: "a flow's Settings entry"),
    ]

    static let placeholderWidth = 4

    /// The name of the budget that applies to `use` (one of `budgets`).
    static func budgetName(for use: CopyUse) -> String {
        switch use.slot {
        case .title: use.dialog != nil && use.screen == nil ? "dialogTitle" : "title"
        case .subtitle: "subtitle"
        case .body: "body"
        case .caption: "caption"
        case .buttonLabel, .confirm, .cancel: "button"
        case .accessibilityLabel: "accessibilityLabel"
        case .inputLabel, .inputPlaceholder: "input"
        case .inputValidation: "caption"
        case .optionLabel: "option"
        case .feature: "feature"
        case .plan: "plan"
        case .message: "dialogMessage"
        case .entry: "entry"
        case .announcement: "announcement"
        }
    }

    /// The budget for `use`: the rule's parameter of that name in `parameters`
    /// (`onboardc.yaml`'s settings of `l10n-length-budget`), or its default.
    static func characters(for use: CopyUse, parameters: [String: String] = [:]) -> Int {
        let name = budgetName(for: use)
        let fallback = budgets.first { $0.name == name }?.characters ?? 0
        return ParameterValues.wholeNumber(parameters[name], default: fallback)
    }

    /// The budget of string key `key` of `spec`; nil when the spec has no such key.
    /// For every key at once, use `characters(of:parameters:)`.
    static func characters(for key: String, in spec: Spec, parameters: [String: String] = [:]) -> Int? {
        spec.copyUses.first { $0.copy.key == key }.map { characters(for: $0, parameters: parameters) }
    }

    /// The budget of every string key among `uses` (a spec's `copyUses`).
    static func characters(of uses: [CopyUse], parameters: [String: String] = [:]) -> [String: Int] {
        var out: [String: Int] = [:]
        for use in uses where out[use.copy.key] == nil {
            out[use.copy.key] = characters(for: use, parameters: parameters)
        }
        return out
    }

    /// The length of the message's longest form: characters of its text (a link's text,
    /// not its markup), `width` for each placeholder and `#`, and the longest case of its plural.
    static func length(of message: Message, placeholderWidth width: Int = placeholderWidth) -> Int {
        func length(_ parts: [Message.Part]) -> Int {
            parts.reduce(0) { total, part in
                switch part {
                case .text(let text): total + text.count
                case .argument, .count: total + width
                case .plural(let plural): total + (plural.cases.map { length($0.parts) }.max() ?? 0)
                }
            }
        }
        return length(message.withoutLinkMarkup.parts)
    }
}
