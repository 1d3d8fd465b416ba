/// The exact bytes of one input file and the path it is reported under.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Set when the file was left unread because it is larger than the limit
    /// it was read with (`bytes` is then empty); see `read(path:limit:)`.
    public let oversized: Oversized?

    /// A file left unread for its size.
    public struct Oversized: Sendable, Hashable {
        /// The size in bytes; nil for a pipe or a device, which has none until read to the end.
        public let size: Int?
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        oversized = nil
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A file that was not read because it is larger than a limit.
    public init(path: String, oversized: Oversized) {
        self.path = path
        bytes = []
        self.oversized = oversized
    }

    /// True when the file is larger than `limit` bytes.
    public func exceeds(_ limit: Int) -> Bool {
        oversized != nil || bytes.count > limit
    }

    /// "the file is 5000000 bytes", for a limit's message.
    var sizeDescription: String {
        switch oversized {
        case nil: "the file is \(bytes.count) bytes"
        case .some(let oversized): oversized.size.map { "the file is \($0) bytes" } ?? "the file is larger"
        }
    }
}

extension SourceFile {
    /// The file at `path`, read only if it holds at most `limit` bytes (the
    /// `--max-input-bytes` of every input): a larger one comes back unread,
    /// and the stage that reads it reports it at the file.
    public static func read(_ path: String, limit: Int) throws(FileError) -> SourceFile {
        SourceFile(path: path, contents: try FileSystem.read(path, limit: limit))
    }

    /// The file at `path` as it was read: its bytes, or left unread for its size.
    init(path: String, contents: FileSystem.Contents) {
        switch contents {
        case .bytes(let bytes): self.init(path: path, bytes: bytes)
        case .oversized(let size): self.init(path: path, oversized: Oversized(size: size))
        }
    }
}
