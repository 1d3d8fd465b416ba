import Foundation

extension CopyText {
    /// `text` without white space and line breaks at either end
    /// (`trimmingCharacters(in: .whitespacesAndNewlines)`). Foundation's trimming
    /// bridges the text; most texts start and end with an ASCII character that is not
    /// white space, and then there is nothing to trim and the text is returned as it is.
    static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, isASCIIInk(first), isASCIIInk(last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An ASCII byte that is not white space: tab, line feed, vertical tab, form feed,
    /// carriage return and space (`ASCIIText.isSpace`) are the ASCII members of `.whitespacesAndNewlines`.
    private static func isASCIIInk(_ byte: UInt8) -> Bool { byte < 0x80 && !ASCIIText.isSpace(byte) }
}
