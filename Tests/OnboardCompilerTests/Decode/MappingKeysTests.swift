import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Every mapping is read against its keys: unknown keys get a did-you-mean,
    /// missing keys point at the mapping, and a non-mapping is a type mismatch.
    @Suite struct MappingKeysTests {
        @Test func unknownKeyWithDidYouMean() throws {
            let found = diagnose(minimalSpec(screen: "subtitel: Hi"))
            #expect(found.map(\.located) == ["spec-unknown-key 11:9"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "unknown key `subtitel` in a screen")
            #expect(diagnostic.help == "did you mean 'subtitle'?")
        }

        @Test func misspelledTitleSuggestsTitle() throws {
            let found = diagnose(minimalSpec(screen: "titel: Hi"))
            #expect(found.map(\.located) == ["spec-unknown-key 11:9"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "unknown key `titel` in a screen")
            // A swap of two neighbouring letters counts as one edit.
            #expect(diagnostic.help == "did you mean 'title'?")
        }

        @Test func unknownKeyWithoutANearMatchListsTheKeys() throws {
            let found = diagnose("version: 1\napp: { id: demo, name: Demo, colour: green }\nflows: []\n")
            #expect(found.map(\.located) == ["spec-unknown-key 2:30"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "unknown key `colour` in `app`")
            #expect(
                diagnostic.help
                    == "allowed keys: id, name, platforms, sourceLocale, fallbacks, numbers, pseudoLocales, stringTable, android"
            )
        }

        @Test func unknownKeysAreReportedEvenWhenTheMappingFailsEarly() {
            // No `id`: the flow stops decoding, but its other keys are still checked.
            let found = diagnose(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - { trigger: settings, screns: [] }
                """)
            #expect(found.map(\.located) == ["spec-missing-key 4:5", "spec-unknown-key 4:26"])
            #expect(found.first?.message == "a flow needs an `id` key")
        }

        @Test func missingKeyPointsAtTheMapping() throws {
            let found = diagnose("version: 1\napp: { name: Demo }\nflows: []\n")
            #expect(found.map(\.located) == ["spec-missing-key 2:6"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "`app` needs an `id` key")
            #expect(diagnostic.help == "add `id:`; see docs/spec-format.md for its values")
        }

        @Test func missingKeyInABlockMapping() {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - id: goal
                            label: Your goal
                        """))
            #expect(found.map(\.located) == ["spec-missing-key 12:13"])
            #expect(found.first?.message == "an input needs a `kind` key")
        }

        @Test func scalarWhereAMappingIsExpected() {
            let found = diagnose("version: 1\napp: demo\nflows: []\n")
            #expect(found.map(\.located) == ["spec-type-mismatch 2:6"])
            #expect(found.first?.message == "expected a mapping (`app`), found `demo`")
        }

        @Test func emptyValueIsReportedAsNothing() {
            let found = diagnose("version: 1\napp:\nflows: []\n")
            #expect(found.map(\.located) == ["spec-type-mismatch 2:5"])
            #expect(found.first?.message == "expected a mapping (`app`), found nothing")
        }

        @Test func scalarWhereAListIsExpected() {
            let found = diagnose("version: 1\napp: { id: demo, name: Demo }\nflows: onboarding\n")
            #expect(found.map(\.located) == ["spec-type-mismatch 3:8"])
            #expect(found.first?.message == "expected a list (flows), found `onboarding`")
        }
    }
}
