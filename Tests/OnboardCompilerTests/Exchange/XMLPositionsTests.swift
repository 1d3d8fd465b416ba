import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Positions in an XML file written on one long line, as `XMLParser` reports them in order.
    @Suite struct XMLPositionsTests {
        @Test func queriesInDocumentOrderOnOneLine() {
            // `é` is two bytes: columns count characters, offsets count bytes.
            let text = "<a>é<b/>é<c/>\n<d/>"
            let positions = XMLPositions(Array(text.utf8))
            #expect(positions.location(line: 1, column: 5).offset == 5)  // after `<a>é`
            #expect(positions.location(line: 1, column: 9).offset == 9)  // after `<a>é<b/>`
            #expect(positions.location(line: 1, column: 3).offset == 2)  // going back starts the line again
            #expect(positions.location(line: 2, column: 5).offset == 20)
            #expect(positions.elementStart(line: 1, column: 14).column == 10)  // `<c/>`
            let byte = positions.location(ofByte: 5)
            #expect(byte.line == 1 && byte.column == 5)
            let later = positions.location(ofByte: 11)
            #expect(later.line == 1 && later.column == 10)
            let earlier = positions.location(ofByte: 3)
            #expect(earlier.line == 1 && earlier.column == 4)
        }

        /// `XMLParser` counts lines at LF only; a lone CR breaks a line too, for XML and editors.
        @Test func aLoneCRBreaksTheReportedLine() {
            let text = "<a>\r<b>\r\n<c/>\r<d/>"
            let positions = XMLPositions(Array(text.utf8))
            // `<d/>` ends at column 17 of XMLParser's first line: after `<a>\r<b>\r\n` that is line 2, `<c/>\r<d/>`.
            let d = positions.elementStart(line: 2, column: 10)
            #expect(d == OnboardCompiler.SourceLocation(line: 4, column: 1, offset: 14))
            let b = positions.location(ofByte: 4)
            #expect(b == OnboardCompiler.SourceLocation(line: 2, column: 1, offset: 4))
        }

        /// 8,000 elements on one line once took 16 s (each position was counted from the line's start).
        @Test func manyElementsOnOneLine() {
            let body = String(repeating: "<pc/>", count: 8_000)
            let positions = XMLPositions(Array(("<x>" + body + "</x>").utf8))
            var last = SourceLocation(line: 1, column: 1, offset: 0)
            for index in 0..<8_000 {
                last = positions.elementStart(line: 1, column: 4 + 5 * (index + 1))
            }
            #expect(last.column == 4 + 5 * 7_999)
        }
    }
}
