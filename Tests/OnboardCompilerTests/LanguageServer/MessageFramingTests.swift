import Testing

@testable import OnboardLanguageServer

struct MessageFramingTests {
    private static func framed(_ content: String) -> [UInt8] {
        Array("Content-Length: \(content.utf8.count)\r\n\r\n\(content)".utf8)
    }

    private static func frames(_ bytes: [UInt8], chunk: Int = .max) -> [MessageFraming.Frame] {
        var framing = MessageFraming()
        var found: [MessageFraming.Frame] = []
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + chunk)
            framing.append(bytes[index..<end])
            index = end
            while let frame = framing.next() { found.append(frame) }
        }
        return found
    }

    @Test func takesOutWholeMessagesHoweverTheBytesArrive() {
        let bytes = Self.framed(#"{"a":"é"}"#) + Self.framed("{}")
        let expected: [MessageFraming.Frame] = [.message(Array(#"{"a":"é"}"#.utf8)), .message(Array("{}".utf8))]
        for chunk in [1, 2, 7, 1000] { #expect(Self.frames(bytes, chunk: chunk) == expected, "chunks of \(chunk)") }
    }

    @Test func acceptsOtherHeadersAndAnyCaseAndSpacing() {
        let bytes = Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:2\r\n\r\n{}".utf8)
        #expect(Self.frames(bytes) == [.message(Array("{}".utf8))])
    }

    @Test(arguments: [
        ("Content-Type: x\r\n\r\n", "a header block without Content-Length"),
        ("Content-Length: -2\r\n\r\n", "a Content-Length that is not a number of bytes: `-2`"),
        ("Content-Length: 2\r\nContent-Length: 2\r\n\r\n", "two Content-Length headers"),
        ("garbage\r\n\r\n", "a header line without a colon: `garbage`"),
    ])
    /// Without a length the content cannot be told from the next header: a broken header block is
    /// dropped, and the next message read.
    func reportsABrokenHeaderAndReadsOn(header: String, problem: String) {
        let frames = Self.frames(Array(header.utf8) + Self.framed("[]"))
        #expect(frames.first == .failure(problem))
        #expect(frames.last == .message(Array("[]".utf8)))
    }

    @Test func skipsAMessageLargerThanTheLimitUnread() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: \(MessageFraming.maxContentBytes + 1)\r\n\r\n".utf8))
        guard case .failure(let problem) = framing.next() else {
            Issue.record("no failure")
            return
        }
        #expect(problem.contains("larger than"))
        framing.append([UInt8](repeating: 32, count: MessageFraming.maxContentBytes + 1))
        framing.append(Self.framed("{}"))
        #expect(framing.next() == .message(Array("{}".utf8)))
        #expect(framing.pendingBytes == 0)
    }

    @Test func aHeaderThatNeverEndsIsDroppedNotWaitedFor() {
        var framing = MessageFraming()
        framing.append([UInt8](repeating: 65, count: MessageFraming.maxHeaderBytes + 10))
        #expect(framing.next() == .failure("a header block longer than 8192 bytes without an empty line after it"))
        #expect(framing.pendingBytes == 0)
    }

    @Test func waitsForTheRestOfAMessage() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: 4\r\n\r\n{}".utf8))
        #expect(framing.next() == nil)
        framing.append(Array("  ".utf8))
        #expect(framing.next() == .message(Array("{}  ".utf8)))
    }
}
