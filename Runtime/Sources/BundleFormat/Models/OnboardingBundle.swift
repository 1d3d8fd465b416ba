import Foundation

/// A decoded `bundle.json`: an app's onboarding flows, their screens, actions,
/// timing, theme and progress, with every piece of copy as a string key.
///
/// Decoding checks `schemaVersion` first and throws
/// ``BundleError/unsupportedSchemaVersion(found:supported:)`` for a version outside
/// ``supportedSchemaVersions``, and
/// ``BundleError/requiresNewerSchemaVersion(found:required:reason:)`` for a bundle that
/// uses what its version does not have (a `branch` target in a version-2 bundle). Members it does not know are
/// ignored; unknown values of open vocabularies decode to their `unknown` case;
/// unknown values of closed vocabularies (action, target and trigger kinds,
/// `setOn` events, outcome names) fail decoding.
public struct OnboardingBundle: Codable, Hashable, Sendable {
    /// The bundle format major versions this library reads: 2; 3, which adds what
    /// conditions decide (`branch` targets, flows' `audience` and `experiments`); and 4, which
    /// adds date, phone and one-time-code fields and the `resend-code` action
    /// (``fieldSchemaVersion``). A bundle is written with the lowest version that carries its
    /// content (``schemaVersion(for:experiments:)``), so a bundle without conditions stays
    /// readable by runtimes that read 2 only, and one without the new fields by those that read 3.
    public static let supportedSchemaVersions: ClosedRange<Int> = 2...4

    /// The first `schemaVersion` with conditions: ``Target/branch(branches:otherwise:)``
    /// targets, ``Flow/audience`` and ``experiments``.
    public static let conditionSchemaVersion = 3

    /// The `schemaVersion` a bundle with these flows and experiments is written with: the
    /// lowest that carries them: ``fieldSchemaVersion`` when a flow has a date, phone or code
    /// field or a `resend-code` action, else ``conditionSchemaVersion`` when one of them uses
    /// conditions, else 2.
    public static func schemaVersion(for flows: [Flow], experiments: [Experiment] = []) -> Int {
        if fieldUse(flows: flows) != nil { return fieldSchemaVersion }
        return conditionUse(flows: flows, experiments: experiments) == nil
            ? supportedSchemaVersions.lowerBound : conditionSchemaVersion
    }

    /// What first needs ``conditionSchemaVersion`` in these flows and experiments, said for an
    /// error message; nil when nothing does.
    static func conditionUse(flows: [Flow], experiments: [Experiment]) -> String? {
        if let experiment = experiments.first { return "it has the experiment '\(experiment.id)'" }
        if let flow = flows.first(where: { $0.audience != nil }) { return "flow '\(flow.id)' has an audience" }
        if let flow = flows.first(where: \.usesBranches) { return "flow '\(flow.id)' has a branch target" }
        for flow in flows {
            for screen in flow.screens {
                let place = "screen '\(screen.id)' of flow '\(flow.id)'"
                if screen.when != nil { return place + " is shown only when a condition holds" }
                if let state = screen.states.first(where: { $0.when != nil }) {
                    return "state '\(state.id)' of " + place + " is shown only when a condition holds"
                }
                if screen.paywall?.offeringBranches.isEmpty == false {
                    return "the paywall of " + place + " chooses its offering by conditions"
                }
            }
        }
        return nil
    }

