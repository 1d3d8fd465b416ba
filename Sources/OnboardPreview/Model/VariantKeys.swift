import BundleFormat
import Foundation

/// The texts a session shows instead of the spec's: OnboardKit's `FlowEngine` gives a
/// session the flow with its variants' keys in place (`StringKeyMembers.replacing`); this
/// reads which key became which, member by member, so that the page swaps exactly those.
enum VariantKeys {
    /// Key in `flow` → the key in the same member of `shown` (the session's flow), where they differ.
    static func changes(from flow: Flow, to shown: Flow) -> [String: String] {
        guard let before = tree(flow), let after = tree(shown) else { return [:] }
        var changes: [String: String] = [:]
        func walk(_ before: Any, _ after: Any, name: String) {
            if let before = before as? [String: Any], let after = after as? [String: Any] {
                for (member, value) in before {
                    if let other = after[member] { walk(value, other, name: member) }
                }
            } else if let before = before as? [Any], let after = after as? [Any], before.count == after.count {
                for (value, other) in zip(before, after) { walk(value, other, name: name) }
            } else if name.hasSuffix("Key"), let key = before as? String, let shownKey = after as? String,
                key != shownKey
            {
                changes[key] = shownKey
            }
        }
        walk(before, after, name: "")
        return changes
    }

    private static func tree(_ flow: Flow) -> Any? {
        (try? JSONEncoder().encode(flow)).flatMap { try? JSONSerialization.jsonObject(with: $0) }
    }
}
