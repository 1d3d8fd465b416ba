/// One difference between two bundles that a client team may need to know
/// about. `breaking` says why the app's code must change, when it must.
public struct BundleChange: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case added, removed, changed

        /// `+`, `-`, `~` in the text report.
        public var mark: String {
            switch self {
            case .added: "+"
            case .removed: "-"
            case .changed: "~"
            }
        }
    }

    public enum Subject: String, Sendable, Hashable, CaseIterable {
        case schemaVersion = "schema-version", app, locale, pseudoLocale = "pseudo-locale",
            localeFallback = "locale-fallback", flow, trigger, completion, screen, state, button, action,
            permission, result, attribute, strings, string, text, placeholder, experiment, variant, audience,
            /// A release's manifest: its channels, sequence, an app's minimum runtime (`onboardc diff` of release folders).
            release
    }

    /// Where a change is: the ids that apply, outermost first.
    public struct Place: Sendable, Hashable {
        public var experiment: String?
        public var variant: String?
        public var flow: String?
        public var screen: String?
        public var state: String?
        public var slot: String?
        public var locale: String?
        public var key: String?

        public init(
            experiment: String? = nil, variant: String? = nil, flow: String? = nil, screen: String? = nil,
            state: String? = nil, slot: String? = nil, locale: String? = nil, key: String? = nil
        ) {
            (self.experiment, self.variant) = (experiment, variant)
            (self.flow, self.screen, self.state, self.slot, self.locale, self.key) = (
                flow, screen, state, slot, locale, key
            )
        }

        /// `flow.screen.state.slot` (or `experiment.variant`), then `locale key`: how the text report names it.
        public var text: String {
            let path = [experiment, variant, flow, screen, state, slot].compactMap { $0 }.joined(separator: ".")
            return [path.isEmpty ? nil : path, locale, key].compactMap { $0 }.joined(separator: " ")
        }
    }

    public var kind: Kind
    public var subject: Subject
    public var place: Place
    /// The member that changed (`index`, `target`, `outcomes.denied`, `flag`…), or the added or removed value.
    public var member: String?
    public var old: String?
    public var new: String?
    /// Why the app's code must change; nil when it need not.
    public var breaking: String?
    /// What a change that is not breaking does to users already in the field, when that is
    /// not plain from the change (a new salt reshuffles the users not yet assigned).
    public var note: String?

    public init(
        _ kind: Kind, _ subject: Subject, _ place: Place = Place(), member: String? = nil,
        old: String? = nil, new: String? = nil, breaking: String? = nil, note: String? = nil
    ) {
        (self.kind, self.subject, self.place, self.member) = (kind, subject, place, member)
        (self.old, self.new, self.breaking, self.note) = (old, new, breaking, note)
    }

    public var isBreaking: Bool { breaking != nil }
}

/// The differences of one app, by where it is on each side.
public struct AppDiff: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        case added, removed, changed, unchanged
    }

    public var app: String
    /// Where the old and new bundle were read (`HEAD:generated/demo`, `generated/demo`); nil on the side it is missing from.
    public var old: String?
    public var new: String?
    public var changes: [BundleChange]
    /// What was not compared, and why.
    public var notes: [String]

    public var status: Status {
        if old == nil { return .added }
        if new == nil { return .removed }
        return changes.isEmpty ? .unchanged : .changed
    }
}

/// The result of `onboardc diff`: each app, in id order.
public struct BundleDiff: Sendable, Hashable {
    public var apps: [AppDiff]

    public init(apps: [AppDiff]) { self.apps = apps }

    public var hasBreakingChange: Bool { apps.contains { $0.changes.contains(where: \.isBreaking) } }
}
