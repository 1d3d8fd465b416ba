import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// The root of a spec: `version`, `app`, and problems reported all in one run.
    @Suite struct SpecDecodingTests {
        private func app(_ fields: String) -> String {
            "version: 1\napp: { \(fields) }\nflows: []\n"
        }

        @Test func unsupportedVersion() throws {
            let found = diagnose("version: 2\napp: { id: demo, name: Demo }\nflows: []\n")
            #expect(found.map(\.located) == ["spec-unsupported-version 1:10"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "spec format version 2 is not supported by this onboardc")
            #expect(diagnostic.help == "supported versions: 1")
        }

        /// An app id names the output folder `generated/<id>/`: nothing that could leave it is an id.
        @Test(arguments: ["../x", "..", "a/b", "/tmp", "Demo", "1app", "a--b", "a-", "über", "a_b", "a.b", ""])
        func invalidAppID(id: String) throws {
            let found = diagnose(app("id: \"\(id)\", name: Demo"))
            #expect(found.map(\.located) == ["spec-invalid-id 2:12"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "`\(id)` is not a valid id")
            #expect(diagnostic.help?.contains("lower-case letters, digits and single dashes") == true)
        }

        /// `stringTable` names files (`<table>.xcstrings`, `<locale>.lproj/<table>.strings`).
        @Test(arguments: ["../x", "a/b", "1x", "_x", "On boarding", "Onbörding", String(repeating: "a", count: 65)])
        func invalidStringTable(table: String) throws {
            let found = diagnose(app("id: demo, name: Demo, stringTable: \"\(table)\""))
            #expect(found.map(\.located) == ["spec-invalid-string-table 2:43"])
            #expect(found.first?.message == "`\(table)` cannot name a string table")
        }

        @Test func stringTableDefaultsToLocalizable() throws {
            #expect(decode(app("id: demo, name: Demo"))?.app.stringTable == "Localizable")
            #expect(
                decode(app("id: demo, name: Demo, stringTable: Onboarding_v2-x"))?.app.stringTable == "Onboarding_v2-x")
        }

        @Test(arguments: ["demo", "camera-permission", "a1-b2"])
        func validAppID(id: String) throws {
            let spec = try #require(decode(app("id: \(id), name: Demo")))
            #expect(spec.app.id == id)
        }

        @Test(arguments: ["en_US", "EN", "e", "en-", "english", "en-US-", "123"])
        func invalidLocale(tag: String) throws {
            let found = diagnose(app("id: demo, name: Demo, sourceLocale: \(tag)"))
            #expect(found.map(\.located) == ["spec-invalid-locale 2:44"])
            #expect(found.first?.message == "`\(tag)` is not a BCP-47 language tag")
        }

        @Test(arguments: ["en", "no", "pt-BR", "zh-Hant", "es-419", "fil"])
        func validLocale(tag: String) throws {
            let spec = try #require(decode(app("id: demo, name: Demo, sourceLocale: \(tag)")))
            #expect(spec.app.sourceLocale == tag)
        }

        @Test func appDefaults() throws {
            let spec = try #require(decode(app("id: demo, name: Demo")))
            #expect(spec.app.sourceLocale == "en")
            #expect(spec.app.platforms == [.ios, .android])
            #expect(spec.version == 1)
            #expect(spec.flows.isEmpty)
        }

        @Test func rootMustBeAMapping() {
            let found = diagnose("- version: 1\n")
            #expect(found.map(\.located) == ["spec-type-mismatch 1:1"])
            #expect(found.first?.message == "expected a mapping (the spec), found a list")
        }

        @Test func missingRootKeysPointAtTheRoot() {
            let found = diagnose("app: { id: demo, name: Demo }\n")
            #expect(found.map(\.located) == ["spec-missing-key 1:1", "spec-missing-key 1:1"])
            #expect(Set(found.map(\.message)) == ["the spec needs a `version` key", "the spec needs a `flows` key"])
        }

        @Test func duplicateFlowIDNotesTheFirst() throws {
            let found = diagnose(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - { id: tour, trigger: settings, screens: [{ id: a, role: welcome }] }
                  - { id: tour, trigger: settings, screens: [{ id: b, role: welcome }] }
                """)
            #expect(found.map(\.located) == ["spec-duplicate-id 5:11"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "flow id `tour` is used twice")
            #expect(diagnostic.notes.map(\.message) == ["`tour` is first used here"])
            #expect(diagnostic.notes.first?.span?.start.line == 4)
            #expect(diagnostic.notes.first?.span?.start.column == 11)
        }

        /// A writer sees every problem in one run: independent mistakes are each reported.
        @Test func everyProblemInOneRun() {
            let found = diagnose(
                """
                version: 1
                app: { id: Demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-lanch
                    screens:
                      - id: welcome
                        role: welcome
                        titel: Welcome
                        optional: yes
                """)
            #expect(
                found.map(\.located) == [
                    "spec-invalid-id 2:12", "spec-unknown-value 5:14", "spec-unknown-key 9:9",
                    "spec-type-mismatch 10:19",
                ])
        }

        @Test func threeMistakesOnOneScreenGiveThreeDiagnostics() {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        subtitel: Hi
                        optional: yes
                        color: brnd
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-unknown-key 11:9", "spec-type-mismatch 12:19", "spec-unknown-reference 13:16",
                ])
        }

        @Test func aDecodeErrorMeansNoSpec() {
            let result = Pipeline.validate(SourceFile(path: "spec.yaml", text: minimalSpec(screen: "optional: yes")))
            #expect(result.spec == nil)
            #expect(result.hasErrors)
        }
    }
}
