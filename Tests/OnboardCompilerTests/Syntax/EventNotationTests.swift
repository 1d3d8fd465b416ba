import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// The event layer in yaml-test-suite notation (`onboardc debug events`).
    @Suite struct EventNotationTests {
        func events(_ yaml: String) -> [String] {
            let (events, error) = EventNotation.render(SourceFile(path: "e.yaml", text: yaml))
            #expect(error == nil)
            return ConformanceSuite.lines(events)
        }

        @Test func everyKindOfEvent() {
            let yaml =
                "--- \n- &a plain\n- 'single'\n- \"dq\\t\\\\\"\n- *a\n- {k: v}\n- !!str x\n- &s [ ]\n- |\n  l\n- >-\n  f\n...\n"
            #expect(
                events(yaml) == [
                    "+STR", "+DOC ---", "+SEQ",
                    "=VAL &a :plain", "=VAL 'single", #"=VAL "dq\t\\"#, "=ALI *a",
                    "+MAP {}", "=VAL :k", "=VAL :v", "-MAP",
                    "=VAL <tag:yaml.org,2002:str> :x",
                    "+SEQ [] &s", "-SEQ",
                    #"=VAL |l\n"#, "=VAL >f",
                    "-SEQ", "-DOC ...", "-STR",
                ])
        }

        @Test func implicitDocumentAndEmptyValue() {
            #expect(events("a:\n") == ["+STR", "+DOC", "+MAP", "=VAL :a", "=VAL :", "-MAP", "-DOC", "-STR"])
        }

        @Test func controlCharactersInValuesAreEscaped() {
            #expect(events(#""\0\b\r\n""#) == ["+STR", "+DOC", #"=VAL "\0\b\r\n"#, "-DOC", "-STR"])
        }

        @Test func tagAndAnchorOnACollection() {
            #expect(events("&m !!map {}")[2] == "+MAP {} &m <tag:yaml.org,2002:map>")
        }

        @Test func stopsWithTheDiagnosticAfterTheEventsSoFar() {
            let (events, error) = EventNotation.render(SourceFile(path: "e.yaml", text: "a: [1\n"))
            #expect(events == "+STR\n+DOC\n+MAP\n=VAL :a\n+SEQ []\n=VAL :1\n")
            #expect(error?.code == "yaml-syntax")
        }

        @Test func eventsCarryPositions() {
            var found: [YAMLEvent] = []
            EventParser.parse(SourceFile(path: "e.yaml", text: "k: é\n")) {
                found.append($0); return true
            }
            let scalar = found.first { $0.kind == .scalar(value: "é", anchor: nil, tag: nil, style: .plain) }
            #expect(scalar?.start.at == "1:4@3")
            #expect(scalar?.end.at == "1:5@5")
        }

        @Test func handlerCanStopTheParse() {
            var count = 0
            let error = EventParser.parse(SourceFile(path: "e.yaml", text: "[1, 2, 3]")) { _ in
                count += 1; return count < 3
            }
            #expect(error == nil)
            #expect(count == 3)
        }
    }
}
