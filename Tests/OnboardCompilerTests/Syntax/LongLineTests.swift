import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// One long line with non-ASCII text once took 29 s at 350 KB (each mark's
    /// column was counted from the start of its line). The work is counted here,
    /// not timed: `bench/run` measures the time, as a ratio to the ASCII twin.
    @Suite struct LongLineTests {
        /// `k: [é, x0, x1, …]` on one line: about 350 KB and 50,000 events.
        static let line = "k: [é, " + (0..<50_000).map { "x\($0)" }.joined(separator: ", ") + "]\n"

        @Test func locatingTheMarksOfALongLineIsLinear() {
            let source = SourceFile(path: "long.yaml", text: Self.line)
            var cursor = ColumnCursor()
            var handler = Collector()
            let problem = EventParser.parse(
                source, limits: ParseLimits(maxInputBytes: .max), handler: &handler,
                cursor: &cursor)
            #expect(problem == nil)
            #expect(handler.events.count == 50_010)  // 50,000 items, `k`, `é` and eight starts and ends
            let scalars = Self.line.unicodeScalars.count
            // Each event's start and end are found walking on from the last mark.
            #expect(cursor.steps <= 2 * scalars, "\(cursor.steps) steps for a line of \(scalars) characters")
        }

        /// The walk finds what counting from the start of the line finds.
        @Test func theMarksAreWhereTheyAre() throws {
            let source = SourceFile(path: "long.yaml", text: Self.line)
            var handler = Collector()
            EventParser.parse(source, limits: ParseLimits(maxInputBytes: .max), handler: &handler)
            let last = try #require(handler.events.last { if case .scalar = $0.kind { true } else { false } })
            // `x49999` starts 6 characters before the end of the line (`x49999]`), one of them `é` (2 bytes).
            let column = Self.line.unicodeScalars.count - 1 - 7 + 1
            #expect(last.start == OnboardCompiler.SourceLocation(line: 1, column: column, offset: column))
            for event in handler.events {
                #expect(event.start.offset <= event.end.offset)
            }
        }

        private struct Collector: YAMLEventHandler {
            var events: [YAMLEvent] = []

            mutating func handle(_ event: consuming YAMLEvent) -> Bool {
                events.append(event)
                return true
            }
        }
    }
}
