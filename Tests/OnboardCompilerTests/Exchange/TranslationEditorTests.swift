import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Text edits on the shapes a translation file can take: block scalars, flow mappings,
    /// no final newline. Only the edited bytes change.
    @Suite struct TranslationEditorTests {
        static func edit(
            _ yaml: String, _ changes: [TranslationEditor.Change], order: [String] = ["a", "b", "c"]
        ) -> String? {
            TranslationEditor(parsing: SourceFile(path: "t.yaml", text: yaml)).map {
                String(decoding: $0.applying(changes, order: order), as: UTF8.self)
            }
        }

        static func change(_ key: String, _ text: String?, review: Bool = false) -> TranslationEditor.Change {
            TranslationEditor.Change(key: key, text: text, review: review)
        }

        @Test func aBlockScalarIsReplacedAndTheNextLineStays() {
            let yaml = "strings:\n  a: |\n    Weiter\n    gehen\n  b: x\n"
            #expect(Self.edit(yaml, [Self.change("a", "Los")]) == "strings:\n  a: Los\n  b: x\n")
        }

        @Test func aBlockScalarMovesIntoTheMappingFormRewritten() {
            let yaml = "strings:\n  a: >\n    Weiter\n  b: x\n"
            #expect(
                Self.edit(yaml, [Self.change("a", nil, review: true)])
                    == "strings:\n  a:\n    text: \"Weiter\\n\"\n    review: true\n  b: x\n")
        }

        @Test func reviewInAFlowMappingIsAddedAndRemoved() {
            #expect(
                Self.edit("strings:\n  a: { text: Hallo }\n", [Self.change("a", nil, review: true)])
                    == "strings:\n  a: { text: Hallo, review: true }\n")
            #expect(
                Self.edit("strings:\n  a: { text: Hallo, review: true }\n", [Self.change("a", nil)])
                    == "strings:\n  a: { text: Hallo }\n")
            #expect(
                Self.edit("strings:\n  a: { review: true, text: Hallo }\n", [Self.change("a", "Tschüss")])
                    == "strings:\n  a: { text: Tschüss }\n")
        }

        @Test func reviewFalseBecomesTrue() {
            #expect(
                Self.edit(
                    "strings:\n  a:\n    text: Hallo\n    review: false # checked\n",
                    [Self.change("a", nil, review: true)])
                    == "strings:\n  a:\n    text: Hallo\n    review: true # checked\n")
        }

        @Test func aNewKeyInAFlowStringsMapping() {
            #expect(
                Self.edit("strings: { a: x, c: z }\n", [Self.change("b", "why")]) == "strings: { a: x, b: why, c: z }\n"
            )
            #expect(
                Self.edit("strings: {}\n", [Self.change("b", "why", review: true)])
                    == "strings: { b: { text: why, review: true } }\n")
        }

        /// A file without a final newline keeps having none; four-space files get four spaces.
        @Test func indentationAndTheLastLine() {
            #expect(Self.edit("strings:\n    a: x", [Self.change("b", "why")]) == "strings:\n    a: x\n    b: why")
            #expect(
                Self.edit("strings:\n    b: x\n", [Self.change("a", "why", review: true)])
                    == "strings:\n    a:\n        text: why\n        review: true\n    b: x\n")
        }

        /// Keys the spec does not order (obsolete ones) are left where they are; a new key goes
        /// after the nearest ordered key before it.
        @Test func obsoleteKeysDoNotAnchorNewOnes() {
            #expect(
                Self.edit("strings:\n  a: x\n  zz: old\n  c: z\n", [Self.change("b", "why")])
                    == "strings:\n  a: x\n  b: why\n  zz: old\n  c: z\n")
        }
    }
}
