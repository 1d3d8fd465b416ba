import OnboardCompiler

/// The names a value at a path of a spec may be, when its key names something of the flow
/// (docs/spec-format.md, 3.14 Targets): a target (`to`, `then`, `underAge`, an outcome of
/// `on`, a branch's `to`) takes `next`, `back`, `complete`, `stay`, a screen of the flow or a
/// state of the screen; `confirm` a dialog of the flow; `pending` a state of the screen;
/// `plan` and `defaultPlan` a plan of the screen's paywall; a section's `screens` a screen.
/// The ids are read from `root`, the tree the cursor is in, when there is one.
struct TargetNames {
    /// The words every target may be, with what they mean.
    static let reserved: [(name: String, meaning: String)] = [
        ("next", "the next screen in the list; after the last screen the flow completes"),
        ("back", "the previous screen in the list; on the first screen, stay"),
        ("complete", "the end of the flow"),
        ("stay", "stay where the user is"),
    ]

    /// Each name with what it is (`screen`, `state of welcome`…), in the spec's order.
    private(set) var names: [(name: String, detail: String)] = []

    init(_ steps: [KeyDocs.Step], root: Node?) {
        let keys = steps.compactMap { step -> String? in if case .key(let name) = step { name } else { nil } }
        guard let key = keys.last else { return }
        var kinds: Set<SpecReferences.Kind>
        if keys.dropLast().last == "on" {
            kinds = [.screen, .state]
        } else if key == "screens", case .index? = steps.last, keys.dropLast().last == "sections" {
            kinds = [.screen]
        } else if key == "defaultPlan" {
            kinds = [.plan]
        } else if let referring = SpecReferences.referringKeys[key], case .key? = steps.last {
            kinds = referring
        } else {
            return
        }
        if kinds == [.screen, .state] { names = Self.reserved.map { ($0.name, $0.meaning) } }
        guard let root, steps.count >= 2, steps[0] == .key("flows"), let flow = root.node(at: Array(steps[..<2]))
        else { return }
        let screen = steps.count >= 4 && steps[2] == .key("screens") ? root.node(at: Array(steps[..<4])) : nil
        let screenID = screen?.value("id")?.text ?? "this screen"
        func ids(_ list: Node?) -> [String] {
            (list?.items ?? []).compactMap { $0.value("id")?.text }.filter { $0 != CompletionSite.placeholder }
        }
        if kinds.contains(.screen) { names += ids(flow.value("screens")).map { ($0, "screen") } }
        if kinds.contains(.state) { names += ids(screen?.value("states")).map { ($0, "state of \(screenID)") } }
        if kinds.contains(.dialog) { names += ids(flow.value("dialogs")).map { ($0, "dialog") } }
        if kinds.contains(.plan) {
            names += ids(screen?.value("paywall")?.value("plans")).map { ($0, "plan of \(screenID)") }
        }
    }
}
