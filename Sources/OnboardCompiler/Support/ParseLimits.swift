/// Bounds that keep hostile or broken input from costing minutes of CPU or
/// gigabytes of memory. Each has a command-line flag of the same name.
public struct ParseLimits: Sendable, Hashable {
    /// Largest file accepted, checked before parsing (`--max-input-bytes`).
    public var maxInputBytes: Int
    /// Deepest nesting of sequences and mappings, counted on events as they
    /// arrive (`--max-depth`).
    public var maxDepth: Int
    /// Longest scalar, in bytes (`--max-scalar-bytes`).
    public var maxScalarBytes: Int
    /// Most nodes that aliases may add by repeating anchored content; merge
    /// keys are rejected outright (`--max-alias-nodes`).
    public var maxAliasNodes: Int

    public init(
        maxInputBytes: Int = 4 * 1024 * 1024,
        maxDepth: Int = 64,
        maxScalarBytes: Int = 64 * 1024,
        maxAliasNodes: Int = 10_000
    ) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = maxDepth
        self.maxScalarBytes = maxScalarBytes
        self.maxAliasNodes = maxAliasNodes
    }

    public static let `default` = ParseLimits()
}
