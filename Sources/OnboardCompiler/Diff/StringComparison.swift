import BundleFormat

/// String keys and texts per locale (from the string tables of both sides),
/// and the placeholders each key takes (from the bundles).
enum StringComparison {
    typealias Place = BundleChange.Place

    static func strings(_ old: AppSnapshot, _ new: AppSnapshot, notes: inout [String]) -> [BundleChange] {
        let tables: (StringTables, StringTables)?
        if let was = old.catalog, let now = new.catalog {
            tables = (was, now)
        } else if let was = old.android, let now = new.android {
            tables = (was, now)
            notes.append(
                "strings compared from \(StringTables.Origin.android.rawValue): keys are Android resource names")
        } else {
            tables = nil
            notes.append(
                old.hasFolder && new.hasFolder
                    ? "string texts not compared: the two app folders have no string table of the same kind"
                    : "string texts not compared: only a bundle file was given (give app folders to compare the string tables); "
                        + "string keys are compared from the bundles")
        }
        guard let (was, now) = tables else {
            return BundleComparison.members(old.bundle.keys, new.bundle.keys, .string)
        }
        var changes: [BundleChange] = []
        for locale in Set(was.texts.keys).union(now.texts.keys).sorted() {
            let place = Place(locale: locale)
            switch (was.texts[locale], now.texts[locale]) {
            case (nil, let texts?): changes.append(BundleChange(.added, .strings, place, new: count(texts)))
            case (let texts?, nil): changes.append(BundleChange(.removed, .strings, place, old: count(texts)))
            case let (before?, after?): changes += self.texts(before, after, locale: locale)
            case (nil, nil): break
            }
        }
        return changes
    }

    private static func count(_ texts: [String: String]) -> String {
        texts.count == 1 ? "1 key" : "\(texts.count) keys"
    }

    private static func texts(_ old: [String: String], _ new: [String: String], locale: String) -> [BundleChange] {
        Set(old.keys).union(new.keys).sorted().compactMap { key in
            let place = Place(locale: locale, key: key)
            switch (old[key], new[key]) {
            case (nil, let text?): return BundleChange(.added, .string, place, new: text)
            case (let text?, nil): return BundleChange(.removed, .string, place, old: text)
            case let (was?, now?) where was != now: return BundleChange(.changed, .text, place, old: was, new: now)
            default: return nil
            }
        }
    }

    /// A placeholder added, removed, retyped or reordered on a key the old bundle
    /// used is breaking: the app supplies it when it formats the key. On a new key,
    /// only a placeholder the app has never supplied (no old key had it, with its type) is.
    static func placeholders(_ old: BundleSnapshot, _ new: BundleSnapshot, notes: inout [String]) -> [BundleChange] {
        guard old.listsPlaceholders, new.listsPlaceholders, let before = old.model?.placeholders,
            let after = new.model?.placeholders
        else {
            if old.listsPlaceholders != new.listsPlaceholders {
                let side = old.listsPlaceholders ? "new" : "old"
                notes.append("placeholders not compared: the \(side) bundle does not list them")
            }
            return []
        }
        // What the app supplies is a name with a type; which number counts a plural is the tables' concern.
        let supplied = Set(before.values.joined().map { Placeholder(name: $0.name, type: $0.type) })
        let reason = "the app supplies the placeholders of this key when it formats it"
        var changes: [BundleChange] = []
        for key in Set(before.keys).union(after.keys).sorted() {
            let (was, now) = (before[key] ?? [], after[key] ?? [])
            let existed = old.keys.contains(key) || before[key] != nil
            let place = Place(key: key)
            for name in Set(was.map(\.name)).union(now.map(\.name)).sorted() {
                let (type, typeNow) = (
                    was.first { $0.name == name }?.type.rawValue,
                    now.first { $0.name == name }?.type.rawValue
                )
                switch (type, typeNow) {
                case let (nil, typeNow?):
                    let known = supplied.contains(Placeholder(name: name, type: PlaceholderType(rawValue: typeNow)))
                    changes.append(
                        BundleChange(
                            .added, .placeholder, place, member: name, new: typeNow,
                            breaking: existed || !known ? reason : nil))
                case let (type?, nil):
                    changes.append(
                        BundleChange(
                            .removed, .placeholder, place, member: name, old: type,
                            breaking: new.keys.contains(key) ? reason : nil))
                case let (type?, typeNow?) where type != typeNow:
                    changes.append(
                        BundleChange(
                            .changed, .placeholder, place, member: name, old: type, new: typeNow,
                            breaking: reason))
                default: break
                }
            }
            // The number a plural counts by: an app that formats the key itself (Android's
            // `getQuantityString`) passes it as the count.
            let (counted, countedNow) = (was.first { $0.plural == true }?.name, now.first { $0.plural == true }?.name)
            if existed, counted != countedNow {
                changes.append(
                    BundleChange(
                        .changed, .placeholder, place, member: "plural", old: counted ?? "none",
                        new: countedNow ?? "none",
                        breaking: "the app passes that placeholder's value as the count of the key's plural"))
            }
            // Placeholders are positional (`%1$@`, `%2$lld`): the same names in another order change the format.
            let (names, namesNow) = (was.map(\.name), now.map(\.name))
            let (kept, keptNow) = (names.filter(namesNow.contains), namesNow.filter(names.contains))
            if kept != keptNow {
                changes.append(
                    BundleChange(
                        .changed, .placeholder, place, member: "order", old: kept.joined(separator: ", "),
                        new: keptNow.joined(separator: ", "), breaking: reason))
            }
        }
        return changes
    }
}
