import Foundation

/// A finding's identity from one run to the next: what a lint baseline lists, and what
/// SARIF's `partialFingerprints` carry, so that `--baseline` and GitHub code scanning
/// agree that two runs found the same thing. The one definition both use.
///
/// Lines are not part of it (an edit above a finding moves it): the rule, the file as
/// the project root sees it (`./specs/a.yaml`, `specs/a.yaml` and the absolute path of
/// it are one file), and the node's path in the spec. A finding without a spec path (a
/// parse or decode problem) is identified by its line and column instead; a baseline
/// does not list those.
public struct FindingIdentity: Sendable, Hashable, Comparable {
    /// The rule id or diagnostic code.
    public var rule: String
    /// The file, relative to the project root when it is inside it.
    public var file: String
    /// The node's path in the spec (`flows[intro].screens[b]`), or `line:column`.
    public var path: String

    public init(rule: String, file: String, path: String) {
        self.rule = rule
        self.file = file
        self.path = path
    }

    /// The identity of a finding with a spec path (a lint rule's); nil for one without.
    /// `root`: the project root, by default the current folder.
    public init?(_ diagnostic: Diagnostic, root: String = FileManager.default.currentDirectoryPath) {
        guard let path = diagnostic.path else { return nil }
        self.init(rule: diagnostic.code, file: Self.file(diagnostic.span.file, root: root), path: path)
    }

    /// The identity of any finding: by its spec path, else by its line and column.
    public static func located(
        _ diagnostic: Diagnostic,
        root: String = FileManager.default.currentDirectoryPath
    ) -> FindingIdentity {
        FindingIdentity(diagnostic, root: root)
            ?? FindingIdentity(
                rule: diagnostic.code, file: file(diagnostic.span.file, root: root),
                path: "\(diagnostic.span.start.line):\(diagnostic.span.start.column)")
    }

    /// `path` as the project root at `root` sees it: `.` steps and empty steps dropped, and an
    /// absolute path inside the root made relative to it. A path outside the root stays as it is.
    public static func file(_ path: String, root: String = FileManager.default.currentDirectoryPath) -> String {
        let steps = path.split(separator: "/", omittingEmptySubsequences: false).enumerated()
            .filter { index, step in step != "." && (index == 0 || !step.isEmpty) }.map(\.element)
        let cleaned = steps.joined(separator: "/")
        guard cleaned.hasPrefix("/") else { return cleaned }
        let base = root.hasSuffix("/") ? root : root + "/"
        return cleaned.hasPrefix(base) && cleaned.count > base.count ? String(cleaned.dropFirst(base.count)) : cleaned
    }

    /// SARIF's `partialFingerprints` value: 32 hex digits of the SHA-256 of the identity.
    public var fingerprint: String {
        String(ContentDigest.sha256Hex([rule, file, path].joined(separator: "|").utf8).prefix(32))
    }

    public static func < (a: FindingIdentity, b: FindingIdentity) -> Bool {
        (a.file, a.path, a.rule) < (b.file, b.path, b.rule)
    }
}