    /// The bundle format major version.
    public var schemaVersion: Int
    /// The spec format version the bundle was compiled from. Clients never need it.
    public var specVersion: Int?
    /// `sha256:<hex>` of the content and its source strings: use it to cache, or to
    /// tell whether a downloaded bundle or its copy changed.
    public var contentHash: String?
    /// The app the bundle is for.
    public var app: AppInfo
    /// Locales the string tables carry (BCP-47).
    public var locales: [String]
    /// Where each platform's string table lives, relative to the app folder.
    public var strings: StringTables
    /// Colours and button styles.
    public var theme: Theme
    /// The app's declared standard durations.
    public var motion: Motion
    /// The app's flows, in spec order.
    public var flows: [Flow]
    /// The app's experiments, in spec order. Empty when the bundle does not carry the member.
    public var experiments: [Experiment]
    /// Per locale tag, the locales to try after it (`es-MX` → `[es-419, es]`).
    /// Empty when the bundle does not carry the member.
    public var localeFallbacks: [String: [String]]
    /// Pseudo-locales the string tables carry for testing (`en-XA`…). Empty when absent.
    public var pseudoLocales: [String]
    /// Per string key, the placeholders its text contains. Empty when absent.
    public var placeholders: [String: [Placeholder]]
    /// The links the copy's texts point to, by id (`terms` → `https://example.com/terms`):
    /// a text's `[Terms](terms)` is a link to `links["terms"]` (``LinkMarkup``). Every URL is
    /// absolute `https://`. Empty when the bundle does not carry the member.
    public var links: [String: String]
    /// Per locale of `locales` and `pseudoLocales` whose numbers are not written in Western
    /// digits, the numbering system (``NumberingSystem``) the numbers a text is filled with
    /// are written in (`ar-EG` → `arab`): `app.numbers`, else CLDR's default for the locale.
    /// A locale it does not name writes `latn` (``numberingSystem(for:)``). Empty when absent.
    public var numberingSystems: [String: String]

    /// A bundle with these members (the compiler fills every one; previews and tests may leave out
    /// what an absent member means anyway). Without a `schemaVersion`, the lowest that carries
    /// `flows` and `experiments` (``schemaVersion(for:experiments:)``).
    public init(
        schemaVersion: Int? = nil, specVersion: Int? = nil, contentHash: String? = nil,
        app: AppInfo, locales: [String]? = nil, strings: StringTables = StringTables(),
        theme: Theme = Theme(), motion: Motion = Motion(), flows: [Flow],
        experiments: [Experiment] = [], localeFallbacks: [String: [String]] = [:], pseudoLocales: [String] = [],
        placeholders: [String: [Placeholder]] = [:], links: [String: String] = [:],
        numberingSystems: [String: String] = [:]
    ) {
        self.schemaVersion = schemaVersion ?? Self.schemaVersion(for: flows, experiments: experiments)
        self.specVersion = specVersion
        self.contentHash = contentHash
        self.app = app
        self.locales = locales ?? [app.sourceLocale]
        self.strings = strings
        self.theme = theme
        self.motion = motion
        self.flows = flows
        self.experiments = experiments
        self.localeFallbacks = localeFallbacks
        self.pseudoLocales = pseudoLocales
        self.placeholders = placeholders
        self.links = links
        self.numberingSystems = numberingSystems
    }

    /// The bundle's members, as `bundle.json` names them. Public so that a writer that streams
    /// a member of its own (the compiler writes `flows` one flow at a time) names it through
    /// the model, never by a literal of its own.
    public enum CodingKeys: String, CodingKey {
        case schemaVersion, specVersion, contentHash, app, locales, strings, theme, motion, flows, experiments,
            localeFallbacks, pseudoLocales, placeholders, links, numberingSystems
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        guard Self.supportedSchemaVersions.contains(schemaVersion) else {
            throw BundleError.unsupportedSchemaVersion(found: schemaVersion, supported: Self.supportedSchemaVersions)
        }
        specVersion = try container.decodeIfPresent(Int.self, forKey: .specVersion)
        contentHash = try container.decodeIfPresent(String.self, forKey: .contentHash)
        app = try container.decode(AppInfo.self, forKey: .app)
        locales = try container.decodeIfPresent([String].self, forKey: .locales) ?? [app.sourceLocale]
        strings = try container.decodeIfPresent(StringTables.self, forKey: .strings) ?? StringTables()
        theme = try container.decodeIfPresent(Theme.self, forKey: .theme) ?? Theme()
        motion = try container.decodeIfPresent(Motion.self, forKey: .motion) ?? Motion()
        flows = try container.decode([Flow].self, forKey: .flows)
        experiments = try container.decodeIfPresent([Experiment].self, forKey: .experiments) ?? []
        if schemaVersion < Self.fieldSchemaVersion, let reason = Self.fieldUse(flows: flows) {
            throw BundleError.requiresNewerSchemaVersion(
                found: schemaVersion, required: Self.fieldSchemaVersion, reason: reason)
        }
        if schemaVersion < Self.conditionSchemaVersion,
            let reason = Self.conditionUse(flows: flows, experiments: experiments)
        {
            throw BundleError.requiresNewerSchemaVersion(
                found: schemaVersion, required: Self.conditionSchemaVersion, reason: reason)
        }
        localeFallbacks = try container.decodeIfPresent([String: [String]].self, forKey: .localeFallbacks) ?? [:]
        pseudoLocales = try container.decodeIfPresent([String].self, forKey: .pseudoLocales) ?? []
        placeholders = try container.decodeIfPresent([String: [Placeholder]].self, forKey: .placeholders) ?? [:]
        links = try container.decodeIfPresent([String: String].self, forKey: .links) ?? [:]
        numberingSystems = try container.decodeIfPresent([String: String].self, forKey: .numberingSystems) ?? [:]
    }

