/// A flow: its trigger, completion, sections and dialogs.
extension MappingSchema {
    static let flow = MappingSchema(
        "flow", noun: "a flow", summary: "One onboarding sequence.", docs: DocsTable("3.6 Flow"),
        keys: [
            Key("id", .identifier, .required, #"the flow's id; it starts every text key of the flow"#),
            Key(
                "trigger", .choice(TriggerKind.self), .required,
                #"when the flow shows: at first launch, from the app's Settings, or on an app event"#),
            Key(
                "entry", .copy,
                #"with `trigger: settings`: the label of the row in the app's Settings that opens the flow. Key `<flow>.entry`. Not allowed with other triggers (`spec-unused-key`)"#
            ),
            Key(
                "event", .identifier, .sometimes,
                #"with `trigger: event`: the name of the app event that shows the flow (`first-scan`); agree it with the app team. Not allowed with other triggers (`spec-unused-key`)"#
            ),
            Key(
                "audience", .text,
                #"with `trigger: first-launch` or `event`: a [condition](conditions.md) on `platform`, `app.version`, `locale.*`, `attribute.*` and `experiment.*`; the flow shows only to users for whom it holds, and the first such flow in spec order is the one shown ([section 3.24](#324-experiments)). One first-launch flow has none: the default"#
            ),
            Key("completion", .mapping(.completion), #"the saved flag that records the flow as done"#),
            Key("policy", .mapping(.policy), #"rules for this flow; only the keys given change"#),
            Key("progress", .mapping(.progress), #"the progress indicator shown on every screen"#),
            Key("transition", .mapping(.transition), #"how one screen replaces the next"#),
            Key("reducedMotion", .mapping(.reducedMotion), #"reduced-motion alternatives; only the keys given change"#),
            Key("dialogs", .list(.mapping(.dialog)), #"confirmation dialogs that buttons can ask first"#),
            Key(
                "swipe", .boolean, default: .bool(false),
                #"the user can also page through the screens by swiping: left for the next screen, right for the previous one. A screen's own `swipe` overrides it"#
            ),
            Key(
                "announcement", .copy,
                #"what screen readers announce on each screen of the flow; write `{position, number}` for the screen's number (from 1) and `{count, number}` for the number of screens: `"Screen {position, number} of {count, number}"`. Key `<flow>.announcement`"#
            ),
            Key(
                "entrance", .list(.mapping(.entranceStep)),
                #"the default entrance of the flow's screens and states: each step names an element, and a screen or state uses the steps for the elements it has"#
            ),
            Key(
                "screens", .list(.mapping(.screen), atLeast: 1), .required,
                #"the screens, in the order the user sees them"#),
            Key(
                "sections", .list(.mapping(.section)),
                #"named runs of the screens with their own policy ("the tutorial part never asks for a permission")"#),
        ])

    static let completion = MappingSchema(
        "completion", noun: "`completion`", summary: "The saved flag that records the flow as done.",
        docs: DocsTable("`completion`"),
        keys: [
            Key(
                "flag", .formatted(.flag), .sometimes,
                #"the key in the app's saved settings (`UserDefaults` on iOS) that is set to `true` when the flow is done. Flows that share a flag share "done""#
            ),
            Key(
                "setOn", .list(.choice(Completion.Event.self)),
                default: .array([.string(Completion.Event.complete.rawValue)]),
                #"only together with `flag` (without a `flag` it is the error `spec-unused-key`). When the flag is set: the ways the flow can end that set it: `complete`, `skip` (skipped to the end), `dismiss` (closed)"#
            ),
        ])

    static let section = MappingSchema(
        "section", noun: "a section", summary: "A named run of consecutive screens of the flow, with its own policy.",
        docs: DocsTable("`sections`"),
        keys: [
            Key("id", .identifier, .required, #"the section's name; apps see it as each of its screens' `section`"#),
            Key("screens", .list(.identifier), .required, #"the screens of the section"#),
            Key("policy", .mapping(.policy), #"rules for these screens; only the keys given change"#),
        ])

    static let dialog = MappingSchema(
        "dialog", noun: "a dialog", summary: "A confirmation shown before a button's action runs.",
        docs: DocsTable("3.7 Dialog"),
        keys: [
            Key("id", .identifier, .required, #"the dialog's id (unique in the flow, see 3.6)"#),
            Key("title", .copy, .required, #"the question"#),
            Key("message", .copy, #"more explanation under the question, such as what is lost"#),
            Key("confirm", .copy, .required, #"the label of the button that goes ahead"#),
            Key("cancel", .copy, .required, #"the label of the button that goes back"#),
            Key("destructive", .boolean, default: .bool(false), #"show the confirm button as destructive (red)"#),
        ])
}

extension MappingSchema {
    /// When a flow shows: its `trigger`.
    enum TriggerKind: String, CaseIterable { case firstLaunch = "first-launch", settings, event }
}

extension MappingSchema.TriggerKind: Vocabulary {
    var meaning: String {
        switch self {
        case .firstLaunch:
            "when the app starts and the completion flag is not yet set. Needs `completion.flag`, or it would show at every launch"
        case .settings:
            "when the user opens it from the app's Settings (whatever the flag says); `entry` labels that row"
        case .event: "when the app reports the event named in `event`"
        }
    }
}

extension Completion.Event: Vocabulary {
    var meaning: String {
        switch self {
        case .dismiss:
            "because the user closed it: a `close` button whose action ends the flow (`complete`, which is its default action, or a `skip`, `next` or `go` that reaches `complete`)"
        case .skip:
            "because the user skipped to the end: any other button's `skip` whose target is `complete` (the default action of a `skip` button)"
        case .complete:
            "any other way: a `complete` action, `next` on the last screen, `go` to `complete`, and a permission, purchase, restore or Settings answer whose target is `complete` (whichever button asked)"
        }
    }
}
