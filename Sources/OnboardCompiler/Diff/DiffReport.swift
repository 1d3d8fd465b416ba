/// `onboardc diff` output: readable text grouped per app, or JSON for CI tools
/// (both documented in docs/bundle-format.md, "Comparing bundles").
public enum DiffReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    /// Version of the JSON report's own layout.
    public static let jsonVersion = 1

    public static func render(_ diff: BundleDiff, format: Format) -> String {
        switch format {
        case .text: text(diff)
        case .json: json(diff).serialized()
        }
    }

    // MARK: Text

    public static func text(_ diff: BundleDiff) -> String {
        var out = ""
        for app in diff.apps {
            out += "\(app.app) (\(app.old ?? "none") -> \(app.new ?? "none")): \(summary(app))\n"
            for change in app.changes { out += "  " + line(change) + "\n" }
            for note in app.notes { out += "  note: \(note)\n" }
        }
        let breaking = diff.apps.reduce(0) { $0 + $1.changes.filter(\.isBreaking).count }
        out += breaking == 0 ? "no breaking changes\n" : "\(breaking) breaking change\(breaking == 1 ? "" : "s")\n"
        return out
    }

    static func summary(_ app: AppDiff) -> String {
        let breaking = app.changes.filter(\.isBreaking).count
        switch app.status {
        case .unchanged: return "no changes"
        case .added: return "new app"
        case .removed: return "app removed, breaking"
        case .changed:
            let count = app.changes.count == 1 ? "1 change" : "\(app.changes.count) changes"
            return breaking == 0 ? count : "\(count), \(breaking) breaking"
        }
    }

    /// `BREAKING: - flow tips: event first-scan — the app reports …`; a change that is not
    /// breaking but has a note: `~ experiment welcome-headline salt: "a" -> "b" — reshuffles …`.
    public static func line(_ change: BundleChange) -> String {
        var text = "\(change.kind.mark) \(change.subject.rawValue)"
        let place = change.place.text
        if !place.isEmpty { text += " \(place)" }
        if let member = change.member { text += " \(member)" }
        // Texts and salts are quoted, so that spaces, line ends and an empty one show.
        let isText =
            change.subject == .string || change.subject == .text
            || (change.subject == .experiment && change.member == "salt")
        func value(_ text: String) -> String { isText ? quoted(text) : text }
        switch (change.old.map(value), change.new.map(value)) {
        case let (old?, new?): text += ": \(old) -> \(new)"
        case let (old?, nil): text += ": \(old)"
        case let (nil, new?): text += ": \(new)"
        case (nil, nil): break
        }
        guard let reason = change.breaking else { return text + (change.note.map { " — \($0)" } ?? "") }
        return "BREAKING: \(text) — \(reason)"
    }

    static func quoted(_ text: String) -> String {
        JSONValue.quoted(text)
    }

    // MARK: JSON

    public static func json(_ diff: BundleDiff) -> JSONValue {
        .object([
            "version": .int(jsonVersion),
            "breaking": .bool(diff.hasBreakingChange),
            "apps": .array(
                diff.apps.map { app in
                    .object([
                        "app": .string(app.app),
                        "status": .string(app.status.rawValue),
                        "old": app.old.map(JSONValue.string),
                        "new": app.new.map(JSONValue.string),
                        "breaking": .int(app.changes.filter(\.isBreaking).count),
                        "changes": .array(app.changes.map(json)),
                        "notes": .array(app.notes.map(JSONValue.string)),
                    ])
                }),
        ])
    }

    static func json(_ change: BundleChange) -> JSONValue {
        let place = change.place
        return .object([
            "kind": .string(change.kind.rawValue),
            "subject": .string(change.subject.rawValue),
            "experiment": place.experiment.map(JSONValue.string),
            "variant": place.variant.map(JSONValue.string),
            "flow": place.flow.map(JSONValue.string),
            "screen": place.screen.map(JSONValue.string),
            "state": place.state.map(JSONValue.string),
            "slot": place.slot.map(JSONValue.string),
            "locale": place.locale.map(JSONValue.string),
            "key": place.key.map(JSONValue.string),
            "member": change.member.map(JSONValue.string),
            "old": change.old.map(JSONValue.string),
            "new": change.new.map(JSONValue.string),
            "breaking": .bool(change.isBreaking),
            "reason": change.breaking.map(JSONValue.string),
            "note": change.note.map(JSONValue.string),
        ])
    }
}
