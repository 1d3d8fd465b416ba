import Testing

@testable import OnboardCompiler

@Suite struct CopySpanTests {
    /// A copy whose value starts at 3:10 (byte 40) and is `written` long in bytes, on one line.
    func copy(_ text: String, written: Int, lines: Int = 0) -> Copy {
        let start = OnboardCompiler.SourceLocation(line: 3, column: 10, offset: 40)
        let end = OnboardCompiler.SourceLocation(line: 3 + lines, column: 10 + written, offset: 40 + written)
        return Copy(key: "k", text: text, comment: nil, span: SourceSpan(file: "f", start: start, end: end))
    }

    func column(_ copy: Copy, of word: String) -> (Int, Int) {
        let range = copy.text.range(of: word)!
        let span = copy.span(of: range)
        return (span.start.column, span.start.offset)
    }

    @Test func plainValueMapsCharacterByCharacter() {
        let text = "time — one"
        let plain = copy(text, written: text.utf8.count)
        #expect(column(plain, of: "one") == (17, 49))  // "—" is one column, three bytes
    }

    @Test func quotedValueSkipsTheOpeningQuote() {
        let text = "time — one"
        let quoted = copy(text, written: text.utf8.count + 2)
        #expect(column(quoted, of: "time") == (11, 41))
        #expect(column(quoted, of: "one") == (18, 50))
    }

    @Test func escapesBlocksAndSeveralLinesGiveTheWholeValue() {
        let escaped = copy("it's", written: 7)  // 'it''s'
        #expect(column(escaped, of: "s") == (10, 40))
        let block = copy("one\ntwo", written: 12, lines: 2)
        #expect(column(block, of: "two") == (10, 40))
    }
}
