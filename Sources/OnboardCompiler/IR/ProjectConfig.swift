/// The project configuration (`onboardc.yaml` beside the specs): the
/// organisation's default policy, which each app's `policy` overrides; the
/// rule packs switched on; the severity and parameters of each lint rule; and
/// the preview's sample prices.
public struct ProjectConfig: Sendable {
    public struct RuleSetting: Sendable, Hashable {
        /// nil: the rule's default severity.
        public var severity: Diagnostic.Severity?
        public var enabled = true
        public var parameters: [String: String] = [:]
    }

    public static let fileName = "onboardc.yaml"

    public var policy = Policy()
    public var rules: [String: RuleSetting] = [:]
    /// The rule packs switched on (`packs:`); see `runs(_:)`.
    public var packs: Set<RulePack> = []
    /// The preview's sample store values (`preview:`).
    public var preview = PreviewSettings()

    public init() {}
}
