import BundleFormat

/// The Android resource name of every string of an app's Android tables, worked out
/// once per spec (by ``AndroidEmitter``) for the three emitters that list them: the
/// strings, the keep file and the key map. Names are the app's prefix, then the string key with
/// `.` and `-` turned into `_`; a second key that takes a name already taken is
/// `emit-android-name-collision` (reported by the strings emitter) and left out.
struct AndroidResources: Sendable {
    /// A key whose name an earlier key (in key order) already has.
    struct Collision: Sendable {
        var name: String
        var first: StringTable.Entry
        var entry: StringTable.Entry
    }

    /// Resource name → the entry it holds.
    let byName: [String: StringTable.Entry]
    /// String key → its resource name, for the keys that have one (not those of `collisions`).
    let nameOfKey: [String: String]
    /// In key order.
    let collisions: [Collision]

    init(_ app: App, strings: StringTable) {
        let naming = AndroidStringsEmitter.naming(app)
        var byName: [String: StringTable.Entry] = [:]
        var nameOfKey: [String: String] = [:]
        var collisions: [Collision] = []
        for entry in strings.entries {
            let name = naming.androidResourceName(forKey: entry.key)
            if let other = byName[name] {
                collisions.append(Collision(name: name, first: other, entry: entry))
            } else {
                byName[name] = entry
                nameOfKey[entry.key] = name
            }
        }
        self.byName = byName
        self.nameOfKey = nameOfKey
        self.collisions = collisions
    }
}
