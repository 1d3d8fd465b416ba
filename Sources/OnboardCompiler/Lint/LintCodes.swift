/// The codes of `Lint/` besides the rules' own: suppression comments.
extension DiagnosticCode {
    // msg: this suppression gives no reason
    static let lintSuppressionReason = DiagnosticCode(
        "lint-suppression-reason", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: this suppression of \(rules.map { 
    static let lintSuppressionUnused = DiagnosticCode(
        "lint-suppression-unused", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: this suppression names `\(rule)`, which is not a lint rule
    static let lintSuppressionUnknownRule = DiagnosticCode(
        "lint-suppression-unknown-rule", .warning, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let lint: [DiagnosticCode] = [
        lintSuppressionReason,
        lintSuppressionUnused,
        lintSuppressionUnknownRule,
    ]
}
