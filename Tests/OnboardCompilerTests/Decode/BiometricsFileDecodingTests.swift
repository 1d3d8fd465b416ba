import BundleFormat
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// `permission: biometrics` with its results `unavailable` and `not-enrolled`, and
    /// `action: pick-file` with its `types`.
    @Suite struct BiometricsFileDecodingTests {
        @Test func aPickFileButtonKeepsItsTypesAndOffersAnyFileWithoutThem() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            primary: { label: Choose, action: pick-file, types: [application/pdf, image/*], on: { picked: next, cancelled: stay } }
                            secondary: { label: Any file, action: pick-file }
                            """)))
            let content = try #require(spec.screen("welcome")?.content)
            guard case .pickFile(let types, let outcomes) = content.button(.primary)?.action.kind,
                case .pickFile(let any, _) = content.button(.secondary)?.action.kind
            else {
                Issue.record("not pick-file actions")
                return
            }
            #expect(types == ["application/pdf", "image/*"])
            #expect(outcomes.map(\.result) == ["picked", "cancelled"])
            #expect(any == ["*/*"])
            #expect(spec.flows[0].usesNewFields)
        }

        /// Each type that is not a lower-case MIME type, at the type, with a help for what was meant.
        @Test func fileTypesAreLowerCaseMIMETypesEachReportedAtItsPlace() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        primary: { label: Choose, action: pick-file, types: [PDF, pdf, "*/png", image/*, Image/PNG, application/pdf] }
                        secondary: { label: Any, action: pick-file, types: [] }
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-file-type 11:62", "spec-file-type 11:67", "spec-file-type 11:72", "spec-file-type 11:90",
                    "spec-file-type 12:60",
                ])
            #expect(found.first?.message == "`PDF` is not a MIME type a file picker takes")
            #expect(found.first?.help?.contains("not a file extension") == true)
            #expect(found[2].help == "`*` stands only for a whole subtype (`image/*`) or for any file (`*/*`)")
            #expect(found[3].help == "write MIME types in lower case: `image/png`")
            #expect(found[4].message == "`types` is empty: the picker would offer no file")
        }

        @Test func typesOnAnotherActionHasNoEffect() {
            let found = diagnose(minimalSpec(screen: "secondary: { label: Later, action: next, types: [text/plain] }"))
            #expect(found.map(\.located) == ["spec-unused-key 11:50"])
        }

        @Test func biometricsTakesUnavailableAndNotEnrolled() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            primary: { label: Turn on, action: request-permission, permission: biometrics, on: { allowed: next, denied: next, unavailable: next, not-enrolled: stay } }
                            """)))
            guard
                case .requestPermission(let permission, let outcomes) = spec.screen("welcome")?.content
                    .button(.primary)?.action.kind
            else {
                Issue.record("not a permission request")
                return
            }
            #expect(permission == .biometrics)
            #expect(outcomes.map(\.result) == ["allowed", "denied", "unavailable", "not-enrolled"])
            #expect(spec.flows[0].usesNewFields)
        }

        /// Biometrics with the older results only is an open-vocabulary value: no schemaVersion 4.
        @Test func biometricsWithTheOlderResultsNeedsNoNewFields() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen:
                            "primary: { label: Turn on, action: request-permission, permission: biometrics, on: { allowed: next, denied: next } }"
                    )))
            #expect(!spec.flows[0].usesNewFields)
        }

        @Test func aBiometricResultOnAnotherPermissionIsReportedAtTheResult() throws {
            let found = diagnose(
                minimalSpec(
                    screen:
                        "primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, unavailable: stay } }"
                ))
            #expect(found.map(\.located) == ["spec-unknown-value 11:103"])
            #expect(found.first?.message == "`unavailable` is not a result of `permission: camera`")
            #expect(
                found.first?.help
                    == "only `permission: biometrics` ends `unavailable`; map `denied` for this permission")
            #expect(found.first?.notes.map(\.message) == ["allowed: allowed, denied, not-determined"])
        }
    }
}
