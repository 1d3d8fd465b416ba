import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Keys are unique by value: however a key is written, a second one is an
    /// error whose note points at the first.
    @Suite struct DuplicateKeyTests {
        @Test func plainDuplicate() throws {
            let parsed = parse("id: a\nid: b\n")
            #expect(parsed.brief == ["yaml-duplicate-key 2:1"])
            let diagnostic = try #require(parsed.diagnostics.first)
            #expect(diagnostic.span.at == "2:1@6-2:3@8")
            #expect(diagnostic.notes.count == 1)
            #expect(diagnostic.notes.first?.span?.at == "1:1@0-1:3@2")
            #expect(diagnostic.notes.first?.message == "`id` is first defined here")
        }

        @Test func disguisedDuplicatesAreTheSameKey() {
            let parsed = parse("id: a\n\"id\": b\n'id': c\n? id\n: d\n\"\\x69d\": e\n")
            #expect(
                parsed.brief == [
                    "yaml-duplicate-key 2:1", "yaml-duplicate-key 3:1", "yaml-duplicate-key 4:3",
                    "yaml-duplicate-key 6:1",
                ])
            #expect(
                parsed.diagnostics.map { $0.span.at } == [
                    "2:1@6-2:5@10", "3:1@14-3:5@18", "4:3@24-4:5@26", "6:1@31-6:8@38",
                ])
            for diagnostic in parsed.diagnostics {
                #expect(diagnostic.notes.map { $0.span?.at } == ["1:1@0-1:3@2"])
            }
        }

        @Test func aliasKeyDuplicatesItsValue() {
            let parsed = parse("a: &k id\nb:\n  id: 1\n  *k : 2\n")
            #expect(parsed.brief == ["yaml-duplicate-key 4:3"])
            #expect(parsed.diagnostics.first?.notes.first?.span?.at == "3:3@14-3:5@16")
        }

        @Test func duplicateInAFlowMapping() {
            let parsed = parse("{a: 1, b: 2, a: 3}")
            #expect(parsed.brief == ["yaml-duplicate-key 1:14"])
            #expect(parsed.diagnostics.first?.notes.first?.span?.at == "1:2@1-1:3@2")
        }

        @Test func sameKeyInDifferentMappingsIsFine() {
            let parsed = parse("a:\n  id: 1\nb:\n  id: 2\nc: [{id: 3}, {id: 4}]\n")
            #expect(parsed.diagnostics.isEmpty)
        }

        @Test func everyDuplicateIsReportedInOneRun() {
            let parsed = parse("a:\n  x: 1\n  x: 2\nb: 1\nb: 2\n")
            #expect(parsed.brief == ["yaml-duplicate-key 3:3", "yaml-duplicate-key 5:1"])
        }

        @Test func duplicateBeforeASyntaxErrorIsStillReported() {
            let parsed = parse("id: 1\nid: 2\nx: [\n")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-duplicate-key 2:1", "yaml-syntax 4:1"])
        }

        @Test func keysDifferingOnlyInCaseOrSpaceAreDistinct() {
            #expect(parse("id: 1\nID: 2\n\"id \": 3\n").diagnostics.isEmpty)
        }
    }
}
