import BundleFormat
import OnboardCompiler

/// The ids a spec declares (screens, states, dialogs, plans and inputs, each in its flow;
/// attributes and experiments, the spec's) and the places that name them (targets,
/// `confirm:`, `pending:`, `plan:`, sections' screens, and the `answer.`, `attribute.` and
/// `experiment.` names of every condition), read from the spec's node tree: for go to
/// definition and find references.
struct SpecReferences {
    enum Kind: Sendable, Hashable {
        case screen, state, dialog, plan, input, attribute, experiment
    }

    struct Site: Sendable, Hashable {
        var kinds: Set<Kind>
        var name: String
        /// The index of the flow it is in: ids are unique within their flow. nil for what the
        /// whole spec shares (an attribute, an experiment) and what names it outside a flow.
        var flow: Int?
        var start: Int
        var end: Int

        /// Whether `other` is in a scope this site sees: the same flow, or the spec's.
        func shares(_ other: Site) -> Bool { flow == nil || other.flow == nil || flow == other.flow }
    }

    private(set) var definitions: [Site] = []
    private(set) var references: [Site] = []

    init(_ root: Node) {
        for (index, flow) in (root.value("flows")?.items ?? []).enumerated() {
            for screen in flow.value("screens")?.items ?? [] {
                define(screen, .screen, flow: index)
                for state in screen.value("states")?.items ?? [] { define(state, .state, flow: index) }
                for plan in screen.value("paywall")?.value("plans")?.items ?? [] { define(plan, .plan, flow: index) }
                for input in screen.value("inputs")?.items ?? [] { define(input, .input, flow: index) }
            }
            for dialog in flow.value("dialogs")?.items ?? [] { define(dialog, .dialog, flow: index) }
            collectReferences(in: flow, flow: index)
        }
        if case .mapping(let attributes)? = root.value("attributes")?.content {
            for entry in attributes {
                definitions.append(
                    Site(
                        kinds: [.attribute], name: entry.name, flow: nil, start: entry.key.start.offset,
                        end: entry.key.end.offset))
            }
        }
        for experiment in root.value("experiments")?.items ?? [] {
            define(experiment, .experiment, flow: nil)
            collectReferences(in: experiment, flow: nil)
        }
    }

    /// The keys whose values name an id of the flow, and what kind of id.
    static let referringKeys: [String: Set<Kind>] = [
        "to": [.screen, .state], "then": [.screen, .state], "underAge": [.screen, .state], "confirm": [.dialog],
        "pending": [.state], "plan": [.plan], "defaultPlan": [.plan],
    ]

    /// The keys whose values are conditions (docs/conditions.md).
    private static let conditionKeys: Set<String> = ["when", "audience"]

    /// What each kind of name in a condition names.
    private static let conditionKinds: [ConditionReference.Kind: Kind] = [
        .answer: .input, .attribute: .attribute, .experiment: .experiment,
    ]

    private mutating func define(_ node: Node, _ kind: Kind, flow: Int?) {
        guard let id = node.value("id"), let name = id.text else { return }
        definitions.append(Site(kinds: [kind], name: name, flow: flow, start: id.start.offset, end: id.end.offset))
    }

    private mutating func refer(_ node: Node, _ kinds: Set<Kind>, flow: Int?) {
        guard let name = node.text else { return }
        references.append(Site(kinds: kinds, name: name, flow: flow, start: node.start.offset, end: node.end.offset))
    }

    /// Whether `node` is a dialog: a mapping with `cancel:`, which only a dialog has.
    private func isDialog(_ node: Node) -> Bool { node.value("cancel") != nil }

    private mutating func collectReferences(in node: Node, flow: Int?) {
        switch node.content {
        case .scalar:
            break
        case .sequence(let items):
            for item in items { collectReferences(in: item, flow: flow) }
        case .mapping(let entries):
            for entry in entries {
                // A dialog's own `confirm:` is its button's label, not a dialog's id.
                if let kinds = Self.referringKeys[entry.name], entry.name != "confirm" || !isDialog(node) {
                    refer(entry.value, kinds, flow: flow)
                }
                if Self.conditionKeys.contains(entry.name) {
                    for name in ConditionNames.names(in: entry.value) {
                        guard let kind = Self.conditionKinds[name.kind] else { continue }
                        references.append(
                            Site(
                                kinds: [kind], name: name.id, flow: kind == .input ? flow : nil,
                                start: name.span.start.offset, end: name.span.end.offset))
                    }
                }
                if entry.name == "on", case .mapping(let outcomes) = entry.value.content {
                    for outcome in outcomes { refer(outcome.value, [.screen, .state], flow: flow) }
                }
                if entry.name == "sections" {
                    for section in entry.value.items {
                        for screen in section.value("screens")?.items ?? [] { refer(screen, [.screen], flow: flow) }
                    }
                }
                collectReferences(in: entry.value, flow: flow)
            }
        }
    }

    /// The declared id or the reference at byte `offset`: the narrowest that names something declared.
    func site(at offset: Int) -> Site? {
        (definitions + references.filter { !declarations(of: $0).isEmpty })
            .filter { $0.start <= offset && offset <= $0.end }
            .min { $0.end - $0.start < $1.end - $1.start }
    }

    /// Where what `site` names is declared.
    func declarations(of site: Site) -> [Site] {
        unique(
            definitions.filter {
                $0.shares(site) && $0.name == site.name && !$0.kinds.isDisjoint(with: site.kinds)
            })
    }

    /// Every place that names what `site` names (its declarations first, when asked for).
    func uses(of site: Site, includingDeclarations: Bool) -> [Site] {
        let declared = declarations(of: site)
        let kinds = declared.reduce(into: Set<Kind>()) { $0.formUnion($1.kinds) }
        let uses = references.filter {
            $0.shares(site) && $0.name == site.name && !$0.kinds.isDisjoint(with: kinds)
        }.sorted { $0.start < $1.start }
        return unique((includingDeclarations ? declared : []) + uses)
    }

    /// One site per place: a flow that repeats another's screens through an alias has the same places.
    private func unique(_ sites: [Site]) -> [Site] {
        var seen: Set<Int> = []
        return sites.filter { seen.insert($0.start).inserted }
    }
}
