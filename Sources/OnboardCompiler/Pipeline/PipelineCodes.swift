/// The codes of `Pipeline/`: specs that cannot be built together.
extension DiagnosticCode {
    static let buildDuplicateApp = DiagnosticCode(
        "build-duplicate-app", .error, "Two specs have the same app id, so both would write its output folder.",
        example: .specs([exampleSpec(), exampleSpec().replacingOccurrences(of: "  id: demo", with: "  ⟦id: demo")]))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let pipeline: [DiagnosticCode] = [buildDuplicateApp]
}
