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
    static func compare<Model: Encodable & Equatable>(_ old: Model, _ new: Model, skipping: Set<String>,
                                                     subject: BundleChange.Subject, place: BundleChange.Place)
        -> [BundleChange] {
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
                let order = was.map(\.id) + now.map(\.id).filter { id in !was.contains { $0.id == id } }
                for id in order {
                    compare(was.first { $0.id == id }?.value, now.first { $0.id == id }?.value, path: "\(path)[\(id)]")
                }
            default:
                guard old != new else { return }
                let kind: BundleChange.Kind = old == nil ? .added : new == nil ? .removed : .changed
                changes.append(BundleChange(kind, subject, place, member: path, old: old.map(MemberComparison.text),
                                            new: new.map(MemberComparison.text),
                                            breaking: MemberComparison.breaking(path, new)))
            }
        }
    }

    /// The items of a list, each by its `id` (or `slot`), when every item has a different one.
    static func byIdentity(_ items: [JSONValue]) -> [(id: String, value: JSONValue)]? {
        var seen = Set<String>()
        var out: [(id: String, value: JSONValue)] = []
        for item in items {
            guard case .object(let members) = item, case .string(let id)? = members["id"] ?? members["slot"],
                  seen.insert(id).inserted else { return nil }
            out.append((id, item))
        }
        return out
    }

    /// An image the app must ship is the one presentation change that needs the app's code:
    /// an illustration's `asset` changed, or a visual that is an illustration added.
    static func breaking(_ path: String, _ new: JSONValue?) -> String? {
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
