extension OutputDirectory {
    /// Why a build cannot plan or apply its changes to the output directory
    /// (the command line exits 2). Paths in links and misplaced entries are
    /// named as ``OutputDirectory/displayPath(_:)`` names them.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unsafePath(String)
        case badManifest(String)
        case conflict(String, String, String)
        case duplicateSpec(String)
        /// A symbolic link in the directory where the build reads, writes or deletes.
        case symbolicLink(String)
        /// The directory itself is a symbolic link.
        case linkedOutputFolder(String)
        /// Something that is not a folder where the build writes into a folder.
        case notAFolder(String)
        /// Something that is not a file (a folder, a pipe) where the build writes a file.
        case notAFile(String)

        public var description: String {
            switch self {
            case .unsafePath(let path): "refusing to write outside the output directory: \(path)"
            case .badManifest(let why): "the output manifest \(OutputDirectory.manifestName) is damaged: \(why)"
            case .conflict(let path, let a, let b): "\(a) and \(b) both produce \(path); give each app its own id"
            case .duplicateSpec(let name): "two specs are named \(name); the manifest tells specs apart by file name"
            case .symbolicLink(let path):
                "\(path) is a symbolic link; onboardc does not follow links in its output folder: "
                    + "remove the link and run again"
            case .linkedOutputFolder(let path):
                "\(path) is a symbolic link; onboardc does not follow links in its output folder: "
                    + "remove the link, or give --out the folder it points to"
            case .notAFolder(let path):
                "\(path) is not a folder, but the build writes files into it: move it away and run again"
            case .notAFile(let path):
                "\(path) is not a file, but the build writes a file there: move it away and run again"
            }
        }
    }
}
