/// A lint finding an in-source comment silenced (`# onboardc-disable-next-line rule --
/// why`): left out of every report but SARIF's, which shows it as suppressed with its
/// justification, so code scanning keeps it auditable.
public struct SuppressedDiagnostic: Sendable, Hashable {
    public var diagnostic: Diagnostic
    /// The reason after `--`; nil when the comment gives none (itself a finding).
    public var justification: String?

    public init(_ diagnostic: Diagnostic, justification: String?) {
        self.diagnostic = diagnostic
        self.justification = justification
    }
}
