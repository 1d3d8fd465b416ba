import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// One problem, one diagnostic: a node that aliases repeat is decoded at every use, but a
    /// problem inside it is reported once, where it is written, with a note naming the aliases.
    @Suite struct AliasRepeatTests {
        static func spec(transition: String, button: String = "{ label: Next }") -> String {
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: done }
                transition: &move \(transition)
                screens: &tour
                  - id: welcome
                    role: welcome
                    title: Hello
                    primary: \(button)
              - id: replay
                trigger: settings
                completion: { flag: replayed }
                transition: *move
                screens: *tour

            """
        }

        @Test func aMisspeltKeyInAnAliasedMappingIsOneError() throws {
            let found = diagnose(Self.spec(transition: "{ styel: slide, duration: 0.3 }"))
            #expect(found.map(\.located) == ["spec-unknown-key 7:25"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.help == "did you mean 'style'?")
            #expect(
                diagnostic.notes.map(\.message) == ["reported once: this node is used again through `*move` at line 16"]
            )
        }

        @Test func aMissingKeyInAnAliasedMappingIsOneErrorWhereTheMappingIsWritten() throws {
            let found = diagnose(Self.spec(transition: "{ duration: 0.3 }"))
            #expect(found.map(\.located) == ["spec-missing-key 7:17"])
            #expect(
                found.first?.notes.map(\.message) == [
                    "reported once: this node is used again through `*move` at line 16"
                ])
        }

        @Test func aProblemInsideAnAliasedListNamesTheListsAlias() throws {
            let found = diagnose(Self.spec(transition: "{ style: slide }", button: "{ lable: Next }"))
            #expect(found.map(\.located) == ["spec-unknown-key 12:20"])
            #expect(
                found.first?.notes.map(\.message) == [
                    "reported once: this node is used again through `*tour` at line 17"
                ])
        }

        @Test func aProblemWrittenOnceAndUsedOnceHasNoNote() {
            let yaml = Self.spec(transition: "{ style: slide }").replacingOccurrences(
                of: "transition: *move", with: "transition: { stlye: fade }")
            let found = diagnose(yaml)
            #expect(found.map(\.located) == ["spec-unknown-key 16:19"])
            #expect(found.first?.notes == [])
        }

        @Test func aMisspeltRequiredKeyIsNotAlsoMissing() {
            let found = diagnose(Self.spec(transition: "{ styel: slide }"))
            #expect(!found.contains { $0.code == "spec-missing-key" })
        }
    }
}