    /// Every member, in the model's order; `experiments`, `links` and `numberingSystems` only when
    /// there is one, so that a bundle without them reads as it did before them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encodeIfPresent(specVersion, forKey: .specVersion)
        try container.encodeIfPresent(contentHash, forKey: .contentHash)
        try container.encode(app, forKey: .app)
        try container.encode(locales, forKey: .locales)
        try container.encode(strings, forKey: .strings)
        try container.encode(theme, forKey: .theme)
        try container.encode(motion, forKey: .motion)
        try container.encode(flows, forKey: .flows)
        if !experiments.isEmpty { try container.encode(experiments, forKey: .experiments) }
        try container.encode(localeFallbacks, forKey: .localeFallbacks)
        try container.encode(pseudoLocales, forKey: .pseudoLocales)
        try container.encode(placeholders, forKey: .placeholders)
        if !links.isEmpty { try container.encode(links, forKey: .links) }
        if !numberingSystems.isEmpty { try container.encode(numberingSystems, forKey: .numberingSystems) }
    }

    /// Decodes a bundle from the bytes of `bundle.json`.
    public init(data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
    }

    /// Decodes the `bundle.json` at `url` (a file in the app bundle, or a downloaded copy).
    public init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    /// The flow with this id.
    public func flow(id: String) -> Flow? {
        flows.first { $0.id == id }
    }

    /// The experiment with this id.
    public func experiment(id: String) -> Experiment? {
        experiments.first { $0.id == id }
    }
}

extension Flow {
    /// Every target of the flow's buttons (the screens' and the states'): their actions'
    /// targets and outcomes, in screen and slot order.
    public var targets: [Target] {
        screens.flatMap { screen in
            (screen.buttons + screen.states.flatMap(\.buttons)).flatMap { button in
                [button.action.target].compactMap { $0 }
                    + button.action.outcomes.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
            }
        }
    }

    /// Whether a target of the flow is a branch, which needs ``OnboardingBundle/conditionSchemaVersion``.
    public var usesBranches: Bool {
        targets.contains { !$0.isPlain }
    }
}

extension OnboardingBundle {
    /// Every string key the bundle uses: the values of its members whose names end in
    /// `Key` (`titleKey`, `labelKey`…), and the keys of `placeholders`. The definition
    /// `onboardc diff` and `check-bundles` use too (a test holds them to it).
    public var stringKeys: Set<String> {
        Set(placeholders.keys).union(StringKeyMembers.keys(in: self))
    }
}

extension OnboardingBundle {
    /// The locale of the string tables to show for `preferred` (by default the
    /// user's preferred languages), using the bundle's `locales` and
    /// `pseudoLocales`, its `localeFallbacks` and `app.sourceLocale`. A
    /// pseudo-locale (`en-XA`) is chosen only when it is asked for by name, as
    /// when testing with `-AppleLanguages "(en-XA)"`; pass
    /// `includingPseudoLocales: false` where their tables are not shipped.
    public func resolveLocale(
        preferred: [String] = Locale.preferredLanguages,
        includingPseudoLocales: Bool = true
    ) -> String {
        LocaleResolver.resolve(
            preferred: preferred,
            available: locales + (includingPseudoLocales ? pseudoLocales : []),
            sourceLocale: app.sourceLocale, fallbacks: localeFallbacks)
    }
}
