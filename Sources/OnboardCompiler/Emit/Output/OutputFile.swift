/// One file the compiler produces, with its path relative to the output directory.
public struct OutputFile: Sendable, Hashable {
    /// Slash-separated, relative, built only from validated ids (never `..`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
