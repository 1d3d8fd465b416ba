import Testing

@testable import OnboardCompiler

struct KeyDocsTests {
    @Test func findsAKeyOfEveryKindOfFileFromTheSameTables() throws {
        let trigger = try #require(KeyDocs.key(at: [.key("flows"), .index(0), .key("trigger")], in: .spec))
        #expect(trigger.mapping == MappingSchema.flow.noun)
        #expect(trigger.requirement == "required")
        #expect(trigger.description == MappingSchema.flow.key("trigger")?.description)
        #expect(trigger.choices.contains("first-launch"))
        #expect(KeyDocs.key(at: [.key("locale")], in: .translation)?.mapping == MappingSchema.translation.noun)
        #expect(KeyDocs.key(at: [.key("packs")], in: .config)?.mapping == MappingSchema.config.noun)
    }

    @Test func followsListsShortAndLongFormsAndDictionaries() throws {
        let screen = [KeyDocs.Step.key("flows"), .index(0), .key("screens"), .index(3)]
        let action = try #require(KeyDocs.key(at: screen + [.key("primary"), .key("action")], in: .spec))
        #expect(action.mapping == MappingSchema.button.noun)
        #expect(action.choices.contains("complete"))
        let to = try #require(
            KeyDocs.key(at: screen + [.key("primary"), .key("on"), .key("granted"), .index(0), .key("to")], in: .spec))
        #expect(to.requirement == "required")
        #expect(KeyDocs.key(at: screen + [.key("destructive")], in: .spec) == nil)
        #expect(KeyDocs.key(at: [.key("strings"), .key("onboarding.welcome.title")], in: .translation) == nil)
        #expect(KeyDocs.key(at: [.index(0)], in: .spec) == nil)
    }

    @Test func describesValuesInAFewWords() {
        #expect(ValueKind.list(.choice(["ios", "android"])).summary == "a list of: one of `ios`, `android`")
        #expect(ValueKind.boolean.summary == "`true` or `false`")
    }
}
