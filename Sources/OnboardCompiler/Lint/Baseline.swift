import Foundation

/// Known findings that should not fail CI, keyed by rule, file and the node's
/// path in the spec (not line numbers, so edits elsewhere keep them matched).
public struct Baseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var path: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.path, a.rule) < (b.file, b.path, b.rule)
        }
    }

    public private(set) var entries: [Entry]

    /// A baseline of these findings (those with a path: rule findings).
    public init(_ diagnostics: [Diagnostic]) {
        entries = Array(Set(diagnostics.compactMap(Self.entry))).sorted()
    }

    public init(json text: String) throws {
        guard let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["findings"] as? [[String: Any]]
        else { throw Failure(reason: "expected an object with a `findings` list") }
        entries = try list.map { item in
            guard let rule = item["rule"] as? String, let file = item["file"] as? String,
                  let path = item["path"] as? String
            else { throw Failure(reason: "each finding needs `rule`, `file` and `path`") }
            return Entry(rule: rule, file: Self.normalized(file), path: path)
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { "the baseline file is damaged: \(reason)" }
    }

    public var json: String {
        JSONValue.object([
            "version": .int(1),
            "findings": .array(entries.map { .object(["rule": .string($0.rule), "file": .string($0.file),
                                                       "path": .string($0.path)]) }),
        ]).serialized()
    }

    /// The findings the baseline does not know, and the entries that matched nothing.
    public func filter(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], removable: [Entry]) {
        let known = Set(entries)
        var matched = Set<Entry>()
        let new = diagnostics.filter { diagnostic in
            guard let entry = Self.entry(diagnostic), known.contains(entry) else { return true }
            matched.insert(entry)
            return false
        }
        return (new, entries.filter { !matched.contains($0) })
    }

    private static func entry(_ diagnostic: Diagnostic) -> Entry? {
        diagnostic.path.map { Entry(rule: diagnostic.code, file: normalized(diagnostic.span.file), path: $0) }
    }

    /// `./specs/a.yaml` and `specs/a.yaml` are the same file to a baseline.
    static func normalized(_ file: String) -> String {
        file.split(separator: "/", omittingEmptySubsequences: false).filter { $0 != "." }.joined(separator: "/")
    }
}
