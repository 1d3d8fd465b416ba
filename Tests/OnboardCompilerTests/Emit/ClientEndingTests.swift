import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler

/// A flow ended by its close button, compiled and played the way an app plays it: OnboardKit
/// ends it as dismissed, and sets the flag iff `setOn` lists `dismiss`.
@Suite struct ClientEndingTests {
    static func bundle(
        setOn: String, close: String = "{ icon: xmark, accessibilityLabel: Close }"
    ) throws -> OnboardingBundle {
        let compiled = compile(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: hasOnboarded, setOn: \(setOn) }
                screens:
                  - { id: offer, role: paywall, title: Go Pro, primary: Next, close: \(close) }
                  - { id: done, role: completion, title: Done, primary: { label: Done, action: complete } }
            """)
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compiled.diagnostics.map(\.located))")
        let json = try #require(compiled.text("demo/bundle.json"))
        return try OnboardingBundle(data: Data(json.utf8))
    }

    static func closed(_ bundle: OnboardingBundle) throws -> FlowEnding? {
        var session = FlowSession(flow: try #require(bundle.flows.first))
        #expect(try session.perform(.tap(.close)) == nil)
        return session.ending
    }

    @Test func aCloseButtonSetsTheFlagWhenSetOnListsDismiss() throws {
        let bundle = try Self.bundle(setOn: "[complete, dismiss]")
        #expect(bundle.flows.first?.completion.setOn == [.complete, .dismiss])
        let ending = try #require(try Self.closed(bundle))
        #expect(ending.reason == .dismissed(result: nil))
        #expect(ending.flagSet == "hasOnboarded")
    }

    @Test func aCloseButtonSetsNoFlagWhenSetOnDoesNotListDismiss() throws {
        let ending = try #require(try Self.closed(Self.bundle(setOn: "[complete]")))
        #expect(ending.reason == .dismissed(result: nil))
        #expect(ending.flagSet == nil)
    }

    /// Skipping to the end from a close button is a dismissal too, and keeps no result.
    @Test func aCloseButtonThatSkipsDismisses() throws {
        let ending = try #require(
            try Self.closed(
                Self.bundle(
                    setOn: "[complete, skip]", close: "{ icon: xmark, accessibilityLabel: Close, action: skip }")))
        #expect(ending.reason == .dismissed(result: nil))
        #expect(ending.flagSet == nil)
    }

    @Test func aCloseButtonsResultIsKept() throws {
        let ending = try #require(
            try Self.closed(
                Self.bundle(
                    setOn: "[dismiss, complete]", close: "{ icon: xmark, accessibilityLabel: Close, result: later }")))
        #expect(ending.reason == .dismissed(result: "later"))
        #expect(ending.result == "later")
        #expect(ending.flagSet == "hasOnboarded")
    }

    /// The completing button on the last screen still completes.
    @Test func theLastScreensButtonCompletes() throws {
        var session = FlowSession(flow: try #require(try Self.bundle(setOn: "[complete, dismiss]").flows.first))
        #expect(try session.perform(.tap(.primary)) == nil)
        #expect(try session.perform(.tap(.primary)) == nil)
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == "hasOnboarded")
    }
}
