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

    /// The string table's entries (the table's own array, not a copy).
    let entries: [StringTable.Entry]
    /// Resource name → the index in `entries` of the entry it holds (an index: an entry is a
    /// few hundred bytes, and a large spec has a hundred thousand).
    let indexByName: [String: Int]
    /// String key → its resource name, for the keys that have one (not those of `collisions`).
    let nameOfKey: [String: String]
    /// In key order.
    let collisions: [Collision]

    init(_ app: App, strings: StringTable) {
        let naming = AndroidStringsEmitter.naming(app)
        entries = strings.entries
        var indexByName: [String: Int] = [:]
        var nameOfKey: [String: String] = [:]
        indexByName.reserveCapacity(entries.count)
        nameOfKey.reserveCapacity(entries.count)
        var collisions: [Collision] = []
        for (index, entry) in entries.enumerated() {
            let name = naming.androidResourceName(forKey: entry.key)
            if let other = indexByName[name] {
                collisions.append(Collision(name: name, first: entries[other], entry: entry))
            } else {
                indexByName[name] = index
                nameOfKey[entry.key] = name
            }
        }
        self.indexByName = indexByName
        self.nameOfKey = nameOfKey
        self.collisions = collisions
    }

    /// Each resource name with the entry it holds, in no particular order.
    var named: [(name: String, entry: StringTable.Entry)] {
        indexByName.map { (name: $0.key, entry: entries[$0.value]) }
    }
}
