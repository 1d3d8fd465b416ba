/// The codes of `Config/`: the project configuration, `onboardc.yaml`.
extension DiagnosticCode {
    // msg: there is no lint rule `\(id)`
    static let configUnknownRule = DiagnosticCode(
        "config-unknown-rule", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let config: [DiagnosticCode] = [
        configUnknownRule,
    ]
}
