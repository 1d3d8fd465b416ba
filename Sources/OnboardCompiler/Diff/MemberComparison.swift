import Foundation

/// Every member of an app, flow, screen, state or button that the specific
/// comparisons leave out: the theme, motion, the progress indicator, copy keys,
/// visuals, inputs, paywalls, feedback, transitions… They are compared as the
/// models encode them, so a member added to the bundle format is compared from
/// the day it exists (`DiffCoverageTests` mutates every member of the
/// every-member bundle and expects a change).
///
/// Objects are compared member by member, lists of items with an `id` (or a
/// button `slot`) item by item, and other lists and values whole. Each
/// difference is one change named by its path (`progress.shape`,
/// `inputs[plan].options[fern].labelKey`).
enum MemberComparison {
    static func compare<Model: Encodable & Equatable>(
        _ old: Model, _ new: Model, skipping: Set<String>,
        subject: BundleChange.Subject, place: BundleChange.Place
    )
        -> [BundleChange]
    {
        guard old != new else { return [] }
        var walk = Walk(skipping: skipping, subject: subject, place: place)
        walk.compare(JSONValue(encoding: old), JSONValue(encoding: new), path: "")
        return walk.changes
    }

    private struct Walk {
        let skipping: Set<String>
        let subject: BundleChange.Subject
        let place: BundleChange.Place
        var changes: [BundleChange] = []

        mutating func compare(_ old: JSONValue?, _ new: JSONValue?, path: String) {
            guard !skipping.contains(path) else { return }
            switch (old, new) {
            case let (.object(before)?, .object(after)?):
                for key in Set(before.keys).union(after.keys).sorted() {
                    compare(before[key], after[key], path: path.isEmpty ? key : "\(path).\(key)")
                }
            case let (.array(before)?, .array(after)?):
                guard let was = MemberComparison.byIdentity(before), let now = MemberComparison.byIdentity(after) else {
                    fallthrough
                }
                let (wasByID, nowByID) = (Dictionary(uniqueKeysWithValues: was), Dictionary(uniqueKeysWithValues: now))
                for (id, value) in was { compare(value, nowByID[id], path: "\(path)[\(id)]") }  // kept or removed
                for (id, value) in now where wasByID[id] == nil { compare(nil, value, path: "\(path)[\(id)]") }
                // The same items in another order: the user sees them in the new order.
                let (kept, keptNow) = (
                    was.map(\.0).filter { nowByID[$0] != nil }, now.map(\.0).filter { wasByID[$0] != nil }
                )
                if kept != keptNow {
                    changes.append(
                        BundleChange(
                            .changed, subject, place, member: path + ".order",
                            old: kept.joined(separator: ", "), new: keptNow.joined(separator: ", ")))
                }
            default:
                guard old != new else { return }
                let kind: BundleChange.Kind = old == nil ? .added : new == nil ? .removed : .changed
                changes.append(
                    BundleChange(
                        kind, subject, place, member: path, old: old.map(MemberComparison.text),
                        new: new.map(MemberComparison.text),
                        breaking: MemberComparison.breaking(path, old, new), note: MemberComparison.note(path, old, new)
                    ))
            }
        }
    }

    /// The items of a list in order, each by its `id` (or `slot`), when every item has a
    /// different one. Pairing is then by dictionary: linear in the list's length.
    static func byIdentity(_ items: [JSONValue]) -> [(String, JSONValue)]? {
        var seen = Set<String>()
        var out: [(String, JSONValue)] = []
        for item in items {
            guard case .object(let members) = item, case .string(let id)? = members["id"] ?? members["slot"],
                seen.insert(id).inserted
            else { return nil }
            out.append((id, item))
        }
        return out
    }

    /// What a change of a consent checkbox's purpose does to the consents users gave: the app's
    /// records name the old purpose, and consent to it is no consent to another.
    static func note(_ path: String, _ old: JSONValue?, _ new: JSONValue?) -> String? {
        guard path.hasPrefix("inputs["), path.hasSuffix("].consent"), old != nil else { return nil }
        return "consent given to \(old.map(text) ?? "") is no consent to \(new.map(text) ?? "anything"): users who "
            + "ticked the box before have not given it"
    }

    /// The presentation changes that need the app's code: an image the app must ship
    /// (an illustration's `asset` changed, or a visual that is an illustration added),
    /// another iOS string table, which every lookup names, and another Android resource
    /// prefix, which renames every resource (no prefix and `""` are the same).
    static func breaking(_ path: String, _ old: JSONValue?, _ new: JSONValue?) -> String? {
        if path == "strings.ios" {
            return "the app looks its keys up in the table the bundle names: update the table name where it does"
        }
        if path == "strings.androidPrefix" {
            guard (old ?? .string("")) != (new ?? .string("")) else { return nil }
            return "every Android resource is renamed: rebuild the app with the new tables and key map, or set "
                + "`app.android.resourcePrefix` to keep the old names"
        }
        let asset: JSONValue?
        if path == "visual.asset" || path.hasSuffix(".visual.asset") {
            asset = new
        } else if path == "visual" || path.hasSuffix(".visual"), case .object(let visual)? = new {
            asset = visual["asset"]
        } else {
            asset = nil
        }
        guard case .string(let name)? = asset else { return nil }
        return "the app must ship the image asset `\(name)`"
    }

    /// A value on one line: text unquoted, lists and objects in brackets.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.keys.sorted().map { "\($0): \(text(members[$0]!))" }.joined(separator: ", ") + "}"
        case .null, .bool, .int, .double:
            value.serialized().trimmingCharacters(in: .newlines)
        }
    }
}
