import Testing
@testable import OnboardCompiler

/// `glossary:`: what the decoder takes, and where it says what is wrong.
@Suite struct GlossaryDecodingTests {
    static func spec(_ glossary: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios] }
        glossary:
        \(glossary)
        flows:
          - id: tour
            trigger: settings
            screens:
              - { id: hello, role: welcome, title: Unlock Sprout Plus, primary: { label: Done, action: complete } }
        """
    }

    @Test func termsAndNotesReachTheIRLongestFirst() throws {
        let spec = try #require(decode(Self.spec("  - Sprout\n  - { term: Sprout Plus, note: the subscription }")))
        #expect(spec.glossary.map(\.term) == ["Sprout", "Sprout Plus"])
        #expect(spec.glossary.map(\.note) == [nil, "the subscription"])
        #expect(spec.glossary.map { "\($0.span.start.line):\($0.span.start.column)" } == ["4:5", "5:13"])
        #expect(spec.glossaryTerms == ["Sprout Plus", "Sprout"])
    }

    @Test func problemsPointAtTheTerm() {
        let cases: [(String, [String])] = [
            ("  - \"\"", ["spec-glossary-term 4:5"]),
            ("  - \" Sprout\"", ["spec-glossary-term 4:5"]),
            ("  - { note: no term }", ["spec-missing-key 4:5"]),
            ("  - { term: \"  \" }", ["spec-glossary-term 4:13"]),
            ("  - Sprout\n  - { term: Sprout, note: twice }", ["spec-glossary-duplicate 5:13"]),
            ("  - { term: Sprout, tone: warm }", ["spec-unknown-key 4:21"]),
            ("  Sprout", ["spec-type-mismatch 4:3"]),
        ]
        for (glossary, expected) in cases {
            #expect(diagnose(Self.spec(glossary)).map(\.located) == expected, "\(glossary)")
        }
        let duplicate = diagnose(Self.spec("  - Sprout\n  - Sprout"))
        #expect(duplicate.first?.notes.first?.span?.start.line == 4)
    }
}
