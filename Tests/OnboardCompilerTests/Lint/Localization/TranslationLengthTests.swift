import Testing

@testable import OnboardCompiler

@Suite struct TranslationLengthTests {
    static let rule = "l10n-length-budget"

    func spec(_ yaml: String) throws -> Spec {
        try #require(Pipeline.validate(SourceFile(path: "app.yaml", text: yaml)).spec)
    }

    /// The exporter's view: a key's budget by its slot, with the rule's parameters.
    @Test func budgetPerKey() throws {
        let spec = try spec(
            helloSpec("title: Welcome", "primary: { label: Next, action: complete }") + """
                    dialogs:
                      - { id: leave, title: Leave?, confirm: Leave, cancel: Stay }

                """)
        #expect(LengthBudget.characters(for: "tour.hello.title", in: spec) == 40)
        #expect(LengthBudget.characters(for: "tour.hello.primary", in: spec) == 24)
        #expect(LengthBudget.characters(for: "tour.leave.title", in: spec, parameters: ["dialogTitle": "30"]) == 30)
        #expect(LengthBudget.characters(for: "tour.leave.confirm", in: spec, parameters: ["button": "18"]) == 18)
        #expect(LengthBudget.characters(for: "tour.nothing.title", in: spec) == nil)
        #expect(LengthBudget.characters(of: spec.copyUses)["tour.leave.cancel"] == 24)
    }

    /// Characters as a reader sees them; placeholders and `#` count as the width;
    /// a plural counts its longest case.
    @Test func lengthOfAMessage() {
        #expect(LengthBudget.length(of: Message(text: "Cafe\u{301} 👍🏽")) == 6)
        let plural = Message(parts: [
            .text("Du hast "),
            .plural(
                Message.Plural(
                    argument: "n",
                    cases: [
                        .init(selector: .category(.one), parts: [.text("eine Pflanze")]),
                        .init(selector: .category(.other), parts: [.count, .text(" Pflanzen")]),
                    ])),
        ])
        #expect(LengthBudget.length(of: plural) == 8 + 13)
        #expect(LengthBudget.length(of: plural, placeholderWidth: 2) == 8 + 12)
    }

    @Test func reportsTheTranslationAtItsText() {
        let found = findings(
            of: Self.rule, spec: helloSpec("primary: { label: Go, action: complete }"),
            translations: [
                translationFile("de", "tour.hello.primary: Datenschutzeinstellungen öffnen")
            ], parameters: ["button": "30"])
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:23"])
        #expect(
            found.first?.message == "the `de` text of `tour.hello.primary` is 31 characters long; "
                + "the button label of screen `hello` has room for 30")
    }

    /// A screen two flows share through an alias has a key per flow; the same too-long text
    /// for both is one finding, with the second entry as a note. A different text is its own.
    @Test func theSameTextForAnAliasedScreenIsOneFinding() throws {
        let spec = """
            version: 1
            app: { id: demo, name: Demo }
            flows:
              - id: tour
                trigger: settings
                screens: &screens
                  - { id: hello, role: welcome, primary: { label: Go, action: complete } }
              - id: replay
                trigger: settings
                screens: *screens

            """
        let found = findings(
            of: Self.rule, spec: spec,
            translations: [
                translationFile(
                    "de", "tour.hello.primary: Datenschutzeinstellungen öffnen",
                    "replay.hello.primary: Datenschutzeinstellungen öffnen")
            ], parameters: ["button": "30"])
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:23"])
        let notes = try #require(found.first?.notes)
        #expect(
            notes.map(\.message) == [
                "the same text translates `replay.hello.primary`, the same source reused through an alias"
            ])
        #expect(notes.first?.span?.start.line == 4)

        let different = findings(
            of: Self.rule, spec: spec,
            translations: [
                translationFile(
                    "de", "tour.hello.primary: Datenschutzeinstellungen öffnen",
                    "replay.hello.primary: Die Datenschutzeinstellungen öffnen")
            ], parameters: ["button": "30"])
        #expect(different.map(\.place) == ["app.l10n/1.yaml:3:23", "app.l10n/1.yaml:4:25"])
    }
}
