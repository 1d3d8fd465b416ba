/// How a flow ended, and what the user answered on the way.
public struct FlowEnding: Hashable, Sendable {
    /// Why the flow ended.
    public enum Reason: Hashable, Sendable {
        /// Completed (a `complete` action, a `next` past the last screen, an outcome
        /// that reaches `complete`). `result` tells the app what to do next.
        case completed(result: String?)
        /// The user skipped to the end (a `skip` action whose target is `complete`).
        case skipped

        /// The `completion.setOn` event this ending counts as.
        public var event: CompletionEvent {
            switch self {
            case .completed: .complete
            case .skipped: .skip
            }
        }
    }

    /// The flow that ended.
    public var flowID: String
    /// Completed or skipped.
    public var reason: Reason
    /// Screen id → input id → value, including the defaults of steps left unanswered.
    public var answers: [String: [String: InputValue]]
    /// The completion flag this ending sets to `true`, if `completion.setOn` names
    /// it: ``FlowDriver`` writes it, or ``FlowEngine/record(_:)``.
    public var flagSet: String?

    /// The `result` of a completion (`photo-library`…), if any.
    public var result: String? {
        if case .completed(let result) = reason { result } else { nil }
    }
}

/// The value of an input.
public enum InputValue: Hashable, Sendable {
    /// A checkbox.
    case checked(Bool)
    /// A single choice: the option id.
    case choice(String)
    /// A multiple choice: the option ids.
    case choices(Set<String>)
    /// A text field: what the user typed.
    case text(String)
}

/// A confirmation the session presents before it runs an action.
public struct PresentedDialog: Hashable, Sendable {
    /// The dialog to present.
    public var dialog: Dialog
    /// The action that runs if the user confirms.
    public var action: Action
}

/// A flow the user can open from the app's Settings.
public struct SettingsEntry: Hashable, Sendable, Identifiable {
    /// The flow the row opens.
    public var flowID: String
    /// The key of the Settings row's label.
    public var entryKey: String?

    /// A Settings row for the flow `flowID`.
    public init(flowID: String, entryKey: String?) {
        self.flowID = flowID
        self.entryKey = entryKey
    }

    /// The flow id.
    public var id: String { flowID }
}
