import Testing
@testable import OnboardKit

/// `FlowDriver`: requests answered through the services, the flag written at the end,
/// the end awaited, leaving part-way.
@Suite("Driving a session on the main actor")
@MainActor
struct FlowDriverTests {
    let bundle: OnboardingBundle
    let store = RecordingStore()

    init() throws {
        bundle = try Fixtures.bundle(
            completion: #"{"flag": "done", "setOn": ["complete"]}"#, screens: RequestTests.permissionScreens)
    }

    func driver(_ services: OnboardingServices = ServicesSpy().services) throws -> FlowDriver {
        let engine = FlowEngine(bundle: bundle, store: store)
        return FlowDriver(session: try #require(engine.sessionAtLaunch()), engine: engine, services: services)
    }

    /// A task waiting in `driver.ending()`, returned once it is registered there.
    func waiting(on driver: FlowDriver) async -> Task<FlowEnding?, Never> {
        let count = driver.waiterCount
        let task = Task { await driver.ending() }
        while driver.waiterCount == count { await Task.yield() }
        return task
    }

    @Test("an action happens at once; its request is answered through the services and its outcome followed")
    func requestAnswered() async throws {
        let services = ServicesSpy(permissionAnswers: [.camera: .denied])
        let driver = try driver(services.services)
        // In async code the call that returns the task is asked for by its type.
        let answering = try #require(try driver.perform(.tap(.primary)) as Task<Void, Never>?)
        #expect(driver.session.pendingRequest == .permission(.camera) && driver.session.stateID == "loading")
        await answering.value
        #expect(services.permissionsAsked == [.camera])
        #expect(driver.session.pendingRequest == nil)
        #expect(driver.session.stateID == "denied")
        try await driver.perform(.tap(.primary))  // Open Settings, then the end
        #expect(services.settingsOpened == 1)
        #expect(driver.session.ending?.reason == .completed(result: nil))
    }

    @Test("the end is awaited, and its flag written once, when the flow ends")
    func endingAwaited() async throws {
        let driver = try driver()
        var changes: [String] = []
        driver.onChange = { changes.append($0.stateID ?? $0.screen.id) }
        let first = await waiting(on: driver), second = await waiting(on: driver)
        #expect(driver.waiterCount == 2)
        try await driver.perform(.tap(.primary))
        #expect(store.writes.isEmpty)
        #expect(try driver.perform(.tap(.primary)) as Task<Void, Never>? == nil)
        let ending = try #require(await first.value)
        #expect(await second.value == ending)
        #expect(driver.waiterCount == 0)
        #expect(ending.reason == .completed(result: nil) && ending.flagSet == "done")
        #expect(store.writes == [.init(key: "done", value: true)])
        #expect(await driver.ending() == ending)
        #expect(changes == ["loading", "end", "end"])
        #expect(throws: SessionError.ended) { try driver.perform(.tap(.primary)) }
    }

    @Test("leaving part-way writes nothing, tells whoever waits, and ignores the answer of a prompt still up")
    func quit() async throws {
        let services = QuittingServices()
        let driver = try driver(services.services)
        services.driver = driver
        let waiter = await waiting(on: driver)
        try await driver.perform(.tap(.primary))  // the user leaves while the camera prompt is up
        #expect(driver.hasQuit)
        #expect(await waiter.value == nil)
        #expect(driver.waiterCount == 0)
        #expect(driver.session.pendingRequest == .permission(.camera), "the prompt's answer came after the quit")
        #expect(await driver.ending() == nil)
        #expect(store.writes.isEmpty)
        #expect(throws: SessionError.ended) { try driver.cancelDialog() }
    }

    @Test("a task that stops waiting gets nil; the others, and the flow, go on")
    func cancelledWait() async throws {
        let driver = try driver()
        let cancelled = await waiting(on: driver), kept = await waiting(on: driver)
        cancelled.cancel()
        #expect(await cancelled.value == nil)
        try await driver.perform(.tap(.primary))
        #expect(driver.session.screen.id == "end")
        try await driver.perform(.tap(.primary))
        #expect(await kept.value?.reason == .completed(result: nil))
    }

    @Test("answers and plan choices wait while a request is pending, as every action does")
    func inputsWait() async throws {
        var session = try Fixtures.session(bundle)
        #expect(try session.tap(.primary) == .permission(.camera))
        #expect(throws: SessionError.waiting) { try session.answer("any", with: .checked(true)) }
        #expect(throws: SessionError.waiting) { try session.selectPlan("any") }
    }

    @Test("a copy of a session holds no store: playing it to the end writes nothing")
    func copiesWriteNothing() async throws {
        let driver = try driver()
        var copy = driver.session
        #expect(try copy.tap(.primary) == .permission(.camera))
        try copy.resolve(.permission(.allowed))
        try copy.tap(.primary)
        #expect(copy.ending?.flagSet == "done")
        #expect(store.writes.isEmpty)
        // A session is Sendable: it can be handed to another task.
        let elsewhere = await Task.detached { [copy] in copy.ending?.reason }.value
        #expect(elsewhere == .completed(result: nil))
    }

    @Test("a request the app cannot fulfil is cancelled: the pending state goes and the user can act again")
    func cancelRequest() throws {
        var session = try Fixtures.session(bundle)
        #expect(try session.tap(.primary) == .permission(.camera))
        #expect(session.availableActions.isEmpty)
        try session.cancelRequest()
        #expect(session.pendingRequest == nil && session.state == nil)
        #expect(session.availableActions == [.tap(.primary)])
        #expect(throws: SessionError.noPendingRequest) { try session.cancelRequest() }
    }
}

/// Services whose permission prompt is interrupted: the user leaves before answering.
@MainActor
final class QuittingServices: PermissionService {
    weak var driver: FlowDriver?

    func requestPermission(_ permission: Permission) async -> PermissionResult {
        driver?.quit()
        return .allowed
    }

    var services: OnboardingServices { OnboardingServices(permissions: self) }
}
