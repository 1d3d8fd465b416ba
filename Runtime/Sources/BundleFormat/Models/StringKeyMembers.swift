import Foundation

/// The one definition of which members of the bundle hold string keys: those whose names
/// end in `Key` (`titleKey`, `labelKey`…). What ``OnboardingBundle/stringKeys`` collects and
/// what OnboardKit replaces with a variant's keys (`Experiment`'s texts).
public enum StringKeyMembers {
    /// Every string key `value` holds, as JSON.
    public static func keys(in value: some Encodable) -> Set<String> {
        var keys = Set<String>()
        guard let tree = tree(of: value) else { return keys }
        walk(tree) { name, member in
            if name.hasSuffix("Key"), let key = member as? String { keys.insert(key) }
            return nil
        }
        return keys
    }

    /// The string keys each screen of `flow` shows, in screen order: the screen's own (its
    /// states left out), and each state's by id. One pass over the flow's JSON.
    public static func keysByScreen(of flow: Flow) -> [(screen: Set<String>, states: [String: Set<String>])] {
        guard let tree = tree(of: flow) as? [String: Any], let screens = tree["screens"] as? [Any] else { return [] }
        func keys(_ tree: Any) -> Set<String> {
            var keys = Set<String>()
            walk(tree) { name, member in
                if name.hasSuffix("Key"), let key = member as? String { keys.insert(key) }
                return nil
            }
            return keys
        }
        return screens.map { screen in
            guard var object = screen as? [String: Any] else { return ([], [:]) }
            let states = object.removeValue(forKey: "states") as? [Any] ?? []
            var byState: [String: Set<String>] = [:]
            for state in states {
                guard let state = state as? [String: Any], let id = state["id"] as? String else { continue }
                byState[id] = keys(state)
            }
            return (keys(object), byState)
        }
    }

    /// `value` with each string key that `replacements` has replaced by its value.
    public static func replacing<T: Codable>(_ replacements: [String: String], in value: T) -> T {
        guard !replacements.isEmpty, let tree = tree(of: value) else { return value }
        let replaced = walk(tree) { name, member in
            guard name.hasSuffix("Key"), let key = member as? String else { return nil }
            return replacements[key]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: replaced),
            let decoded = try? JSONDecoder().decode(T.self, from: data)
        else { return value }
        return decoded
    }

    private static func tree(of value: some Encodable) -> Any? {
        guard let data = try? JSONEncoder().encode(value) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }

    /// `tree` with each member that `replace` gives a value for replaced by it (`replace` is
    /// asked about every member, by name, with its value).
    @discardableResult
    private static func walk(_ tree: Any, _ replace: (String, Any) -> Any?) -> Any {
        if let object = tree as? [String: Any] {
            var out: [String: Any] = [:]
            for (name, member) in object {
                out[name] = replace(name, member) ?? walk(member, replace)
            }
            return out
        }
        if let array = tree as? [Any] { return array.map { walk($0, replace) } }
        return tree
    }
}
