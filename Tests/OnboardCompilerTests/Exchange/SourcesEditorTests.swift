import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Fingerprints written under `sources:`: an existing one replaced in place, a new one
    /// inserted in the spec's order, the block created after the last top-level entry.
    @Suite struct SourcesEditorTests {
        static func edit(_ yaml: String, _ changes: [TranslationEditor.Change]) -> String? {
            TranslationEditorTests.edit(yaml, changes)
        }

        static func source(_ key: String, _ fingerprint: String, text: String? = nil) -> TranslationEditor.Change {
            TranslationEditor.Change(key: key, text: text, review: false, source: fingerprint)
        }

        @Test func aFileWithoutSourcesGetsTheBlockAfterItsLastEntry() {
            #expect(
                Self.edit(
                    "# de\nlocale: de\nstrings:\n  a: x   # kept\n  b: y\n# trailing comment\n",
                    [Self.source("b", "22222222"), Self.source("a", "11111111")])
                    == "# de\nlocale: de\nstrings:\n  a: x   # kept\n  b: y\nsources:\n  a: \"11111111\"\n  b: \"22222222\"\n# trailing comment\n"
            )
            #expect(
                Self.edit("strings:\n    a: x", [Self.source("a", "11111111")])
                    == "strings:\n    a: x\nsources:\n    a: \"11111111\"")
        }

        @Test func anExistingFingerprintIsReplacedAndANewOneInsertedInOrder() {
            let yaml = "strings:\n  a: x\n  b: y\n  c: z\nsources:\n  a: \"11111111\"   # old\n  c: \"33333333\"\n"
            #expect(
                Self.edit(yaml, [Self.source("a", "aaaaaaaa"), Self.source("b", "bbbbbbbb")])
                    == "strings:\n  a: x\n  b: y\n  c: z\nsources:\n  a: \"aaaaaaaa\"   # old\n  b: \"bbbbbbbb\"\n  c: \"33333333\"\n"
            )
            #expect(Self.edit(yaml, [Self.source("c", "33333333")]) == yaml)
        }

        @Test func flowMappingsStayFlow() {
            #expect(
                Self.edit("strings: { a: x }\nsources: {}\n", [Self.source("a", "11111111")])
                    == "strings: { a: x }\nsources: { a: \"11111111\" }\n")
            #expect(
                Self.edit("strings: {\n  a: x\n}\n", [Self.source("a", "11111111")])
                    == "strings: {\n  a: x\n}\nsources:\n  a: \"11111111\"\n")
            #expect(
                Self.edit("{ locale: de, strings: { a: x } }\n", [Self.source("a", "11111111")])
                    == "{ locale: de, strings: { a: x }, sources: { a: \"11111111\" } }\n")
        }

        /// A new text and its fingerprint in one edit: the entry and its `sources:` line.
        @Test func aNewEntryAndItsFingerprint() {
            #expect(
                Self.edit(
                    "strings:\n  a: x\nsources:\n  a: \"11111111\"\n", [Self.source("b", "22222222", text: "neu")])
                    == "strings:\n  a: x\n  b: neu\nsources:\n  a: \"11111111\"\n  b: \"22222222\"\n")
        }

        @Test func sourcesThatAreNotAMappingAreNotEdited() {
            #expect(
                TranslationEditor(parsing: SourceFile(path: "t.yaml", text: "strings:\n  a: x\nsources: [a]\n")) == nil)
        }
    }
}
