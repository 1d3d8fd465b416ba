import OnboardCompiler

/// What `onboardc lsp` takes, as `lint` does: the configuration to use instead of each
/// spec folder's `onboardc.yaml`, a baseline of accepted findings, the parse limits; and
/// where the docs that diagnostics link to are.
public struct WorkspaceOptions: Sendable {
    /// An `onboardc.yaml` for every spec; nil: the one beside each spec, when it has one.
    public var config: String?
    public var baseline: Baseline?
    public var limits: ParseLimits
    public var docs: DocsLinks

    public init(
        config: String? = nil, baseline: Baseline? = nil, limits: ParseLimits = .default,
        docs: DocsLinks = DocsLinks(base: nil)
    ) {
        self.config = config
        self.baseline = baseline
        self.limits = limits
        self.docs = docs
    }
}
