extension OnboardingBundle {
    /// The first `schemaVersion` with the fields and action of a "verify your number" step:
    /// input kinds `phone` and `one-time-code` (with `length`) and the `resend-code` action
    /// (outcomes `sent` and `failed`, `cooldown`). Closed vocabularies grow, so a client of
    /// version 3 must not run such a bundle.
    public static let verificationSchemaVersion = 4

    /// What first needs ``verificationSchemaVersion`` in these flows, said for an error
    /// message; nil when nothing does.
    static func verificationUse(flows: [Flow]) -> String? {
        for flow in flows {
            for screen in flow.screens {
                if let input = screen.inputs.first(where: { [.phone, .oneTimeCode].contains($0.kind) }) {
                    return "input '\(input.id)' of screen '\(screen.id)' is a \(input.kind.rawValue) field"
                }
                let buttons = screen.buttons + screen.states.flatMap(\.buttons)
                if buttons.contains(where: { if case .resendCode = $0.action.kind { true } else { false } }) {
                    return "screen '\(screen.id)' of flow '\(flow.id)' has a resend-code button"
                }
            }
        }
        return nil
    }
}
