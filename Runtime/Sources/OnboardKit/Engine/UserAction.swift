/// Something the user does on a screen.
public enum UserAction: Hashable, Sendable {
    /// Taps the button of this slot.
    case tap(ButtonSlot)
    /// Swipes left, to the next screen. Not available on the last screen: only a
    /// button completes a flow, so an accidental swipe never sets its flag.
    case swipeNext
    /// Swipes right, to the previous screen.
    case swipeBack
}

/// Why the session refused a call. Each one is a bug in the caller (a tap on a
/// button that is not enabled, a result nobody asked for), never a user error.
public enum SessionError: Error, Hashable, Sendable {
    /// The flow has ended; start a new session.
    case ended
    /// The action is not available now (see ``FlowSession/isEnabled(_:)``).
    case unavailable(UserAction)
    /// No dialog is presented.
    case noDialog
    /// No request is waiting for a result.
    case noPendingRequest
    /// The result does not answer the pending request (a purchase result for a permission…).
    case mismatchedResult(expected: Request, got: RequestResult)
    /// The current screen has no input with this id.
    case unknownInput(String)
    /// The value does not fit the input (wrong kind, or an option it does not have).
    case invalidAnswer(input: String)
    /// The current screen's paywall has no plan with this id.
    case unknownPlan(String)
    /// A dialog is presented or a request is pending: answers and plan choices wait
    /// until it is answered, as every action does.
    case waiting
}
