import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// The one place that turns libyaml's 0-based marks into 1-based locations.
    @Suite struct LineTableTests {
        /// Scans `bytes` with `InputScanner` and hands the resulting table to `body`.
        func withTable<T>(_ bytes: [UInt8], _ body: (LineTable, UnsafeBufferPointer<UInt8>) -> T) throws -> T {
            try bytes.withUnsafeBufferPointer { buffer in
                let table = try InputScanner.scan(buffer, path: "t.yaml").get()
                return body(table, buffer)
            }
        }

        @Test func linesBreakWhereLibyamlBreaksThem() throws {
            let text = "a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g"
            let starts = try withTable(Array(text.utf8)) { table, _ in table.starts }
            #expect(starts == [0, 2, 5, 7, 10, 14, 18])
        }

        @Test func byteOrderMarkIsNotPartOfTheFirstLine() throws {
            let starts = try withTable([0xEF, 0xBB, 0xBF, 0x61, 0x0A, 0x62]) { table, _ in table.starts }
            #expect(starts == [3, 5])
        }

        @Test func markOnAnASCIILine() throws {
            let at = try withTable(Array("abc\ndefg\n".utf8)) { table, bytes in
                table.location(line: 1, column: 3, in: bytes)
            }
            #expect(at == OnboardCompiler.SourceLocation(line: 2, column: 4, offset: 7))
        }

        @Test func markOnANonASCIILineCountsScalars() throws {
            // é is 2 bytes, 👋 is 4: column 2 (0-based) is the x at byte 8.
            let text = "k\né👋x\n"
            let at = try withTable(Array(text.utf8)) { table, bytes in
                table.location(line: 1, column: 2, in: bytes)
            }
            #expect(at == OnboardCompiler.SourceLocation(line: 2, column: 3, offset: 8))
        }

        @Test func markPastTheLastLineIsTheEndOfTheFile() throws {
            let at = try withTable(Array("a: 1".utf8)) { table, bytes in
                table.location(line: 3, column: 0, in: bytes)
            }
            #expect(at == OnboardCompiler.SourceLocation(line: 4, column: 1, offset: 4))
        }

        /// Marks in document order on one long non-ASCII line: each column is
        /// counted from the last, so the work is the line's length, not its square.
        @Test func marksAlongALongLineCostLinearWork() throws {
            let text = "é" + String(repeating: "a", count: 9_999)
            let (locations, steps) = try withTable(Array(text.utf8)) { table, bytes in
                var cursor = ColumnCursor()
                let locations = stride(from: 0, to: 10_000, by: 7).map {
                    table.location(line: 0, column: $0, in: bytes, cursor: &cursor)
                }
                return (locations, cursor.steps)
            }
            #expect(locations[1] == OnboardCompiler.SourceLocation(line: 1, column: 8, offset: 8))
            #expect(locations.last == OnboardCompiler.SourceLocation(line: 1, column: 9997, offset: 9997))
            #expect(steps < 10_000)
        }

        /// A mark that comes out of order (an end before the next start) walks back,
        /// and lands where counting from the start of the line would.
        @Test func aMarkBehindTheCursorIsFoundByWalkingBack() throws {
            let text = "k: [é👋, x, y]"
            let (back, fresh) = try withTable(Array(text.utf8)) { table, bytes in
                var cursor = ColumnCursor()
                _ = table.location(line: 0, column: 11, in: bytes, cursor: &cursor)
                let back = table.location(line: 0, column: 7, in: bytes, cursor: &cursor)
                #expect(cursor.steps == 11 + 4)  // 11 forward, then 4 back (not 7 from the start)
                return (back, table.location(line: 0, column: 7, in: bytes))
            }
            #expect(back == fresh)
            // After é (2 bytes) and 👋 (4).
            #expect(back == OnboardCompiler.SourceLocation(line: 1, column: 8, offset: 11))
        }

        @Test func byteOffsetToLineAndColumn() throws {
            let text = "ab\nçd\r\n👋z"
            let (d, z) = try withTable(Array(text.utf8)) { table, bytes in
                (table.location(ofByte: 5, in: bytes), table.location(ofByte: 12, in: bytes))
            }
            #expect(d == OnboardCompiler.SourceLocation(line: 2, column: 2, offset: 5))
            #expect(z == OnboardCompiler.SourceLocation(line: 3, column: 2, offset: 12))
        }
    }
}
