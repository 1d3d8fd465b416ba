/// What VoiceOver announces when a screen appears ("Screen 2 of 3"):
/// ``text(_:)`` gives it in the user's language, the numbers in the order the
/// bundle's `placeholders` gives.
public struct ScreenAnnouncement: Hashable, Sendable {
    /// The key of the announcement's text; `nil` when the flow asks for the
    /// announcement but gives no text (use the app's own "Screen %d of %d").
    public var key: String?
    /// The screen's number, from 1.
    public var position: Int
    /// The number of screens in the flow.
    public var count: Int

    /// An announcement of screen `position` of `count`.
    public init(key: String?, position: Int, count: Int) {
        self.key = key
        self.position = position
        self.count = count
    }

    /// The values of the text's placeholders, by name.
    public var arguments: [String: Int] {
        ["position": position, "count": count]
    }

    /// The announcement in `text`'s locale ("Pantalla 2 de 3"); nil when it has no ``key``.
    public func text(_ text: OnboardingText) -> String? {
        key.map { text($0, arguments.mapValues(TextValue.integer)) }
    }
}

extension FlowSession {
    /// The announcement for the current screen; `nil` when the flow does not
    /// ask for one (`accessibility.announceScreenPosition` is false).
    public var announcement: ScreenAnnouncement? {
        guard flow.accessibility.announceScreenPosition else { return nil }
        return ScreenAnnouncement(
            key: flow.accessibility.announcementKey,
            position: screen.progress.step, count: screen.progress.of)
    }

    /// The current screen's place in the flow (step, of, fraction), for the progress indicator.
    public var progress: ScreenProgress { screen.progress }

    /// The flow's progress indicator, if it has one.
    public var progressIndicator: ProgressIndicator? { flow.progress }
}
