/// What VoiceOver announces when a screen appears ("Screen 2 of 3"):
/// ``text(_:)`` gives it in the user's language, the numbers in the order the
/// bundle's `placeholders` gives.
public struct ScreenAnnouncement: Hashable, Sendable {
    /// The key of the announcement's text; `nil` when the flow asks for the
    /// announcement but gives no text (use the app's own "Screen %d of %d").
    public var key: String?
    /// The screen's number, from 1.
    public var position: Int
    /// The number of screens in the flow (along the user's way, in a flow with conditional paths).
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
    /// ask for one (`accessibility.announceScreenPosition` is false). In a flow whose users
    /// see different screens (its screens have `pathRemaining`), it counts along the user's
    /// way: the screens of it so far, of those and the most still ahead; otherwise the
    /// screen's place in the flow (docs/conformance.md, "Texts").
    public var announcement: ScreenAnnouncement? {
        guard flow.accessibility.announceScreenPosition else { return nil }
        guard let remaining = screen.pathRemaining else {
            return ScreenAnnouncement(
                key: flow.accessibility.announcementKey,
                position: screen.progress.step, count: screen.progress.of)
        }
        return ScreenAnnouncement(
            key: flow.accessibility.announcementKey, position: trail.count, count: trail.count + remaining)
    }

    /// The current screen's place in the flow (step, of, fraction), for the progress indicator.
    public var progress: ScreenProgress { screen.progress }

    /// The flow's progress indicator, if it has one.
    public var progressIndicator: ProgressIndicator? { flow.progress }
}
