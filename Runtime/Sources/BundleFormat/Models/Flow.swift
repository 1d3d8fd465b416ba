/// One onboarding flow: when it shows, what it records when it ends, and its screens.
public struct Flow: Codable, Hashable, Sendable, Identifiable {
    /// The flow id (the first part of its string keys).
    public var id: String
    /// When the flow shows.
    public var trigger: Trigger
    /// Who is shown the flow: a first-launch or event flow is shown only when it holds
    /// (``FlowEngine`` picks the first such flow, in bundle order); nil: everyone.
    public var audience: Condition?
    /// The flag it sets when it ends, and on which ending.
    public var completion: Completion
    /// The VoiceOver announcement of each screen.
    public var accessibility: FlowAccessibility
    /// The progress indicator shown on each screen, if any.
    public var progress: ProgressIndicator?
    /// How screens replace each other (a screen's own `transition` overrides it).
    public var transition: TransitionSpec?
    /// The alternatives under reduced motion (empty: OnboardKit's defaults).
    public var reducedMotion: ReducedMotion
    /// Confirmations that actions may ask for first.
    public var dialogs: [Dialog]
    /// In order; never empty.
    public var screens: [Screen]

    /// A flow with these members. Each screen's `index` and `progress` are set from its place in
    /// `screens`. Unlike decoding, this does not check that every target exists: see
    /// ``validationProblems()``.
    public init(
        id: String, trigger: Trigger, audience: Condition? = nil, completion: Completion = Completion(),
        accessibility: FlowAccessibility = FlowAccessibility(), progress: ProgressIndicator? = nil,
        transition: TransitionSpec? = nil, reducedMotion: ReducedMotion = ReducedMotion(),
        dialogs: [Dialog] = [], screens: [Screen]
    ) {
        self.id = id
        self.trigger = trigger
        self.audience = audience
        self.completion = completion
        self.accessibility = accessibility
        self.progress = progress
        self.transition = transition
        self.reducedMotion = reducedMotion
        self.dialogs = dialogs
        self.screens = screens
        numberScreens()
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        trigger = try container.decode(Trigger.self, forKey: .trigger)
        audience = try container.decodeIfPresent(Condition.self, forKey: .audience)
        completion = try container.decodeIfPresent(Completion.self, forKey: .completion) ?? Completion()
        accessibility =
            try container.decodeIfPresent(FlowAccessibility.self, forKey: .accessibility)
            ?? FlowAccessibility()
        progress = try container.decodeIfPresent(ProgressIndicator.self, forKey: .progress)
        transition = try container.decodeIfPresent(TransitionSpec.self, forKey: .transition)
        reducedMotion = try container.decodeIfPresent(ReducedMotion.self, forKey: .reducedMotion) ?? ReducedMotion()
        dialogs = try container.decodeIfPresent([Dialog].self, forKey: .dialogs) ?? []
        screens = try container.decode([Screen].self, forKey: .screens)
        numberScreens()
        let problems = validationProblems()
        guard problems.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .screens, in: container,
                debugDescription: "Flow '\(id)': " + problems.joined(separator: " "))
        }
    }

    /// A screen's index and progress always follow from its place in the flow.
    private mutating func numberScreens() {
        for index in screens.indices {
            screens[index].index = index
            screens[index].progress = ScreenProgress(step: index + 1, of: screens.count)
        }
    }

    /// The screen with this id.
    public func screen(id: String) -> Screen? {
        screens.first { $0.id == id }
    }

    /// The position of the screen with this id.
    public func index(ofScreen id: String) -> Int? {
        screens.firstIndex { $0.id == id }
    }

    /// The dialog with this id.
    public func dialog(id: String) -> Dialog? {
        dialogs.first { $0.id == id }
    }
}

/// When a flow is shown. A closed vocabulary: an unknown kind fails decoding.
public enum Trigger: Codable, Hashable, Sendable {
    /// Shown at launch while the completion flag is not set.
    case firstLaunch
    /// Opened by the user from the app's Settings, whatever the flag says. `entryKey`
    /// is the key of the Settings row's label.
    case settings(entryKey: String?)
    /// Shown when the app reports the named event.
    case event(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "first-launch": self = .firstLaunch
        case "settings": self = .settings(entryKey: try container.decodeIfPresent(String.self, forKey: .entryKey))
        case "event": self = .event(try container.decode(String.self, forKey: .event))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Unknown trigger kind '\(kind)'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .firstLaunch:
            try container.encode("first-launch", forKey: .kind)
        case .settings(let entryKey):
            try container.encode("settings", forKey: .kind)
            try container.encodeIfPresent(entryKey, forKey: .entryKey)
        case .event(let event):
            try container.encode("event", forKey: .kind)
            try container.encode(event, forKey: .event)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, entryKey, event
    }
}
