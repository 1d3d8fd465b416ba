import OnboardCompiler

/// Where a diagnostic's code is explained: its section in docs/diagnostics.md (the codes
/// of `onboardc codes`) or docs/rules.md (the lint rules), under `base`, the address of
/// the docs folder (ending in `/`); nil where there is no base or the code is in neither.
public struct DocsLinks: Sendable {
    public var base: String?

    public init(base: String?) {
        self.base = base.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    public func href(_ code: String) -> String? {
        guard let base else { return nil }
        if DiagnosticCodes.code(code) != nil { return base + "diagnostics.md#" + code }
        if Self.rules.contains(code) { return base + "rules.md#" + code }
        return nil
    }

    private static let rules = Set(RuleRegistry.descriptions.map(\.id))
}
