/// The codes of `Lint/` besides the rules' own ids: the comments that silence a finding.
extension DiagnosticCode {
    static let lintSuppressionReason = DiagnosticCode(
        "lint-suppression-reason", .warning, "A suppression comment gives no reason after `--`.",
        example: .spec(
            exampleSpec(title: "Hello!!").replacingOccurrences(
                of: "    screens:\n", with: "    screens:\n      ⟦# onboardc-disable-next-line copy-exclamation\n")))

    static let lintSuppressionUnused = DiagnosticCode(
        "lint-suppression-unused", .warning,
        "A suppression comment silences nothing: the finding it was written for is gone.",
        example: .spec(
            exampleSpec().replacingOccurrences(
                of: "    screens:\n",
                with: "    screens:\n      ⟦# onboardc-disable-next-line copy-exclamation -- the brand's voice\n")))

    static let lintSuppressionUnknownRule = DiagnosticCode(
        "lint-suppression-unknown-rule", .warning, "A suppression comment names a lint rule that does not exist.",
        example: .spec(
            exampleSpec(title: "Hello!!").replacingOccurrences(
                of: "    screens:\n",
                with: "    screens:\n      ⟦# onboardc-disable-next-line copy-exclamations -- the brand's voice\n")))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let lint: [DiagnosticCode] = [lintSuppressionReason, lintSuppressionUnused, lintSuppressionUnknownRule]
}
