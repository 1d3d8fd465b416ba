/// The lines a flow diagram adds to a screen's or state's node for each text an
/// experiment's variant shows there instead of the spec's: `benefit: “Calmer evenings
/// start here”` for its title, `benefit, body: “…”` for another text (a button's label by
/// the button's slot: `benefit, primary: “…”`). The variant is named by its experiment
/// too (`welcome-headline.benefit`) when the spec has several. In the order the spec
/// writes the experiments, their variants and the variants' texts.
struct VariantLines {
    /// The lines of each screen (`screen`) and state (`screen/state`) that shows a replaced text.
    private var byNode: [String: [String]] = [:]

    init(_ flow: Flow, experiments: [Experiment]) {
        guard !experiments.isEmpty else { return }
        // The texts each node shows, by key: the spec's texts, not their platform variants.
        var shown: [String: (node: String, part: String?)] = [:]
        for use in flow.copyUses where use.copy.platform == nil {
            guard let screen = use.screen, use.dialog == nil else { continue }
            shown[use.copy.key] = (Self.node(screen: screen.id, state: use.state?.id), Self.part(use))
        }
        for experiment in experiments {
            for variant in experiment.variants {
                let name = experiments.count == 1 ? variant.id : "\(experiment.id).\(variant.id)"
                for text in variant.texts {
                    guard let (node, part) = shown[text.replaces] else { continue }
                    let label = part.map { "\(name), \($0)" } ?? name
                    byNode[node, default: []].append("\(label): “\(text.copy.text)”")
                }
            }
        }
    }

    func lines(screen: String, state: String?) -> [String] {
        byNode[Self.node(screen: screen, state: state)] ?? []
    }

    /// Which of the node's texts `use` is: nil for the title, which the node shows; a
    /// button's slot for its label; else its slot (`body`, `option label`…).
    private static func part(_ use: CopyUse) -> String? {
        switch use.slot {
        case .title: return nil
        case .buttonLabel:
            let buttons = (use.state?.content ?? use.screen?.content)?.buttons ?? []
            return buttons.first { $0.label?.key == use.copy.key }?.slot.rawValue ?? use.slot.rawValue
        default: return use.slot.rawValue
        }
    }

    private static func node(screen: String, state: String?) -> String {
        state.map { "\(screen)/\($0)" } ?? screen
    }
}
