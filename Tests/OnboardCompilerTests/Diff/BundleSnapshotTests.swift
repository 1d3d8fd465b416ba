import BundleFormat
import Foundation
import Testing
@testable import OnboardCompiler

/// Reading bundles back: what `onboardc diff` accepts as a bundle, and what it refuses (exit 2).
@Suite struct BundleSnapshotTests {
    @Test func readsAnEmittedBundleAndItsKeys() throws {
        let compiled = compile(
            specYAML(
                screens: """
                    - { id: welcome, role: welcome, title: Hello, primary: Next }
                    - id: ask
                      role: permission-request
                      title: Camera
                      primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: stay } }
                    """))
        let text = try #require(compiled.text("bundle.json"))
        let bundle = try BundleSnapshot(json: Data(text.utf8))
        // No target chosen by conditions: the lowest version, which every runtime reads.
        #expect(bundle.schemaVersion == OnboardingBundle.supportedSchemaVersions.lowerBound)
        #expect(bundle.appID == "demo")
        let ask = try #require(bundle.model?.flows.first?.screens.last)
        #expect(ask.buttons.first.flatMap { FlowComparison.permission($0.action) } == "camera")
        #expect(ask.buttons.first?.action.outcomes[.denied] == .stay)
        #expect(
            bundle.keys == [
                "onboarding.welcome.title", "onboarding.welcome.primary", "onboarding.ask.title",
                "onboarding.ask.primary",
            ])
    }

    @Test(arguments: [
        (#"{"app": {"id": "demo"}}"#, "not a bundle: `schemaVersion` is missing"),
        (#"{"schemaVersion": "1", "app": {"id": "demo"}}"#, "not a bundle: `schemaVersion` has the wrong type"),
        (#"{"schemaVersion": 2, "app": {}}"#, "not a bundle: `app.id` is missing"),
        (
            #"{"schemaVersion": 2, "app": {"id": "d", "sourceLocale": "en"}, "flows": [{"id": "f", "trigger": {"kind": "first-launch"}, "#
                + #""screens": [{"buttons": []}]}]}"#,
            "not a bundle: `flows[0].screens[0].id` is missing"
        ),
        // Read with the models clients use: a target that points at nothing is refused, as a client refuses it.
        (
            #"{"schemaVersion": 2, "app": {"id": "d", "sourceLocale": "en"}, "flows": [{"id": "f", "trigger": {"kind": "first-launch"}, "#
                + #""screens": [{"id": "a", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "go", "#
                + #""target": {"kind": "screen", "screen": "z"}}}]}]}]}"#,
            "not a bundle: `flows[0].screens`: Flow 'f': screen 'a', primary button: no screen 'z'."
        ),
        ("not json", "not a bundle: not JSON"),
    ])
    func notABundle(json: String, message: String) {
        let error = #expect(throws: DiffFailure.self) { try BundleSnapshot(json: Data(json.utf8)) }
        #expect(error?.description == message)
    }

    @Test func anotherSchemaVersionIsReadNoFurther() throws {
        let bundle = try BundleSnapshot(
            json: Data(#"{"schemaVersion": 5, "app": {"id": "d", "icon": 1}, "future": []}"#.utf8))
        #expect(bundle.schemaVersion == 5)
        #expect(bundle.model == nil)
    }

    @Test func unknownMembersAreIgnored() throws {
        let bundle = try BundleSnapshot(
            json: Data(
                #"{"schemaVersion": 2, "app": {"id": "d", "sourceLocale": "en", "icon": 1}, "flows": [], "future": []}"#
                    .utf8))
        #expect(bundle.model?.flows == [])
        #expect(bundle.listsPlaceholders == false)
    }
}
