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
