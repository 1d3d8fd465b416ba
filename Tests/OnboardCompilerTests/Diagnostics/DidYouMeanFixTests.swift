import Testing

@testable import OnboardCompiler

/// Each did-you-mean carries the fix that writes the suggestion in place of the misspelt
/// text, at its exact span; applied, the finding is gone and nothing new appears.
@Suite struct DidYouMeanFixTests {
    /// A valid spec; `screen`: lines added to its first screen (indented 8 spaces), `top`: top-level lines.
    static func spec(screen: String = "", top: String = "") -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        \(top)flows:
          - id: intro
            trigger: settings
            screens:
              - id: a
                role: welcome
                title: Welcome
        \(screen)        primary: { label: Next }
              - { id: b, role: completion, primary: { label: Done, action: complete } }

        """
    }

    /// The one edit of the one fix of the one finding with `code`: its place and text.
    func edit(_ harness: FixHarness, _ code: String) throws -> (place: String, text: String, fix: Fix) {
        let (_, fix) = try harness.fix(code)
        let edit = try #require(fix.edits.first)
        #expect(fix.edits.count == 1)
        #expect(fix.isPreferred)
        let place = "\(edit.span.file):\(edit.span.start.line):\(edit.span.start.column)-\(edit.span.end.column)"
        return (place, edit.newText, fix)
    }

    @Test func unknownKey() throws {
        let harness = FixHarness(Self.spec(screen: "        bodyy: Hello\n"))
        let found = try edit(harness, "spec-unknown-key")
        #expect(found.place == "spec.yaml:10:9-14")
        #expect(found.text == "body")
        #expect(found.fix.title == "Change `bodyy` to `body`")
        try harness.fixing("spec-unknown-key")
    }

    /// Compose's spelling of a Material Symbols name, written as Material Symbols writes it.
    @Test func androidIconSpelling() throws {
        let harness = FixHarness(
            Self.spec().replacingOccurrences(
                of: "primary: { label: Next }", with: "primary: { label: Next, icon: book, androidIcon: MenuBook }"))
        let found = try edit(harness, "spec-invalid-android-icon")
        #expect(found.place == "spec.yaml:10:58-66")
        #expect(found.text == "menu_book")
        try harness.fixing("spec-invalid-android-icon")
    }

    @Test func unknownValueQuoted() throws {
        let harness = FixHarness(Self.spec().replacingOccurrences(of: "role: welcome", with: "role: \"welcom\""))
        let found = try edit(harness, "spec-unknown-value")
        #expect(found.place == "spec.yaml:8:15-23")
        #expect(found.text == "welcome")
        try harness.fixing("spec-unknown-value")
    }

    @Test func unknownTarget() throws {
        let harness = FixHarness(
            Self.spec().replacingOccurrences(
                of: "primary: { label: Next }", with: "primary: { label: Next, action: go, to: bb }"))
        let found = try edit(harness, "spec-unknown-reference")
        #expect(found.place == "spec.yaml:10:49-51")
        #expect(found.text == "b")
        try harness.fixing("spec-unknown-reference")
    }

    @Test func unknownColour() throws {
        let harness = FixHarness(
            Self.spec(screen: "        color: brandd\n", top: "theme:\n  colors: { brand: \"#0A5042\" }\n"))
        #expect(try edit(harness, "spec-unknown-reference").text == "brand")
        try harness.fixing("spec-unknown-reference")
    }

    @Test func unknownLinkInCopy() throws {
        let harness = FixHarness(
            Self.spec(
                screen: "        body: \"Read the [terms](term)\"\n",
                top: "links: { terms: \"https://example.com/t\" }\n"))
        let found = try edit(harness, "spec-unknown-link")
        #expect(found.place == "spec.yaml:11:33-37")
        #expect(found.text == "terms")
        try harness.fixing("spec-unknown-link")
    }

    @Test func unknownLinkInAnEscapedTextHasNoFix() throws {
        let harness = FixHarness(
            Self.spec(
                screen: "        body: \"Read the \\\"[terms](term)\\\"\"\n",
                top: "links: { terms: \"https://example.com/t\" }\n"))
        let found = try #require(harness.findings().first { $0.code == "spec-unknown-link" })
        #expect(found.help == "did you mean 'terms'?")
        #expect(found.fixes.isEmpty)
    }

    @Test func conditionReferenceAndValue() throws {
        let base = Self.spec(
            screen: "        inputs:\n"
                + "          - { id: plan, kind: single-choice, options: [{ id: free, label: Free }, { id: pro, label: Pro }] }\n"
        ).replacingOccurrences(
            of: "primary: { label: Next }",
            with: "primary: { label: Next, action: go, to: [{ when: 'answer.plann == \"free\"', to: b }, { to: b }] }")
        let harness = FixHarness(base)
        #expect(try edit(harness, "spec-condition-unknown-reference").text == "plan")
        try harness.fixing("spec-condition-unknown-reference")
        let misspeltValue = FixHarness(base.replacingOccurrences(of: "plann == \"free\"", with: "plan == \"fre\""))
        #expect(try edit(misspeltValue, "spec-condition-type").text == "\"free\"")
        try misspeltValue.fixing("spec-condition-type")
        let keyword = FixHarness(base.replacingOccurrences(of: "answer.plann", with: "answr.plan"))
        #expect(try edit(keyword, "spec-condition-syntax").text == "answer")
        try keyword.fixing("spec-condition-syntax")
    }

    @Test func sampleName() throws {
        let harness = FixHarness(
            Self.spec().replacingOccurrences(of: "title: Welcome", with: "title: \"Hi {name}\"")
                + "samples:\n  nmae: Maya\n")
        #expect(try edit(harness, "spec-sample-mismatch").text == "name")
        try harness.fixing("spec-sample-mismatch")
    }

    @Test func ruleInTheConfiguration() throws {
        let harness = FixHarness(Self.spec(), config: "rules:\n  copy-exclamation: off\n  copy-exclamatoin: warning\n")
        let found = try edit(harness, "config-unknown-rule")
        #expect(found.place == "onboardc.yaml:3:3-19")
        #expect(found.text == "copy-exclamation")
    }

    @Test func ruleInASuppression() throws {
        let harness = FixHarness(
            Self.spec().replacingOccurrences(
                of: "        title: Welcome\n",
                with: "        # onboardc-disable-next-line copy-exclamatoin -- a greeting\n        title: Welcome!\n"))
        let found = try edit(harness, "lint-suppression-unknown-rule")
        #expect(found.place == "spec.yaml:9:38-54")
        #expect(found.text == "copy-exclamation")
        try harness.fixing("lint-suppression-unknown-rule")
    }

    @Test func obsoleteTranslationKey() throws {
        let harness = FixHarness(
            Self.spec(top: ""),
            translations: [
                "de.yaml":
                    "locale: de\nstrings:\n  intro.a.titel: Willkommen\n  intro.a.primary: Weiter\n  intro.b.primary: Fertig\n"
            ])
        #expect(try edit(harness, "l10n-obsolete-key").text == "intro.a.title")
        try harness.fixing("l10n-obsolete-key")
    }

    @Test func numbersOfALocaleNotShipped() throws {
        let harness = FixHarness(
            Self.spec().replacingOccurrences(
                of: "app: { id: demo, name: Demo }", with: "app: { id: demo, name: Demo, numbers: { fa: arab } }"),
            translations: [
                "fr.yaml": "locale: fr\nstrings:\n  intro.a.title: Bienvenue\n  intro.a.primary: Suivant\n"
                    + "  intro.b.primary: Fini\n"
            ])
        let found = try edit(harness, "l10n-numbers-locale")
        #expect(found.text == "fr")
        #expect(found.place == "spec.yaml:2:41-43")
        try harness.fixing("l10n-numbers-locale")
    }

    @Test func suggestionsThatAreNotPlainYAMLAreQuoted() {
        #expect(Fix.scalar("slide") == "slide")
        #expect(Fix.scalar("checkmark.circle.fill") == "checkmark.circle.fill")
        #expect(Fix.scalar("a b") == "\"a b\"")
        #expect(Fix.scalar("-x") == "\"-x\"")
        #expect(Fix.scalar("say \"hi\"") == "\"say \\\"hi\\\"\"")
    }

    @Test func applyRejectsOverlappingEdits() {
        let place = { (start: Int, end: Int) in
            SourceSpan(
                file: "f", start: SourceLocation(line: 1, column: start + 1, offset: start),
                end: SourceLocation(line: 1, column: end + 1, offset: end))
        }
        let bytes = Array("abcdef".utf8)
        let apart = [Fix.Edit(span: place(4, 5), newText: "E"), Fix.Edit(span: place(0, 1), newText: "A")]
        #expect(Fix.apply(apart, in: "f", to: bytes).map { String(decoding: $0, as: UTF8.self) } == "AbcdEf")
        #expect(
            Fix.apply(
                [Fix.Edit(span: place(0, 3), newText: ""), Fix.Edit(span: place(2, 4), newText: "")], in: "f", to: bytes
            ) == nil)
    }
}

/// What one pass of `lint --fix` makes: one fix of each finding with exactly one, none that
/// meets another's place.
@Suite struct FixSelectionTests {
    static func edit(_ start: Int, _ end: Int, _ text: String) -> Fix.Edit {
        Fix.Edit(
            span: SourceSpan(
                file: "f", start: SourceLocation(line: 1, column: start + 1, offset: start),
                end: SourceLocation(line: 1, column: end + 1, offset: end)), newText: text)
    }

    static func finding(at offset: Int, _ fixes: [[Fix.Edit]]) -> Diagnostic {
        let edit = edit(offset, offset, "")
        return Diagnostic(.warning, code: "r", "m", at: edit.span, fixes: fixes.map { Fix("t", edits: $0) })
    }

    @Test func takesOneFixPerFindingAndNoneThatMeetsAnother() {
        let findings = [
            Self.finding(at: 0, [[Self.edit(0, 3, "a")]]),
            Self.finding(at: 1, [[Self.edit(2, 4, "clash")]]),
            Self.finding(at: 5, [[Self.edit(5, 5, "insert")]]),
            Self.finding(at: 5, [[Self.edit(5, 5, "same place")]]),
            Self.finding(at: 6, [[Self.edit(6, 7, "b")], [Self.edit(6, 7, "c")]]),
            Self.finding(at: 8, [[Self.edit(8, 9, "d")]]),
        ]
        #expect(FixSelection.edits(of: findings)["f"]?.map(\.newText) == ["a", "insert", "d"])
    }
}
