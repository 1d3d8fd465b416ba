/// Every diagnostic code onboardc can report, in the order of the stages that raise
/// them, and the lint rules' ids (`RuleRegistry`): what `onboardc codes`,
/// docs/diagnostics.md and SARIF's rule metadata list.
public enum DiagnosticCodes {
    /// Every declared code but the lint rules'.
    public static let all: [DiagnosticCode] =
        DiagnosticCode.syntax + DiagnosticCode.decode + DiagnosticCode.links + DiagnosticCode.glossary
        + DiagnosticCode.config
        + DiagnosticCode.lint + DiagnosticCode.emit + DiagnosticCode.pipeline + DiagnosticCode.exchange
        + DiagnosticCode.bundleCheck + DiagnosticCode.release

    /// The declaration of `id`; nil for a lint rule's id or an unknown one.
    public static func code(_ id: String) -> DiagnosticCode? {
        all.first { $0.id == id }
    }
}
