import Foundation

/// Known findings that should not fail CI, each by its identity (``FindingIdentity``: rule,
/// file and the node's path in the spec, not line numbers, so edits elsewhere keep them
/// matched; the same identity SARIF's fingerprints carry).
public struct Baseline: Sendable, Hashable {
    public typealias Entry = FindingIdentity

    public private(set) var entries: [Entry]

    /// A baseline of these findings (those with a path: rule findings).
    public init(_ diagnostics: [Diagnostic]) {
        self.init(entries: Set(diagnostics.compactMap(Self.entry)))
    }

    init(entries: Set<Entry>) {
        self.entries = entries.sorted()
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
            return Entry(rule: rule, file: FindingIdentity.file(file), path: path)
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { "the baseline file is damaged: \(reason)" }
    }

    public var json: String {
        JSONValue.object([
            "version": .int(1),
            "findings": .array(
                entries.map {
                    .object([
                        "rule": .string($0.rule), "file": .string($0.file),
                        "path": .string($0.path),
                    ])
                }),
        ]).serialized()
    }

    /// The findings the baseline does not know, and the entries that matched nothing.
    /// A path that ends in a set (`translations[de].missing{a,b,c}`, see `setPath`) is
    /// matched by an entry of the same rule, file and path whose set holds all of its members.
    public func filter(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], removable: [Entry]) {
        var matcher = Matcher(self)
        return (matcher.new(diagnostics), matcher.unmatched)
    }

    /// `filter` a run's findings a few at a time (one spec's, as each is linted): which
    /// entries matched is remembered from one call to the next.
    struct Matcher {
        let baseline: Baseline
        let known: Set<Entry>
        var matched = Set<Entry>()

        init(_ baseline: Baseline) {
            self.baseline = baseline
            known = Set(baseline.entries)
        }

        /// The findings the baseline does not know.
        mutating func new(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            diagnostics.filter { diagnostic in
                guard let entry = Baseline.entry(diagnostic) else { return true }
                if known.contains(entry) {
                    matched.insert(entry)
                    return false
                }
                guard let (prefix, members) = Baseline.set(in: entry.path),
                    let covering = baseline.entries.first(where: { candidate in
                        guard candidate.rule == entry.rule, candidate.file == entry.file,
                            let (other, all) = Baseline.set(in: candidate.path)
                        else { return false }
                        return other == prefix && members.isSubset(of: all)
                    })
                else { return true }
                matched.insert(covering)
                return false
            }
        }

        /// The entries no finding so far matched.
        var unmatched: [Entry] { baseline.entries.filter { !matched.contains($0) } }
    }

    /// The path suffix of a finding about a set of things (`{a,b,c}`, sorted): a baseline
    /// entry accepts the finding while its set is a subset of the entry's.
    public static func setPath(_ members: [String]) -> String {
        "{" + Set(members).sorted().joined(separator: ",") + "}"
    }

    /// The part before a final `{…}` and the members in it; nil for a path without one.
    static func set(in path: String) -> (prefix: Substring, members: Set<Substring>)? {
        guard path.hasSuffix("}"), let open = path.lastIndex(of: "{") else { return nil }
        let members = path[path.index(after: open)..<path.index(before: path.endIndex)].split(separator: ",")
        return (path[..<open], Set(members))
    }

    static func entry(_ diagnostic: Diagnostic) -> Entry? {
        FindingIdentity(diagnostic)
    }
}
