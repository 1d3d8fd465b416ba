/// Paths of spec nodes, as baselines and SARIF fingerprints key findings:
/// built from ids, so they survive edits that only move lines.
enum SpecPath {
    static func flow(_ flow: Flow) -> String { "flows[\(flow.id)]" }

    static func screen(_ flow: Flow, _ screen: Screen) -> String {
        "\(self.flow(flow)).screens[\(screen.id)]"
    }

    static func state(_ flow: Flow, _ screen: Screen, _ state: ScreenState) -> String {
        "\(self.screen(flow, screen)).states[\(state.id)]"
    }

    static func input(_ flow: Flow, _ screen: Screen, _ input: Input) -> String {
        "\(self.screen(flow, screen)).inputs[\(input.id)]"
    }

    static func button(_ base: String, _ button: Button) -> String {
        "\(base).\(button.slot.rawValue)"
    }

    /// `experiments[welcome-headline]`.
    static func experiment(_ experiment: Experiment) -> String { "experiments[\(experiment.id)]" }

    /// `experiments[welcome-headline].variants[benefit]`.
    static func variant(_ experiment: Experiment, _ variant: Experiment.Variant) -> String {
        "\(self.experiment(experiment)).variants[\(variant.id)]"
    }

    /// A copy's path from its string key (`onboarding.welcome.title` → `copy[onboarding.welcome.title]`).
    static func copy(_ copy: Copy) -> String { "copy[\(copy.key)]" }
}
