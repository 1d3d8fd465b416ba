import Foundation

/// Plays one session on the main actor, the way an app's view model does: every
/// request the session makes is answered through the app's ``OnboardingServices``
/// before the call returns, so none can be dropped; the flag the flow's ending
/// sets is written to the store; and the app can `await` the end.
///
/// ```swift
/// let driver = FlowDriver(session: session, engine: engine, services: AppServices())
/// try driver.perform(.tap(.primary))           // a permission prompt is answered in a task
/// if let ending = await driver.ending() { … }  // nil: the user left part-way
/// ```
///
/// ``session`` is the state to draw; ``onChange`` is called after every change
/// (assign it to your observable model's property).
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@MainActor
public final class FlowDriver {
    /// What to draw now.
    public private(set) var session: FlowSession {
        didSet {
            guard session != oldValue else { return }
            onChange?(session)
            if let ending = session.ending, oldValue.ending == nil { end(with: ending) }
        }
    }
    /// Called with the new session after each change.
    public var onChange: ((FlowSession) -> Void)?
    /// True once ``quit()`` was called: every later call throws ``SessionError/ended``.
    public private(set) var hasQuit = false

    private let engine: FlowEngine
    private let services: any OnboardingServices
    private var waiters: [UUID: CheckedContinuation<FlowEnding?, Never>] = [:]

    /// A driver of `session` (from `engine`, which holds the store the ending's flag is written to).
    public init(session: FlowSession, engine: FlowEngine, services: any OnboardingServices) {
        self.session = session
        self.engine = engine
        self.services = services
    }

    /// Does what the user did, now, as ``FlowSession/perform(_:)``. A request the
    /// action makes is answered through the services in a task on the main actor,
    /// which then follows its outcome; meanwhile the session shows its pending state
    /// and enables nothing. Returns that task (nil without a request): await its
    /// value to know the outcome is followed (a test), or let it run.
    @discardableResult
    public func perform(_ action: UserAction) throws -> Task<Void, Never>? {
        try checkNotQuit()
        return answer(try session.perform(action))
    }

    /// The user confirmed the presented dialog: its action runs now, as in ``perform(_:)``
    /// (so a dismissal that cancels the dialog right after finds nothing to cancel).
    @discardableResult
    public func confirmDialog() throws -> Task<Void, Never>? {
        try checkNotQuit()
        return answer(try session.confirmDialog())
    }

    /// The user cancelled the presented dialog.
    public func cancelDialog() throws {
        try checkNotQuit()
        try session.cancelDialog()
    }

    /// Records an answer to an input of the current screen.
    public func answer(_ inputID: String, with value: InputValue) throws {
        try checkNotQuit()
        try session.answer(inputID, with: value)
    }

    /// Selects a plan of the current screen's paywall.
    public func selectPlan(_ planID: String) throws {
        try checkNotQuit()
        try session.selectPlan(planID)
    }

    /// Suspends until the flow ends and returns how; `nil` when the user left
    /// part-way (``quit()``) or the waiting task was cancelled. The wait keeps the
    /// driver alive: when onboarding goes away unfinished, call ``quit()`` (or cancel
    /// the waiting task).
    public func ending() async -> FlowEnding? {
        if let ending = session.ending { return ending }
        if hasQuit { return nil }
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { return continuation.resume(returning: nil) }
                waiters[id] = continuation
            }
        } onCancel: {
            Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume(returning: nil) }
        }
    }

    /// The user left part-way (closed onboarding, the app dismissed it): nothing is
    /// written, and whoever awaits ``ending()`` gets `nil`. A request still being
    /// answered is ignored when its answer comes.
    public func quit() {
        guard !hasQuit, session.ending == nil else { return }
        hasQuit = true
        resumeWaiters(with: nil)
    }

    private func answer(_ request: Request?) -> Task<Void, Never>? {
        guard let request else { return nil }
        return Task { [services] in
            let result = await services.fulfil(request)
            guard !self.hasQuit, self.session.pendingRequest == request else { return }
            try? self.session.resolve(result)
        }
    }

    /// How many tasks are waiting in ``ending()`` (for tests).
    var waiterCount: Int { waiters.count }

    private func checkNotQuit() throws {
        if hasQuit { throw SessionError.ended }
    }

    private func end(with ending: FlowEnding) {
        engine.record(ending)
        resumeWaiters(with: ending)
    }

    private func resumeWaiters(with ending: FlowEnding?) {
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values { continuation.resume(returning: ending) }
    }
}
