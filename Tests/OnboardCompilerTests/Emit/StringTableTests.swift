import Testing
@testable import OnboardCompiler

/// Keys come from ids, so different copy can meet under one key (an input named like a slot) or
/// under one Android name (`.` and `-` both become `_`). Screens start on line 11 (see `specYAML`).
@Suite struct StringTableTests {
    /// Input `title` of screen `welcome` has the key of the screen's title.
    static func inputNamedTitle(label: String) -> String {
        specYAML(
            screens: """
                  - id: welcome
                    role: form
                    title: Hello
                    inputs:
                      - id: title
                        kind: checkbox
                        label: \(label)
                """)
    }

    @Test func sameKeyWithAnotherTextIsAConflict() throws {
        let compiled = compile(Self.inputNamedTitle(label: "Other"))
        #expect(compiled.diagnostics.map(\.brief) == ["emit-string-key-conflict 17:20"])
        let diagnostic = try #require(compiled.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "string key `onboarding.welcome.title` is used for two different texts")
        #expect(diagnostic.span.end.line == 17 && diagnostic.span.end.column == 25)
        #expect(diagnostic.notes.map(\.message) == ["the key is first used here"])
        #expect(diagnostic.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "13:16")
        #expect(compiled.result.outputs.isEmpty)
    }

    @Test func sameKeyWithTheSameTextIsOneEntry() throws {
        let compiled = compile(Self.inputNamedTitle(label: "Hello"))
        #expect(compiled.diagnostics.isEmpty)
        let spec = try #require(compiled.result.spec)
        let table = StringTable(SpecAnalysis(spec), diagnostics: DiagnosticSink())
        #expect(table.entries.map(\.key) == ["onboarding.welcome.title"])
        #expect(table.entries.map(\.text) == ["Hello"])
    }

    @Test func sameKeyWithAnotherCommentIsAConflict() {
        let yaml = Self.inputNamedTitle(label: "{ text: Hello, comment: a checkbox }")
        #expect(compile(yaml).diagnostics.map(\.brief) == ["emit-string-key-conflict 17:28"])
    }

    /// `onboarding.a-b.title` (screen `a-b`) and `onboarding.a.b.title` (state `b` of screen `a`).
    static func dotAndDash(platforms: String) -> String {
        specYAML(
            platforms: platforms,
            screens: """
                  - id: a-b
                    role: information
                    title: Dash
                  - id: a
                    role: information
                    title: Dot
                    states:
                      - id: b
                        title: State
                """)
    }

    @Test func dotAndDashMeetInOneAndroidName() throws {
        let yaml = Self.dotAndDash(platforms: "[ios, android]")
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let stateLine = try #require(lines.firstIndex { $0.hasSuffix("title: State") }) + 1
        let stateColumn = lines[stateLine - 1].count - "State".count + 1
        let dashLine = try #require(lines.firstIndex { $0.hasSuffix("title: Dash") }) + 1
        let compiled = compile(yaml)
        #expect(compiled.diagnostics.map(\.brief) == ["emit-android-name-collision \(stateLine):\(stateColumn)"])
        #expect(compiled.diagnostics.first?.notes.first?.span?.start.line == dashLine)
        let diagnostic = try #require(compiled.diagnostics.first)
        #expect(
            diagnostic.message == "string keys `onboarding.a-b.title` and `onboarding.a.b.title` both become "
                + "the Android resource name `demo_onboarding_a_b_title`")
        #expect(diagnostic.span.file == "spec.yaml")
        #expect(diagnostic.help == "rename one of the ids so that the keys differ in more than `.` and `-`")
        #expect(compiled.result.outputs.isEmpty)
    }

    @Test func dotAndDashAreFineWithoutAndroid() {
        let compiled = compile(Self.dotAndDash(platforms: "[ios]"))
        #expect(compiled.diagnostics.isEmpty)
        #expect(
            compiled.paths == [
                "demo/bundle.json", "demo/ios/Localizable.xcstrings", "demo/ios/en.lproj/Localizable.strings",
            ])
    }

    @Test func entriesAreSortedByCodePoint() throws {
        let spec = try #require(compile(Self.dotAndDash(platforms: "[ios]")).result.spec)
        let keys = StringTable(SpecAnalysis(spec), diagnostics: DiagnosticSink()).entries.map(\.key)
        #expect(keys == ["onboarding.a-b.title", "onboarding.a.b.title", "onboarding.a.title"])
    }
}
