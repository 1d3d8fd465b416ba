import Foundation

/// Plays one session on the main actor, the way an app's view model does: every
/// request the session makes is answered through the app's ``OnboardingServices``,
/// so none can be dropped; the flag the flow's ending sets is written to the store;
/// every event goes to each subscriber of ``events()``; and the app can `await` the end.
///
/// ```swift
/// let driver = FlowDriver(session: session, engine: engine, services: services)
/// try await driver.perform(.tap(.primary))     // returns once a permission prompt's answer is followed
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
            publish()
            if session != oldValue { onChange?(session) }
            if let ending = session.ending, oldValue.ending == nil { end(with: ending) }
        }
    }
    /// Called with the new session after each change.
    public var onChange: ((FlowSession) -> Void)?
    /// True once ``quit()`` was called: every later call throws ``SessionError/ended``.
    public private(set) var hasQuit = false

    private let engine: FlowEngine
    private let services: OnboardingServices
    private var waiters: [UUID: CheckedContinuation<FlowEnding?, Never>] = [:]
    private var subscribers: [UUID: AsyncStream<FlowEvent>.Continuation] = [:]
    /// How many of the session's events the subscribers have been sent.
    private var published = 0

    /// A driver of `session` (from `engine`, which holds the store the ending's flag is
    /// written to). A restored session whose request was waiting still waits: answer it
    /// with ``resolve(_:)`` or ``cancelRequest()``.
    public init(session: FlowSession, engine: FlowEngine, services: OnboardingServices) {
        self.session = session
        self.engine = engine
        self.services = services
        published = session.events.count
        for event in session.events { engine.record(event) }
    }

    /// Does what the user did, now, as ``FlowSession/perform(_:)``. A request the
    /// action makes is answered through the services in a task on the main actor,
    /// which then follows its outcome; meanwhile the session shows its pending state
    /// and enables nothing. Returns that task (nil without a request). Call this one
    /// where the change must happen before the call returns (a button's action, an
    /// alert's); in async code, `try await perform(_:)` also waits for the answer.
    @discardableResult
    public func perform(_ action: UserAction) throws -> Task<Void, Never>? {
        try checkNotQuit()
        return answer(try session.perform(action))
    }

    /// ``perform(_:)``, returning once the request the action makes, if any, is answered
    /// and its outcome followed.
    public func perform(_ action: UserAction) async throws {
        try checkNotQuit()
        await answer(try session.perform(action))?.value
    }

    /// The user confirmed the presented dialog: its action runs now, as in ``perform(_:)``
    /// (so a dismissal that cancels the dialog right after finds nothing to cancel).
    @discardableResult
    public func confirmDialog() throws -> Task<Void, Never>? {
        try checkNotQuit()
        return answer(try session.confirmDialog())
    }

    /// ``confirmDialog()``, returning once the request its action makes, if any, is answered.
    public func confirmDialog() async throws {
        try checkNotQuit()
        await answer(try session.confirmDialog())?.value
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

    /// Answers the waiting request yourself: a restored session's (back from Settings,
    /// `settingsOpened`; a permission, what the system says now), as ``FlowSession/resolve(_:)``.
    public func resolve(_ result: RequestResult) throws {
        try checkNotQuit()
        try session.resolve(result)
    }

    /// The waiting request cannot be fulfilled: the user stays where they were.
    public func cancelRequest() throws {
        try checkNotQuit()
        try session.cancelRequest()
    }

    /// Every event of the session, from its first `screen-shown` (those before the call
    /// first), then each as it happens, ending after `flow-ended` or `flow-left`. Each
    /// call is a stream of its own: analytics, logging and a test can all subscribe.
    public func events() -> AsyncStream<FlowEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: FlowEvent.self)
        for event in session.events.prefix(published) { continuation.yield(event) }
        guard session.ending == nil, !hasQuit else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        return stream
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
    /// written, the event `flow-left` goes out, and whoever awaits ``ending()`` gets
    /// `nil`. A request still being answered is ignored when its answer comes.
    public func quit() {
        guard !hasQuit, session.ending == nil else { return }
        hasQuit = true
        session.log(.flowLeft)
        finishSubscribers()
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

    /// Sends the session's new events to every subscriber.
    private func publish() {
        let events = session.events
        guard events.count > published else { return }
        for event in events[published...] {
            engine.record(event)
            for continuation in subscribers.values { continuation.yield(event) }
        }
        published = events.count
    }

    private func end(with ending: FlowEnding) {
        engine.record(ending)
        finishSubscribers()
        resumeWaiters(with: ending)
    }

    private func finishSubscribers() {
        let streams = subscribers
        subscribers = [:]
        for continuation in streams.values { continuation.finish() }
    }

    private func resumeWaiters(with ending: FlowEnding?) {
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values { continuation.resume(returning: ending) }
    }
}
