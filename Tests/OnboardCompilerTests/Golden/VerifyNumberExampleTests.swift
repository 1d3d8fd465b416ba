import BundleFormat
import Foundation
import OnboardKit
import Testing

@testable import OnboardCompiler

/// `examples/verify-number.yaml`, the example of a "verify your number" step: it compiles
/// without a finding, and plays in OnboardKit as docs/spec-format.md 3.16 says: the number
/// recorded in E.164, the first code sent from the phone screen, the resend button waiting
/// out its cooldown on the clock the environment gives.
@Suite struct VerifyNumberExampleTests {
    static let path = "examples/verify-number.yaml"

    static func compiled() throws -> (result: Pipeline.Result, bundle: OnboardingBundle) {
        let text = try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
        let result = Pipeline.compile(SourceFile(path: path, text: text))
        let file = try #require(result.outputs.first { $0.path == "verify-number/bundle.json" })
        return (result, try OnboardingBundle(data: Data(file.bytes)))
    }

    /// A clock the test moves itself.
    final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var now = Date(timeIntervalSince1970: 0)
        var clock: OnboardingClock { OnboardingClock { [self] in lock.withLock { now } } }
        func advance(_ seconds: TimeInterval) { lock.withLock { now += seconds } }
    }

    @Test func itIsCleanAndNeedsSchemaVersionFour() throws {
        let (result, bundle) = try Self.compiled()
        #expect(result.diagnostics.map(\.brief) == [])
        #expect(bundle.schemaVersion == OnboardingBundle.fieldSchemaVersion)
    }

    @Test func aVerifiedNumberPlaysToTheEnd() throws {
        let bundle = try Self.compiled().bundle
        let time = TestClock()
        var environment = ConditionEnvironment()
        environment.clock = time.clock
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), environment: environment)
        var session = try #require(engine.session(flowID: "verify"))
        try session.answer("phone", with: .text("0151 12345678"))
        #expect(session.fieldProblems == ["phone": .malformed])
        try session.answer("phone", with: .text("+49 (151) 123-456.78"))
        #expect(session.answer(for: "phone") == .text("+4915112345678"))
        #expect(try session.perform(.tap(.primary)) == .resendCode(phone: "+4915112345678"))
        #expect(session.stateID == "sending")
        try session.resolve(.code(.sent))
        #expect(session.screen.id == "code")
        #expect(!session.isEnabled(.tap(.secondary)) && session.cooldownRemaining(slot: .secondary) == 30)
        time.advance(30)
        #expect(session.isEnabled(.tap(.secondary)) && session.cooldownRemaining(slot: .secondary) == nil)
        #expect(try session.perform(.tap(.secondary)) == .resendCode(phone: "+4915112345678"))
        try session.resolve(.code(.failed))
        #expect(session.stateID == "not-resent" && session.cooldownRemaining(slot: .secondary) == nil)
        _ = try session.perform(.tap(.primary))
        try session.answer("code", with: .text("١٢٣ ٤٥٦"))
        #expect(session.answer(for: "code") == .text("123456"))
        _ = try session.perform(.tap(.primary))
        #expect(session.ending?.answers["code"]?["code"] == .text("123456"))
        #expect(session.ending?.flagSet == "hasVerifiedNumber")
    }
}
