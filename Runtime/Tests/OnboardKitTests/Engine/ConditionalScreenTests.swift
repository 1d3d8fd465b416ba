import Foundation
import Testing

@testable import OnboardKit

/// Screens shown only when a condition holds (`when`, docs/bundle-format.md "screen"): a
/// move that leads to one whose condition does not hold passes it, on in its direction.
@Suite struct ConditionalScreenTests {
    static let returning =
        #"{"op": "eq", "ref": {"kind": "attribute", "id": "isReturning", "type": "bool"}, "value": true}"#
    static let never = #"{"op": "any", "of": []}"#
    static let readsE = #"{"op": "eq", "ref": {"kind": "experiment", "id": "e", "type": "string"}, "value": "b"}"#

    /// `a`, `b` (when `b`), `c` (when `c`), `d`, each with `next` and `back` buttons (`d`'s next completes).
    static func bundle(b: String = returning, c: String = never, dWhen: String? = nil) throws -> OnboardingBundle {
        func screen(_ id: String, next: String, back: String?, when: String?) -> String {
            let backButton =
                back.map {
                    #", {"slot": "back", "labelKey": "k", "action": {"kind": "back", "target": {"kind": "screen", "screen": "\#($0)"}}}"#
                } ?? ""
            return """
                {"id": "\(id)", "role": "information", "titleKey": "t.\(id)", \(when.map { #""when": \#($0), "# } ?? "")
                 "swipe": true, "buttons": [{"slot": "primary", "labelKey": "k", "action": {"kind": "next", "target": \(next)}}\(backButton)]}
                """
        }
        let target = { (id: String) in #"{"kind": "screen", "screen": "\#(id)"}"# }
        return try OnboardingBundle(
            data: Data(
                """
                {"schemaVersion": 3, "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
                 "locales": ["en"], "flows": [{"id": "f", "trigger": {"kind": "first-launch"},
                 "completion": {"flag": "done", "setOn": ["complete"]}, "screens": [
                   \(screen("a", next: target("b"), back: nil, when: nil)),
                   \(screen("b", next: target("c"), back: "a", when: b)),
                   \(screen("c", next: target("d"), back: "b", when: c)),
                   \(screen("d", next: #"{"kind": "complete"}"#, back: "c", when: dWhen))]}],
                 "experiments": [{"id": "e", "salt": "", "variants": [{"id": "a", "weight": 0}, {"id": "b", "weight": 100}]}]}
                """.utf8))
    }

    static func session(_ bundle: OnboardingBundle, returning: Bool) -> FlowSession? {
        FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(),
            environment: ConditionEnvironment(attributes: ["isReturning": .bool(returning)]), userID: "u"
        ).sessionAtLaunch()
    }

    @Test("forward: a screen whose condition holds is shown; the others are passed, one after another")
    func forward() throws {
        var shown = try #require(Self.session(try Self.bundle(), returning: true))
        _ = try shown.perform(.tap(.primary))
        #expect(shown.screen.id == "b")
        _ = try shown.perform(.tap(.primary))
        #expect(shown.screen.id == "d")
        var passed = try #require(Self.session(try Self.bundle(), returning: false))
        _ = try passed.perform(.tap(.primary))
        #expect(passed.screen.id == "d")
        #expect(passed.events.map(\.type) == ["screen-shown", "action", "screen-shown"])
    }

    @Test("back: the screens before are passed backwards; a swipe passes them too")
    func backward() throws {
        var session = try #require(Self.session(try Self.bundle(), returning: false))
        _ = try session.perform(.tap(.primary))
        _ = try session.perform(.tap(.back))
        #expect(session.screen.id == "a")
        _ = try session.perform(.swipeNext)
        #expect(session.screen.id == "d")
        _ = try session.perform(.swipeBack)
        #expect(session.screen.id == "a")
    }

    @Test("passing the last screen ends the flow as reaching its end does")
    func pastTheEnd() throws {
        var session = try #require(Self.session(try Self.bundle(dWhen: Self.never), returning: false))
        _ = try session.perform(.tap(.primary))
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == "done")
    }

    @Test("a condition on a variant exposes it with the screen shown, whether it held or not")
    func exposure() throws {
        var session = try #require(Self.session(try Self.bundle(b: Self.never, c: Self.readsE), returning: false))
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "c")
        #expect(session.events.map(\.type) == ["screen-shown", "action", "experiment-exposed", "screen-shown"])
    }

    @Test("a bundle with a conditional screen needs schemaVersion 3")
    func needsVersion3() throws {
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 2, required: 3, reason: "screen 'b' of flow 'f' is shown only when a condition holds")
        ) { _ = try OnboardingBundle(data: try Self.atVersion2(try Self.bundle())) }
    }

    /// `bundle` written as version 2, without its experiments: what a version-2 client reads.
    static func atVersion2(_ bundle: OnboardingBundle) throws -> Data {
        var tree = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(bundle)) as? [String: Any])
        tree["schemaVersion"] = 2
        tree["experiments"] = nil
        return try JSONSerialization.data(withJSONObject: tree)
    }
}
