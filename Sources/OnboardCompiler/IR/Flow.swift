import BundleFormat

/// One onboarding sequence: when it shows, what it persists, and its screens in order.
public struct Flow: Sendable, Hashable {
    public enum Trigger: Sendable, Hashable {
        /// Shown at launch while the completion flag is not set.
        case firstLaunch
        /// Opened by the user from the app's Settings; `entry` labels the row.
        case settings(entry: Copy?)
        /// Shown when the app reports the named event (for example `first-scan`).
        case event(String)
    }

    public var id: String
    public var trigger: Trigger
    /// Who is shown the flow (`audience:`): a first-launch or event flow shows only when it
    /// holds, the first such flow in spec order; nil: everyone.
    public var audience: Condition? = nil
    /// Where `audience:` is written (its key).
    public var audienceSpan: SourceSpan? = nil
    public var completion: Completion
    public var policy: Policy
    public var progress: ProgressIndicator?
    public var transition: Transition?
    public var reducedMotion: ReducedMotion
    /// Where the flow's own `reducedMotion:` mapping is written; nil when it has none.
    public var reducedMotionSpan: SourceSpan? = nil
    public var dialogs: [Dialog]
    /// What VoiceOver announces on each screen, with `{position}` and `{count}`
    /// (VegyScan: "Screen 1 of 3").
    public var announcement: Copy?
    /// Whether swiping pages between screens (left: next, right: back) is on by default.
    public var swipe: Bool
    public var screens: [Screen]
    /// Named runs of screens with their own policy, in flow order; they do not overlap.
    public var sections: [Section] = []
    public var span: SourceSpan
}

/// A named run of consecutive screens of a flow (the tutorial part), with its own policy.
public struct Section: Sendable, Hashable {
    public var id: String
    /// The positions of its screens in the flow.
    public var screens: Range<Int>
    /// The policy in force on its screens: the flow's, with each key the section gives replaced.
    public var policy: Policy
    /// Where each policy key the section gives is written: `permissionPrompts`,
    /// `tone.avoid`, `timing.maxTransition`, …
    public var policyKeys: [String: SourceSpan]
    public var span: SourceSpan
}

extension Flow {
    /// The section the screen at `index` belongs to, if any.
    public func section(at index: Int) -> Section? {
        sections.first { $0.screens.contains(index) }
    }

    /// The policy in force at the screen at `index`: its section's, else the flow's
    /// (app → flow → section, each key independently).
    public func policy(at index: Int) -> Policy {
        section(at: index)?.policy ?? policy
    }
}

/// The persisted flag that records a flow as done, and what sets it.
public struct Completion: Sendable, Hashable {
    /// How a flow ended: the bundle's vocabulary, classified by
    /// `CompletionEvent(endingBy:route:)` (what `FlowGraph.endings` uses).
    public typealias Event = CompletionEvent

    /// The key in the app's key–value store (`UserDefaults`), or nil for a
    /// flow that leaves every flag as it is.
    public var flag: String?
    /// When the flag is set to true. Never before the end, so quitting part-way
    /// shows the flow again.
    public var setOn: [Event]
    /// Where each event of `setOn` is written (its first mention); empty when
    /// `setOn` is left out.
    public var setOnSpans: [Event: SourceSpan] = [:]
    public var span: SourceSpan
}

/// A confirmation shown before an action runs (for example "Skip tutorial?").
public struct Dialog: Sendable, Hashable {
    public var id: String
    public var title: Copy
    public var message: Copy?
    public var confirm: Copy
    public var cancel: Copy
    /// Whether the confirm button is styled as destructive.
    public var destructive: Bool
    public var span: SourceSpan
}
