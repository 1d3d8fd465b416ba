import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc diff` sees every member of the bundle format: each value of the
/// every-member bundle (`BundleCoverageTests`), changed on its own, is a change the
/// diff reports — or a bundle the models refuse, or one they read the same.
@Suite struct DiffCoverageTests {
    /// The content hash digests the rest; diff compares the rest instead.
    static let notCompared: Set<String> = ["$.contentHash"]

    @Test func everyValueChangedAloneIsReported() throws {
        let original = try JSONDecoder().decode(JSONValue.self, from: Data(BundleCoverageTests.bundleText.utf8))
        let before = try Self.snapshot(original)
        var (reported, refused, unchanged, unseen) = (0, [String](), [String](), [String]())
        for (path, mutated) in Self.mutations(of: original) where !Self.notCompared.contains(path) {
            guard let after = try? Self.snapshot(mutated) else {
                refused.append(path)
                continue
            }
            if after.bundle.model == before.bundle.model {
                unchanged.append(path)
            } else if BundleComparison.compare(before, after).changes.isEmpty {
                unseen.append(path)
            } else {
                reported += 1
            }
        }
        #expect(unseen == [], "values whose change onboardc diff does not report")
        #expect(reported > 150, "\(reported) reported")
        // Only derived values read the same: a screen's index and progress, which follow from its
        // place, and the `android` mappings, which follow from the members beside them.
        #expect(
            unchanged.allSatisfy { $0.hasSuffix(".index") || $0.contains(".progress.") || $0.contains(".android.") },
            "\(unchanged)")
        #expect(unchanged.contains { $0.contains(".android.") }, "the every-member bundle has android mappings")
        // Refused: ids that something names, and values of closed vocabularies. Both are
        // compared by the specific comparisons, with their own tests.
        let refusable: Set<String> = [
            "id", "screen", "state", "confirmDialog", "pendingState", "plan", "slot", "kind",
            "style", "position", "provider", "entrance", "setOn",
            // A condition's operator and a reference's type (docs/conditions.md).
            "op", "type",
            // A variant's weight alone: the weights no longer sum to 100.
            "weight",
            // A date field's bound changed to a value that is not a day.
            "min", "max",
            // A biometrics request's permission: its results `unavailable` and `not-enrolled` are
            // biometrics' only.
            "permission",
        ]
        let member = { (path: String) in
            String(path.split(separator: ".").last ?? "").replacingOccurrences(
                of: #"\[\d+\]"#, with: "", options: .regularExpression)
        }
        #expect(refused.filter { !refusable.contains(member($0)) } == [])
        #expect(refused.count > 50)
    }

    static func snapshot(_ bundle: JSONValue) throws -> AppSnapshot {
        AppSnapshot(
            location: "everything", bundle: try BundleSnapshot(json: Data(bundle.serialized().utf8)), hasFolder: false)
    }

    /// Each value of `value` (a string, number or boolean, at any depth) changed alone, with its JSON path.
    static func mutations(of value: JSONValue, path: String = "$") -> [(String, JSONValue)] {
        switch value {
        case .object(let members):
            return members.keys.sorted().flatMap { key in
                mutations(of: members[key]!, path: "\(path).\(key)").map { member, changed in
                    var copy = members
                    copy[key] = changed
                    return (member, JSONValue.object(copy))
                }
            }
        case .array(let items):
            return items.indices.flatMap { index in
                mutations(of: items[index], path: "\(path)[\(index)]").map { member, changed in
                    var copy = items
                    copy[index] = changed
                    return (member, JSONValue.array(copy))
                }
            }
        case .bool(let flag): return [(path, .bool(!flag))]
        case .int(let number): return [(path, .int(number + 1))]
        case .double(let number): return [(path, .double(number + 0.5))]
        case .string(let text): return [(path, .string(text + "x"))]
        case .null: return []
        }
    }
}
