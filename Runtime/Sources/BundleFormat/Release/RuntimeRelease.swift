/// The runtime's own version, and which runtime first plays what a bundle uses: how
/// `onboardc release` computes a manifest's `minimumRuntime`, and how a client knows it
/// may not play a bundle.
public enum RuntimeRelease {
    /// This runtime's version (semantic, `major.minor.patch`). The first with remote delivery
    /// is 0.3.0: no older runtime reads a manifest.
    public static let current = "0.3.0"

    /// The first runtime that reads each `schemaVersion`, as far as manifests go: every
    /// runtime that reads a manifest reads versions 2 to 4. A new `schemaVersion` adds its row
    /// with the runtime that first reads it.
    static let firstReading: [Int: String] = [2: "0.3.0", 3: "0.3.0", 4: "0.3.0"]

    /// The oldest runtime that plays a bundle of `schemaVersion`; nil for a version no
    /// runtime release reads.
    public static func minimum(forSchemaVersion schemaVersion: Int) -> String? {
        firstReading[schemaVersion]
    }

    /// Whether a runtime of version `version` is at least `minimum`; false when either is not
    /// `major.minor.patch` of numbers.
    public static func satisfies(_ version: String, minimum: String) -> Bool {
        guard let have = parts(version), let need = parts(minimum) else { return false }
        return have.lexicographicallyPrecedes(need) == false
    }

    private static func parts(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        return parts.map { $0! }
    }
}
