/// The codes of `Config/`: the project configuration, `onboardc.yaml`.
extension DiagnosticCode {
    static let configUnknownRule = DiagnosticCode(
        "config-unknown-rule", .error,
        "`onboardc.yaml` sets a lint rule that does not exist (the help suggests the nearest).",
        example: .config(
            """
            version: 1
            rules:
              ⟦copy-exclamations: off
            """))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let config: [DiagnosticCode] = [configUnknownRule]
}
