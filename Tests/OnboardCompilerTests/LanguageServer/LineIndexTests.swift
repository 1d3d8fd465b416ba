import Testing

@testable import OnboardLanguageServer

struct LineIndexTests {
    /// Arabic (two UTF-8 bytes, one UTF-16 unit each) and an emoji (four bytes, two units) before `x`.
    @Test func countsUTF16UnitsFromTheStartOfTheLine() {
        let text = "a: 1\ntitle: \"مرحبا 🙂\" x\n"
        let index = LineIndex(text)
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        let character = "title: \"مرحبا 🙂\" ".utf16.count
        #expect(character == 18 && "title: \"مرحبا 🙂\" ".unicodeScalars.count == 17)
        #expect(index.position(ofByte: offset) == Position(line: 1, character: character))
        #expect(index.byteOffset(of: Position(line: 1, character: character)) == offset)
    }

    @Test func breaksLinesAtLFCRLFAndCR() {
        let index = LineIndex("a\r\nb\rc\nd")
        #expect(index.position(ofByte: 3) == Position(line: 1, character: 0))
        #expect(index.position(ofByte: 5) == Position(line: 2, character: 0))
        #expect(index.position(ofByte: 7) == Position(line: 3, character: 0))
        #expect(index.byteOffset(of: Position(line: 0, character: 9)) == 1)
    }

    @Test func clampsWhatIsOutsideTheText() {
        let index = LineIndex("ab\n🙂")
        #expect(index.position(ofByte: 99) == Position(line: 1, character: 2))
        #expect(index.position(ofByte: 5) == Position(line: 1, character: 0))
        #expect(index.byteOffset(of: Position(line: 7, character: 0)) == 7)
        #expect(index.byteOffset(of: Position(line: 1, character: 1)) == 7)
    }

    @Test func appliesIncrementalChanges() {
        var document = OpenDocument(uri: "untitled:1", version: 1, text: "title: 🙂 hi\nnext: 1\n")
        let hi = TextRange(start: Position(line: 0, character: 10), end: Position(line: 0, character: 12))
        document.apply(
            [
                .init(range: hi, text: "مرحبا"),
                .init(
                    range: TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)),
                    text: "# c\n"),
            ],
            version: 2)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "title: 🙂 مرحبا\n# c\nnext: 1\n")
        #expect(document.version == 2)
        document.apply([.init(text: "whole")], version: 3)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "whole")
    }
}
