import Testing

@testable import OnboardCompiler

struct KeyDocsTests {
    @Test func findsAKeyOfEveryKindOfFileFromTheSameTables() throws {
        let trigger = try #require(KeyDocs.key(at: [.key("flows"), .index(0), .key("trigger")], in: .spec))
        #expect(trigger.mapping == MappingSchema.flow.noun)
        #expect(trigger.requirement == "required")
        #expect(trigger.description == MappingSchema.flow.key("trigger")?.description)
        #expect(trigger.choices.map(\.value) == ["first-launch", "settings", "event"])
        #expect(trigger.meaning(of: "settings")?.hasPrefix("when the user opens it from the app's Settings") == true)
        #expect(trigger.meaning(of: "launch") == nil)
        #expect(KeyDocs.key(at: [.key("locale")], in: .translation)?.mapping == MappingSchema.translation.noun)
        #expect(KeyDocs.key(at: [.key("packs")], in: .config)?.mapping == MappingSchema.config.noun)
    }

    @Test func followsListsShortAndLongFormsAndDictionaries() throws {
        let screen = [KeyDocs.Step.key("flows"), .index(0), .key("screens"), .index(3)]
        let action = try #require(KeyDocs.key(at: screen + [.key("primary"), .key("action")], in: .spec))
        #expect(action.mapping == MappingSchema.button.noun)
        #expect(action.choices.map(\.value).contains("complete"))
        // A key chosen from a closed list: an outcome under `on:`.
        let denied = try #require(KeyDocs.key(at: screen + [.key("primary"), .key("on"), .key("denied")], in: .spec))
        #expect(denied.description.hasPrefix("the user refused the permission"))
        #expect(KeyDocs.key(at: screen + [.key("primary"), .key("on"), .key("grant")], in: .spec) == nil)
        let to = try #require(
            KeyDocs.key(at: screen + [.key("primary"), .key("on"), .key("granted"), .index(0), .key("to")], in: .spec))
        #expect(to.requirement == "required")
        #expect(KeyDocs.key(at: screen + [.key("destructive")], in: .spec) == nil)
        #expect(KeyDocs.key(at: [.key("strings"), .key("onboarding.welcome.title")], in: .translation) == nil)
        #expect(KeyDocs.key(at: [.index(0)], in: .spec) == nil)
    }

    /// Every word of every closed vocabulary says what it means, in words of its own.
    @Test func everyClosedValueHasAMeaning() {
        var words = 0
        for schema in MappingSchema.all {
            for key in schema.own {
                var kinds = [key.value]
                if case .dictionary(let keys, let values) = key.value { kinds = [keys, values] }
                for word in kinds.flatMap(\.choices) {
                    words += 1
                    #expect(
                        word.meaning.count >= 3, "\(schema.name).\(key.name): `\(word.value)` means \"\(word.meaning)\""
                    )
                    #expect(word.meaning != word.value, "\(schema.name).\(key.name): `\(word.value)`")
                }
            }
        }
        #expect(words > 150)
    }

    @Test func describesValuesInAFewWords() {
        #expect(ValueKind.list(.choice(App.Platform.self)).summary == "a list of: one of `ios`, `android`")
        #expect(ValueKind.boolean.summary == "`true` or `false`")
    }
}
