/// How a flow ended, and what the user answered on the way.
public struct FlowEnding: Hashable, Sendable {
    /// Why the flow ended.
    public enum Reason: Hashable, Sendable {
        /// Completed (a `complete` action, a `next` past the last screen, an outcome
        /// that reaches `complete`). `result` tells the app what to do next.
        case completed(result: String?)
        /// The user skipped to the end (a `skip` action whose target is `complete`).
        case skipped
        /// The user closed the flow: a `close` button completed it or skipped to the end.
        /// `result` is the close button's `complete` result, if any.
        case dismissed(result: String?)

        /// The ending of `event`, with the `result` of the `complete` action that ended it.
        init(_ event: CompletionEvent, result: String?) {
            switch event {
            case .complete: self = .completed(result: result)
            case .skip: self = .skipped
            case .dismiss: self = .dismissed(result: result)
            }
        }

        /// The `completion.setOn` event this ending counts as.
        public var event: CompletionEvent {
            switch self {
            case .completed: .complete
            case .skipped: .skip
            case .dismissed: .dismiss
            }
        }
    }

    /// The flow that ended.
    public var flowID: String
    /// Completed, skipped or dismissed.
    public var reason: Reason
    /// Screen id → input id → value, including the defaults of steps left unanswered.
    public var answers: [String: [String: InputValue]]
    /// The completion flag this ending sets to `true`, if `completion.setOn` names
    /// it: ``FlowDriver`` writes it, or ``FlowEngine/record(_:)``.
    public var flagSet: String?

    /// The `result` of a completion (`photo-library`…), or of a close button's, if any.
    public var result: String? {
        switch reason {
        case .completed(let result), .dismissed(let result): result
        case .skipped: nil
        }
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
    /// The slot of the button whose action it is (a `close` button's ending is a dismissal).
    public var slot: ButtonSlot
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
