import Foundation

/// The output directory that onboardc owns part of. A manifest records which
/// files each spec produced, so a build removes exactly its own stale files
/// and nothing else; every write is atomic; no path leaves the directory, and
/// no symbolic link in it (or at it) is followed: one where the build would
/// read, write or delete is an error (see ``OutputTree``). Temporary files
/// left by an interrupted build are removed by the next one. Two builds into
/// one directory at the same time are not supported: each removes the other's
/// temporary files.
public struct OutputDirectory: Sendable {
    public static let manifestName = ".onboardc-manifest.json"
    /// Far more than any manifest needs (a file list), and less than a planted file could hold.
    static let manifestLimit = 64 * 1_048_576

    /// The compiler's own files, written into every output folder whatever the
    /// specs (the JSON Schemas of the bundle, of a spec and of a translation file).
    /// Like the manifest, no spec owns them, so they are never stale.
    public static var compilerFiles: [OutputFile] { [BundleSchema.file] + SpecSchema.files }

    public struct Change: Sendable, Hashable {
        /// `leftover`: a temporary file an interrupted build left behind.
        public enum Kind: String, Sendable { case add, change, delete, leftover }
        public var kind: Kind
        public var path: String
    }

    /// What a build would do: the files to write and to delete.
    public struct Plan: Sendable {
        /// The paths of the files to write: those that are missing or differ (the others
        /// are not kept). Their bytes wait in `spool`.
        public var writes: [String]
        public var deletes: [String]
        /// Temporary files of an interrupted build, to remove.
        public var leftovers: [String]
        /// Adds, changes, deletes and leftovers, by path: empty when the directory is current.
        public var changes: [Change]
        /// The bytes of `writes` (none when the plan was made only to be listed: `--check`).
        public let spool: WriteSpool

        /// The bytes the build writes to `path`, one of `writes`.
        public func bytes(of path: String) throws -> [UInt8] { try spool.bytes(for: path) }
    }

    public let root: URL
    /// How messages name the directory (e.g. the `--out` argument), without a trailing slash.
    public let name: String

    /// `name` defaults to the root's path.
    public init(root: URL, name: String? = nil) {
        self.root = root
        self.name = Self.trimmingSlashes(name ?? root.path)
    }

    /// How messages name `path` (relative to the root; `""` is the root itself).
    public func displayPath(_ path: String) -> String {
        path.isEmpty ? name : name.hasSuffix("/") ? name + path : name + "/" + path
    }

    /// The root's path without a trailing slash, so that opening it does not follow a link there.
    var rootPath: String { Self.trimmingSlashes(root.standardizedFileURL.path) }

    /// Removes leftover temporary files, writes changed files atomically, then removes stale
    /// ones and any folder they leave empty, and last writes the manifest. Everything is done
    /// relative to folders opened without following links, so a link planted since the plan
    /// makes this fail rather than act outside the directory.
    public func apply(_ plan: Plan) throws {
        let tree = try OutputTree(self)
        for path in plan.leftovers { try tree.delete(path) }
        for path in plan.writes where path != Self.manifestName {
            try tree.write(plan.bytes(of: path), to: path)
        }
        for path in plan.deletes { try tree.delete(path) }
        for path in plan.deletes + plan.leftovers { tree.removeEmptyFolders(holding: path) }
        if plan.writes.contains(Self.manifestName) {
            try tree.write(plan.bytes(of: Self.manifestName), to: Self.manifestName)
        }
    }

    /// Relative, slash-separated, no `.`/`..`/empty components, and no control
    /// character: a NUL would end the name the system sees early (`a/b.json\0x`
    /// is `a/b.json` to `unlink`).
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    func readManifest(_ tree: OutputTree) throws -> [String: [String]] {
        let bytes: [UInt8]
        switch try tree.contents(of: Self.manifestName, limit: Self.manifestLimit) {
        case nil: return [:]
        case .bytes(let read)?: bytes = read
        case .oversized?: throw Failure.badManifest("it is larger than \(Self.manifestLimit / 1_048_576) MiB")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let specs = object["specs"] as? [String: [String]]
        else { throw Failure.badManifest("expected an object with a `specs` map of file lists") }
        return specs
    }

    /// `path` without trailing slashes, except a lone `/`.
    private static func trimmingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    static func manifest(_ files: [String: [String]]) -> JSONValue {
        .object([
            "generator": .string("onboardc"),
            "specs": .object(files.mapValues { .array($0.sorted().map(JSONValue.string)) }),
        ])
    }
}
