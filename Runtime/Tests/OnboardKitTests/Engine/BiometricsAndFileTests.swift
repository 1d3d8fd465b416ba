import Foundation
import Testing

@testable import OnboardKit

/// A `biometrics` request's results `unavailable` and `not-enrolled`, and the `pick-file`
/// request: what the session asks, where each result leads, what a missing service answers,
/// and the schemaVersion they need. The conformance vectors (`flows/everything/secure/`)
/// play the same in a flow.
@Suite("Biometrics and the file picker")
struct BiometricsAndFileTests {
    static func bundle(_ screens: String, version: Int = 4) throws -> OnboardingBundle {
        try Fixtures.decode(
            """
            {"schemaVersion": \(version), "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
             "locales": ["en"], "flows": [{"id": "flow", "trigger": {"kind": "first-launch"},
               "completion": {"setOn": ["complete"]}, "screens": \(screens)}]}
            """)
    }

    /// `unavailable` mapped, `not-enrolled` not: it follows `denied`.
    static let unlock = """
        [{"id": "unlock", "role": "permission-request",
          "buttons": [{"slot": "primary", "action": {"kind": "request-permission", "permission": "biometrics",
              "outcomes": {"allowed": {"kind": "complete"}, "denied": {"kind": "screen", "screen": "passcode"},
                           "unavailable": {"kind": "screen", "screen": "file"}}}}]},
         {"id": "passcode", "role": "information", "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]},
         {"id": "file", "role": "information",
          "buttons": [{"slot": "primary", "action": {"kind": "pick-file", "types": ["application/pdf", "image/*"],
              "outcomes": {"picked": {"kind": "complete"}, "cancelled": {"kind": "stay"}}}}]}]
        """

    @Test(
        "each biometrics result leads to its outcome; not-enrolled, unmapped, follows denied",
        arguments: [
            (PermissionResult.allowed, nil), (.denied, "passcode"), (.unavailable, "file"), (.notEnrolled, "passcode"),
            (.notDetermined, "unlock"),
        ] as [(PermissionResult, String?)])
    func biometrics(result: PermissionResult, screen: String?) throws {
        var session = try Fixtures.session(Self.bundle(Self.unlock))
        #expect(try session.tap(.primary) == .permission(.biometrics))
        try session.resolve(.permission(result))
        #expect(session.ending == nil ? session.screen.id == screen : screen == nil)
    }

    @Test("pick-file asks the app with its types, asks no permission, and follows picked and cancelled")
    func pickFile() throws {
        var session = try Fixtures.session(Self.bundle(Self.unlock))
        try session.tap(.primary)
        try session.resolve(.permission(.unavailable))
        #expect(try session.tap(.primary) == .pickFile(types: ["application/pdf", "image/*"]))
        #expect(
            throws: SessionError.mismatchedResult(
                expected: .pickFile(types: ["application/pdf", "image/*"]), got: .permission(.allowed))
        ) {
            try session.resolve(.permission(.allowed))
        }
        try session.resolve(.file(.cancelled))
        #expect(session.screen.id == "file" && session.pendingRequest == nil)
        try session.tap(.primary)
        try session.resolve(.file(.picked))
        #expect(session.ending?.reason == .completed(result: nil))
    }

    @Test("without a file service the picker is answered cancelled, and missing(for:) names it")
    func missingService() async throws {
        let flow = try Self.bundle(Self.unlock).flows[0]
        #expect(await OnboardingServices().fulfil(.pickFile(types: ["*/*"])) == .file(.cancelled))
        #expect(OnboardingServices().missing(for: flow) == [.permissions, .files])
    }

    @Test("the results' names, as vectors and events write them")
    func names() {
        for name in ["unavailable", "not-enrolled", "picked", "cancelled"] {
            #expect(RequestResult(name: name)?.name == name)
        }
        #expect(RequestResult(name: "not-enrolled") == .permission(.notEnrolled))
        #expect(
            Request.pickFile(types: ["text/plain"]).summary == RequestSummary(kind: "pick-file", types: ["text/plain"]))
    }

    @Test("unavailable and not-enrolled belong to biometrics; a bundle with them or pick-file needs schemaVersion 4")
    func decoding() throws {
        let camera = Self.unlock.replacingOccurrences(of: "\"biometrics\"", with: "\"camera\"")
        #expect(throws: DecodingError.self) { try Self.bundle(camera) }
        #expect(throws: BundleError.self) { try Self.bundle(Self.unlock, version: 3) }
        let picker = """
            [{"id": "file", "role": "information",
              "buttons": [{"slot": "primary", "action": {"kind": "pick-file", "types": ["*/*"], "outcomes": {}}}]}]
            """
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 3, required: 4, reason: "screen 'file' of flow 'flow' has a pick-file button")
        ) { try Self.bundle(picker, version: 3) }
        // A biometrics request with the older results only is no reason for version 4.
        let older = """
            [{"id": "unlock", "role": "permission-request",
              "buttons": [{"slot": "primary", "action": {"kind": "request-permission", "permission": "biometrics",
                  "outcomes": {"allowed": {"kind": "complete"}, "denied": {"kind": "complete"}}}}]}]
            """
        #expect(try Self.bundle(older, version: 2).schemaVersion == 2)
    }
}
