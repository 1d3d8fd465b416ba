extension OnboardingBundle {
    /// The first `schemaVersion` with the fields a brief's identity and verification screens
    /// ask for: input kinds `date` (with `min`, `max`, `minimumAge`, `underAge`), `phone` and
    /// `one-time-code` (with `length`), and the `resend-code` action (outcomes `sent` and
    /// `failed`, `cooldown`); a `biometrics` request's outcomes `unavailable` and
    /// `not-enrolled`; and the `pick-file` action (with `types`, outcomes `picked` and
    /// `cancelled`). Closed vocabularies grow, so a client of version 3 must not run such a
    /// bundle.
    public static let fieldSchemaVersion = 4

    /// The input kinds new in ``fieldSchemaVersion``.
    static let fieldKinds: Set<InputKind> = [.date, .phone, .oneTimeCode]

    /// What first needs ``fieldSchemaVersion`` in these flows, said for an error message; nil
    /// when nothing does.
    static func fieldUse(flows: [Flow]) -> String? {
        for flow in flows {
            for screen in flow.screens {
                if let input = screen.inputs.first(where: { fieldKinds.contains($0.kind) }) {
                    return "input '\(input.id)' of screen '\(screen.id)' is a \(input.kind.rawValue) field"
                }
                let buttons = screen.buttons + screen.states.flatMap(\.buttons)
                if buttons.contains(where: { if case .resendCode = $0.action.kind { true } else { false } }) {
                    return "screen '\(screen.id)' of flow '\(flow.id)' has a resend-code button"
                }
                if buttons.contains(where: { if case .pickFile = $0.action.kind { true } else { false } }) {
                    return "screen '\(screen.id)' of flow '\(flow.id)' has a pick-file button"
                }
                let outcomes = buttons.flatMap(\.action.outcomes.keys).filter(Outcome.fieldOutcomes.contains)
                if let outcome = outcomes.map(\.rawValue).sorted().first {
                    return "screen '\(screen.id)' of flow '\(flow.id)' maps the outcome '\(outcome)'"
                }
            }
        }
        return nil
    }
}
