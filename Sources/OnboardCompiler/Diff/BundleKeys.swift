/// The string keys a bundle (`bundle.json`) refers to.
enum BundleKeys {
    /// Every string key the bundle uses, with the path of the member that holds it:
    /// the values of members named `…Key`, and the keys of `placeholders`. The one
    /// definition: `onboardc diff` compares these sets (`BundleSnapshot.keys`) and
    /// `onboardc check-bundles` looks each up in the string tables.
    static func uses(in tree: JSONValue) -> [(path: [String], key: String)] {
        var out: [(path: [String], key: String)] = []
        func walk(_ value: JSONValue, _ path: [String]) {
            switch value {
            case .object(let members):
                for name in members.keys.sorted() {
                    let member = members[name]!
                    if name.hasSuffix("Key"), case .string(let key) = member { out.append((path + [name], key)) }
                    if path == [], name == "placeholders", case .object(let keyed) = member {
                        out += keyed.keys.sorted().map { (["placeholders", $0], $0) }
                    }
                    walk(member, path + [name])
                }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, path + [String(index)]) }
            default:
                break
            }
        }
        walk(tree, [])
        return out
    }
}
