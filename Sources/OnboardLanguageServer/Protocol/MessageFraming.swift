/// The base protocol's framing: each message is a header block (`Content-Length: N`,
/// optionally `Content-Type`, each line ending in CRLF, an empty line after the last) and
/// then N bytes of JSON. Bytes are appended as they arrive; `next()` takes out one whole
/// message at a time. Bad framing is never fatal: it is reported as a failure, the bytes
/// it covers are dropped, and reading goes on with what follows.
public struct MessageFraming: Sendable {
    /// What `next()` found.
    public enum Frame: Sendable, Equatable {
        /// A message's content (not yet checked to be JSON).
        case message([UInt8])
        /// A header block that could not be read; the server answers with a parse error.
        case failure(String)
    }

    /// The longest header block read (the two usual headers take about 80 bytes).
    public static let maxHeaderBytes = 8 * 1024
    /// The largest content accepted; a larger message is skipped unread.
    public static let maxContentBytes = 64 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (it is compacted now and then, not at every message).
    private var start = 0
    /// Content bytes still to drop of a message too large to keep.
    private var skipping = 0

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received and not yet taken out.
    public var pendingBytes: Int { buffer.count - start }

    /// The next whole message or failure, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        defer { compact() }
        if skipping > 0 {
            let dropped = min(skipping, buffer.count - start)
            start += dropped
            skipping -= dropped
            if skipping > 0 { return nil }
        }
        guard let end = headerEnd() else {
            guard buffer.count - start > Self.maxHeaderBytes else { return nil }
            start = buffer.count
            return .failure("a header block longer than \(Self.maxHeaderBytes) bytes without an empty line after it")
        }
        let header = Array(buffer[start..<end])
        let contentStart = end + 4
        switch Self.contentLength(header) {
        case .failure(let problem):
            start = contentStart
            return .failure(problem.message)
        case .success(let length) where length > Self.maxContentBytes:
            start = contentStart
            skipping = length
            return .failure("a message of \(length) bytes, larger than the \(Self.maxContentBytes) accepted")
        case .success(let length):
            guard buffer.count - contentStart >= length else { return nil }
            start = contentStart + length
            return .message(Array(buffer[contentStart..<start]))
        }
    }

    /// Where the header block's closing CRLF CRLF starts, or nil when it has not arrived.
    private func headerEnd() -> Int? {
        var index = start
        let last = min(buffer.count, start + Self.maxHeaderBytes + 4) - 4
        while index <= last {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count < 1 << 20)
            start = 0
        } else if start > 1 << 16, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }
}
