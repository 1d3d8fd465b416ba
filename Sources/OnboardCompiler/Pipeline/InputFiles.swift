extension Pipeline {
    /// A spec and its translation files as found, before they are read. A regular file is
    /// opened and measured when it is found (so one that cannot be read is reported before
    /// anything is compiled) and read by the task that compiles it: a run holds the specs
    /// in flight, not every spec. A pipe or a device, which cannot be read twice, and a
    /// file over the size limit (never read) are settled when found.
    public struct InputFiles: Sendable {
        public enum File: Sendable {
            /// A regular file that opened and was within `limit` bytes when found.
            case unread(path: String, limit: Int)
            case read(SourceFile)

            public var path: String {
                switch self {
                case .unread(let path, _): path
                case .read(let file): file.path
                }
            }

            /// Finds the file at `path` (see `FileSystem.find`).
            static func find(_ path: String, limit: Int) throws(FileError) -> File {
                switch try FileSystem.find(path, limit: limit) {
                case .readable: .unread(path: path, limit: limit)
                case .contents(let contents): .read(SourceFile(path: path, contents: contents))
                }
            }

            /// The file, read now if it was not yet.
            func read() throws(FileError) -> SourceFile {
                switch self {
                case .unread(let path, let limit): try SourceFile.read(path, limit: limit)
                case .read(let file): file
                }
            }
        }

        public var spec: File
        public var translations: [File]

        /// Files that were read already, such as texts made in memory.
        public init(_ input: Input) {
            spec = .read(input.spec)
            translations = input.translations.map(File.read)
        }

        init(spec: File, translations: [File]) {
            self.spec = spec
            self.translations = translations
        }

        /// The spec and its translations, read; throws when a file can no longer be read.
        public func read() throws(FileError) -> Input {
            var translated: [SourceFile] = []
            for file in translations { translated.append(try file.read()) }
            return Input(spec: try spec.read(), translations: translated)
        }
    }
}
