/// Decides which flow to show, and starts sessions: at launch, from Settings,
/// or when the app reports an event.
///
/// A value type holding the bundle and the store; cheap to create at every
/// launch. It reads the store, and writes it in ``record(_:)`` (the flag a flow's
/// ending sets, the variant an exposure shows) and when it first assigns the user a
/// variant of an experiment, or makes them an id (``assignment(of:)``).
public struct FlowEngine {
    /// The bundle whose flows it starts.
    public let bundle: OnboardingBundle
    /// Where the completion flags live.
    public let store: any OnboardingStore
    /// What the app tells the flows' conditions; every session the engine starts gets it.
    public var environment: ConditionEnvironment
    /// The stable id of the user that experiment assignment hashes (docs/bundle-format.md,
    /// "Experiments"): the app's, else one OnboardKit made once and stored.
    public let userID: String
    /// Variants the app chooses itself, by experiment id (QA, or another SDK's assignment):
    /// they win over the assignment, are not stored, and their exposures say `overridden`.
    /// A variant the experiment does not have is ignored.
    public var overrides: [String: String]

    /// An engine for `bundle`, reading flags in `store` (and writing them in ``record(_:)``),
    /// whose sessions choose `branch` targets in `environment`. Without one, the engine uses
    /// ``ConditionEnvironment/current(for:attributes:preferredLanguages:includingPseudoLocales:)``
    /// (no attributes, `ios`, the app's version, the language `bundle`'s text resolves to
    /// for the user's preferred languages): pass your own to give attributes, or when the
    /// app shows the text in another language (an in-app language setting).
    ///
    /// `userID`: the user's stable id, which experiment assignment hashes (your account id, or
    /// one shared with your analytics, so that an analysis computes the same variants);
    /// without one, OnboardKit makes an id once and keeps it in `store`. `overrides`: variants
    /// you choose yourself, by experiment id.
    public init(
        bundle: OnboardingBundle, store: any OnboardingStore, environment: ConditionEnvironment? = nil,
        userID: String? = nil, overrides: [String: String] = [:]
    ) {
        self.bundle = bundle
        self.store = store
        self.environment = environment ?? .current(for: bundle)
        self.userID = userID ?? Self.storedUserID(in: store)
        self.overrides = overrides
    }

    /// Whether the flow's completion flag is set (`false` for a flow without a flag).
    public func isFlagSet(for flow: Flow) -> Bool {
        flow.completion.flag.map(store.bool(forKey:)) ?? false
    }

    /// Whether the flow would be shown now for its trigger: first-launch and event
    /// flows while their flag is not set (always, when they have none); settings
    /// flows always.
    public func shouldShow(_ flow: Flow) -> Bool {
        switch flow.trigger {
        case .firstLaunch, .event: !isFlagSet(for: flow)
        case .settings: true
        }
    }

    /// Writes the flag `ending` sets (``FlowEnding/flagSet``), if any: what makes a
    /// first-launch flow not show again. ``FlowDriver`` calls it when its flow ends.
    public func record(_ ending: FlowEnding) {
        if let flag = ending.flagSet { store.set(true, forKey: flag) }
    }

    /// The first first-launch flow (in bundle order) whose flag is not set and whose
    /// audience the user is in, if any.
    public var launchFlow: Flow? {
        firstShown { $0.trigger == .firstLaunch }?.flow
    }

    /// A session of ``launchFlow``: `nil` when the app goes straight to its main screen.
    public func sessionAtLaunch() -> FlowSession? {
        firstShown { $0.trigger == .firstLaunch }.map { session(of: $0.flow, readAtStart: $0.read) }
    }

    /// The first flow (in bundle order) that `matches`, should show, and whose audience
    /// holds, with the experiments its audience read (the audiences before it read too:
    /// their variants decided that it is this flow).
    private func firstShown(_ matches: (Flow) -> Bool) -> (flow: Flow, read: [String])? {
        var read: [String] = []
        let context = { () -> ConditionContext in
            var environment = environment
            environment.experiments = assignments.mapValues(\.variant)
            return environment.context(answers: [:])
        }
        var audienceContext: ConditionContext?
        for flow in bundle.flows where matches(flow) && shouldShow(flow) {
            guard let audience = flow.audience else { return (flow, read) }
            if audienceContext == nil { audienceContext = context() }
            let evaluation = audienceContext!.evaluation(of: audience)
            read += evaluation.experimentsRead.filter { !read.contains($0) }
            if evaluation.holds { return (flow, read) }
        }
        return nil
    }

    /// The rows to offer in the app's Settings, in bundle order.
    public var settingsEntries: [SettingsEntry] {
        bundle.flows.compactMap { flow in
            guard case .settings(let entryKey) = flow.trigger else { return nil }
            return SettingsEntry(flowID: flow.id, entryKey: entryKey)
        }
    }

    /// A session of the settings flow `flowID`, whatever its flag says;
    /// `nil` when there is no such settings flow.
    public func sessionFromSettings(_ flowID: String) -> FlowSession? {
        guard let flow = bundle.flow(id: flowID), case .settings = flow.trigger else { return nil }
        return session(of: flow)
    }

    /// A session of the first flow triggered by `event` that should show now and whose
    /// audience the user is in; `nil` when none.
    public func session(forEvent event: String) -> FlowSession? {
        firstShown { $0.trigger == .event(event) }.map { session(of: $0.flow, readAtStart: $0.read) }
    }

    /// A session of any flow, whatever its trigger, flag and audience (previews, debug menus).
    public func session(flowID: String) -> FlowSession? {
        bundle.flow(id: flowID).map { session(of: $0) }
    }
}
