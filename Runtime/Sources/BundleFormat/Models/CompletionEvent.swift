/// How a flow ended, for `completion.setOn`. A closed vocabulary: an unknown event fails decoding.
public enum CompletionEvent: String, Codable, Hashable, Sendable, CaseIterable {
    /// The flow ended by completing.
    case complete
    /// The user skipped to the end.
    case skip
    /// The user closed the flow: a `close` button ended it. New in schemaVersion 2.
    case dismiss
}

/// How a button's action reached the end of its flow: with the button's slot, what
/// decides which ``CompletionEvent`` the ending is.
public enum EndingRoute: Hashable, Sendable {
    /// A `complete` action, or a move (`next`, `go`, `back`) whose target is `complete`.
    case completing
    /// A `skip` action whose target is `complete`.
    case skipping
    /// A request's answer (a permission, a purchase, a restore, the return from
    /// Settings) whose target is `complete`.
    case answer
}

extension CompletionEvent {
    /// The one definition of how a flow ended, which OnboardKit's session and the
    /// compiler's lint rules both use: a `close` button that completes or skips to
    /// the end dismisses the flow; any other skip to the end skips it; every other
    /// way to the end (a request's answer too, whatever the button's slot) completes it.
    public init(endingBy slot: ButtonSlot, route: EndingRoute) {
        if slot == .close, route != .answer {
            self = .dismiss
        } else if route == .skipping {
            self = .skip
        } else {
            self = .complete
        }
    }
}
