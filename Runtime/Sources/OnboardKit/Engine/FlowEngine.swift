/// Decides which flow to show, and starts sessions: at launch, from Settings,
/// or when the app reports an event.
///
/// A value type holding the bundle and the store; cheap to create at every
/// launch. It reads the store, and writes it only in ``record(_:)``, with the
/// flag a flow's ending sets.
public struct FlowEngine {
    /// The bundle whose flows it starts.
    public let bundle: OnboardingBundle
    /// Where the completion flags live.
    public let store: any OnboardingStore
    /// What the app tells the flows' conditions; every session the engine starts gets it.
    public var environment: ConditionEnvironment

    /// An engine for `bundle`, reading flags in `store` (and writing them in ``record(_:)``),
    /// whose sessions choose `branch` targets in `environment`. Without one, the engine uses
    /// ``ConditionEnvironment/current(for:attributes:preferredLanguages:includingPseudoLocales:)``
    /// (no attributes, `ios`, the app's version, the language `bundle`'s text resolves to
    /// for the user's preferred languages): pass your own to give attributes, or when the
    /// app shows the text in another language (an in-app language setting).
    public init(bundle: OnboardingBundle, store: any OnboardingStore, environment: ConditionEnvironment? = nil) {
        self.bundle = bundle
        self.store = store
        self.environment = environment ?? .current(for: bundle)
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

    /// The first first-launch flow (in bundle order) whose flag is not set, if any.
    public var launchFlow: Flow? {
        bundle.flows.first { $0.trigger == .firstLaunch && shouldShow($0) }
    }

    /// A session of ``launchFlow``: `nil` when the app goes straight to its main screen.
    public func sessionAtLaunch() -> FlowSession? {
        launchFlow.map { FlowSession(flow: $0, environment: environment) }
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
        return FlowSession(flow: flow, environment: environment)
    }

    /// A session of the first flow triggered by `event` that should show now; `nil` when none.
    public func session(forEvent event: String) -> FlowSession? {
        bundle.flows.first { $0.trigger == .event(event) && shouldShow($0) }
            .map { FlowSession(flow: $0, environment: environment) }
    }

    /// A session of any flow, whatever its trigger and flag (previews, debug menus).
    public func session(flowID: String) -> FlowSession? {
        bundle.flow(id: flowID).map { FlowSession(flow: $0, environment: environment) }
    }
}
