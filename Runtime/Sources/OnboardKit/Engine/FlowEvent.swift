/// Something that happened in a session, with where: for analytics, logs and tests.
///
/// A session records its events as they happen (``FlowSession/events``) and
/// ``FlowDriver/events()`` streams them to every subscriber. Each event names the
/// flow, the screen, the in-screen state and the screen's section at the time it
/// happened; a `screen-shown` names the place it shows. The events of one call come
/// in this order: what the user or the app did (`action`, `dialog-confirmed`,
/// `dialog-cancelled`, `answer-changed`, `plan-selected`, `request-answered`,
/// `request-cancelled`); what that started (`dialog-shown`, `request-started`);
/// `experiment-exposed` for each experiment the user now first sees a variant of;
/// `screen-shown` when the screen or state shown changed; `flow-ended` when the flow
/// ended. `Codable` in the JSON shape docs/conformance.md defines (`{"type": "action",
/// "flow": …}`), so an app can send events as they are; the conformance vectors
/// expect every runtime to emit exactly these.
public struct FlowEvent: Codable, Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The screen, or its in-screen state (``FlowEvent/stateID``), is now shown: when
        /// the session starts or is restored, and after every change of screen or state.
        case screenShown
        /// The user did something: `action` is the action's kind as the bundle spells it
        /// (`next`, `skip`, `request-permission`…; a swipe is `next` or `back`), `via` how,
        /// `slot` the button tapped (nil for a swipe).
        case action(String, via: Gesture, slot: ButtonSlot?)
        /// A confirmation dialog (its id) is presented.
        case dialogShown(String)
        /// The user confirmed the dialog: its action runs.
        case dialogConfirmed(String)
        /// The user cancelled the dialog: they stay where they were.
        case dialogCancelled(String)
        /// The session asks the app for something (a permission prompt, a purchase…).
        case requestStarted(RequestSummary)
        /// The app answered the request with `result`.
        case requestAnswered(RequestSummary, result: RequestResult)
        /// The app could not fulfil the request (``FlowSession/cancelRequest()``).
        case requestCancelled(RequestSummary)
        /// The user's answer to an input of the current screen changed; `consent` is the purpose
        /// a consent checkbox records consent to (its bundle `consent`): `.checked(true)` gives
        /// it, `.checked(false)` withdraws it. Nil for every other input.
        case answerChanged(input: String, value: InputValue, consent: String? = nil)
        /// The user selected a plan of the current screen's paywall.
        case planSelected(String)
        /// The flow ended; the ending names the flag it sets.
        case flowEnded(FlowEnding)
        /// The user left part-way (``FlowDriver/quit()``): nothing is written.
        case flowLeft
        /// The user first sees what an experiment they are in varies: logged once per user and
        /// variant, right before the `screen-shown` of the first screen that shows a text the
        /// experiment varies (their variant's, or the spec's where it leaves it) or that a
        /// condition reading their variant chose (a branch, the flow's audience); never at
        /// assignment (docs/bundle-format.md, "Experiments").
        case experimentExposed(Assignment)
    }

    /// How the user did an action.
    public enum Gesture: String, Codable, Hashable, Sendable {
        case tap, swipe
    }

    /// What happened.
    public var kind: Kind
    /// The flow's id.
    public var flowID: String
    /// The id of the screen it happened on (the screen shown, for `screen-shown`).
    public var screenID: String
    /// The in-screen state shown then, if any.
    public var stateID: String?
    /// The screen's section (such as `tutorial`), if it is in one.
    public var section: String?

    /// An event of `kind` at a place of a flow.
    public init(_ kind: Kind, flowID: String, screenID: String, stateID: String? = nil, section: String? = nil) {
        self.kind = kind
        self.flowID = flowID
        self.screenID = screenID
        self.stateID = stateID
        self.section = section
    }
}

/// A request as an event names it: its kind, and the permission or plan it asks for.
public struct RequestSummary: Codable, Hashable, Sendable {
    /// `permission`, `purchase`, `restore`, `open-settings`, `resend-code` (never with the
    /// number) or `pick-file`.
    public var kind: String
    /// The permission asked for (`permission` requests).
    public var permission: Permission?
    /// The id of the plan to buy (`purchase` requests that name one).
    public var plan: String?
    /// The offering the paywall showed, chosen by its conditions if it has some (`purchase`
    /// and `restore` requests made on a paywall screen).
    public var offering: String?
    /// The file types the picker offers (`pick-file` requests).
    public var types: [String]?

    /// A summary of a request of `kind`.
    public init(
        kind: String, permission: Permission? = nil, plan: String? = nil, offering: String? = nil,
        types: [String]? = nil
    ) {
        self.kind = kind
        self.permission = permission
        self.plan = plan
        self.offering = offering
        self.types = types
    }
}

extension Request {
    /// The request as events name it.
    public var summary: RequestSummary {
        switch self {
        case .permission(let permission): RequestSummary(kind: "permission", permission: permission)
        case .purchase(let plan, let paywall):
            RequestSummary(kind: "purchase", plan: plan?.id, offering: paywall?.offering)
        case .restore(let paywall): RequestSummary(kind: "restore", offering: paywall?.offering)
        case .openSettings: RequestSummary(kind: "open-settings")
        case .resendCode: RequestSummary(kind: "resend-code")
        case .pickFile(let types): RequestSummary(kind: "pick-file", types: types)
        }
    }
}
