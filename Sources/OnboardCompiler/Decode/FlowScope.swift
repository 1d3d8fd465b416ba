import BundleFormat

/// The ids a flow declares, gathered before its screens are decoded so that
/// any target, dialog or state can be resolved wherever it is written.
struct FlowScope {
    var flow = ""
    var screens: [String] = []
    var states: [String: [String]] = [:]
    var dialogs: [String] = []
    /// Plan ids of each screen's paywall.
    var paywallPlans: [String: [String]] = [:]
    /// The screen being decoded (targets like `denied` resolve to its states).
    var screen = ""
    /// What the flow's conditions may read: its inputs, and the spec's attributes and experiments.
    var conditions = ConditionScope()

    var plans: [String] { paywallPlans[screen] ?? [] }

    /// Reads the `id`s of screens, their states and dialogs without reporting
    /// anything; the full decode reports problems with them.
    static func gather(
        flow: String, screens: Node?, dialogs: Node?, conditions: ConditionScope = ConditionScope()
    ) -> FlowScope {
        var scope = FlowScope(flow: flow)
        scope.conditions = conditions
        for screen in items(screens) {
            for input in items(value("inputs", in: screen)) {
                guard let id = idOf(input),
                    let kind = value("kind", in: input)?.scalar.flatMap({ InputKind(rawValue: $0.text) })
                else { continue }
                scope.conditions.inputs[id] = ConditionScope.InputEntry(
                    kind: kind, options: items(value("options", in: input)).compactMap(idOf))
            }
            guard let id = idOf(screen) else { continue }
            scope.screens.append(id)
            scope.states[id] = items(value("states", in: screen)).compactMap(idOf)
            scope.paywallPlans[id] = value("paywall", in: screen).map { items(value("plans", in: $0)).compactMap(idOf) }
        }
        scope.dialogs = items(dialogs).compactMap(idOf)
        return scope
    }

    /// This scope while the screen `node` is decoded (its id as written, unchecked).
    func on(screen node: Node) -> FlowScope {
        var scope = self
        scope.screen = Self.idOf(node) ?? ""
        return scope
    }

    private static func items(_ node: Node?) -> [Node] {
        if case .sequence(let items)? = node?.content { return items }
        return []
    }

    static func value(_ key: String, in node: Node) -> Node? {
        guard case .mapping(let entries) = node.content else { return nil }
        return entries.first { $0.name == key }?.value
    }

    /// The `id` of each item of the list `node`, as written, unchecked.
    static func ids(in node: Node?) -> [String] {
        items(node).compactMap(idOf)
    }

    /// Each item of the list `node` that writes an `id`, with it, whether or not the item decodes.
    static func identifiedItems(in node: Node?) -> [(id: String, item: Node)] {
        items(node).compactMap { item in idOf(item).map { ($0, item) } }
    }

    private static func idOf(_ node: Node) -> String? {
        value("id", in: node)?.scalar?.text
    }
}
