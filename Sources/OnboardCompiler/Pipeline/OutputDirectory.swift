import Foundation

/// The output directory that onboardc owns part of. A manifest records which
/// files each spec produced, so a build removes exactly its own stale files
/// and nothing else; every write is atomic; no path leaves the directory.
public struct OutputDirectory: Sendable {
    public static let manifestName = ".onboardc-manifest.json"

    /// The compiler's own files, written into every output folder whatever the
    /// specs (the bundle's JSON Schema). Like the manifest, no spec owns them,
    /// so they are never stale.
    public static var compilerFiles: [OutputFile] { [BundleSchema.file] }

    public struct Change: Sendable, Hashable {
        public enum Kind: String, Sendable { case add, change, delete }
        public var kind: Kind
        public var path: String
    }

    /// What a build would do: the files to write and to delete.
    public struct Plan: Sendable {
        public var writes: [OutputFile]
        public var deletes: [String]
        /// Adds, changes and deletes, by path: empty when the directory is current.
        public var changes: [Change]
    }

    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// Plans a build from each spec's file name and its compile result. A spec
    /// with errors keeps the files it produced last time, and so does each spec
    /// in `notBuilt` (it exists, but this run did not compile it); the files of
    /// any other spec in the manifest are stale: that spec is gone.
    /// `compilerFiles` are written whatever the specs, and never deleted.
    public func plan(
        _ results: [(specName: String, result: Pipeline.Result)], notBuilt: Set<String> = [],
        compilerFiles: [OutputFile] = []
    ) throws -> Plan {
        let old = try readManifest()
        var files: [String: [String]] = [:]
        for name in notBuilt where !results.contains(where: { $0.specName == name }) {
            if let kept = old[name] { files[name] = kept }
        }
        var writes: [OutputFile] = []
        var names: Set<String> = []
        for (name, result) in results {
            guard names.insert(name).inserted else { throw Failure.duplicateSpec(name) }
            if result.hasErrors {
                if let kept = old[name] { files[name] = kept }
            } else {
                files[name] = result.outputs.map(\.path)
                writes += result.outputs
            }
        }
        var owner = Dictionary(uniqueKeysWithValues: compilerFiles.map { ($0.path, "onboardc") })
        for (name, list) in files.sorted(by: { $0.key < $1.key }) {
            for path in list {
                guard Self.isSafe(path) else { throw Failure.unsafePath(path) }
                if let other = owner[path] { throw Failure.conflict(path, other, name) }
                owner[path] = name
            }
        }
        writes += compilerFiles
        writes.append(OutputFile(path: Self.manifestName, text: Self.manifest(files).serialized()))
        let kept = Set(files.values.joined()).union([Self.manifestName]).union(compilerFiles.map(\.path))
        let deletes = Set(old.values.joined()).subtracting(kept).filter { Self.isSafe($0) && !isFolder($0) }.sorted()
        var changes: [Change] = []
        for file in writes.sorted(by: { $0.path < $1.path }) {
            let existing = FileManager.default.contents(atPath: url(file.path).path)
            if existing == nil {
                changes.append(Change(kind: .add, path: file.path))
            } else if existing != Data(file.bytes) {
                changes.append(Change(kind: .change, path: file.path))
            }
        }
        changes += deletes.filter { FileManager.default.fileExists(atPath: url($0).path) }
            .map { Change(kind: .delete, path: $0) }
        return Plan(writes: writes, deletes: deletes, changes: changes)
    }

    /// Writes changed files atomically, then removes stale ones and any folder they leave empty.
    public func apply(_ plan: Plan) throws {
        let changed = Set(plan.changes.filter { $0.kind != .delete }.map(\.path))
        for file in plan.writes where changed.contains(file.path) && file.path != Self.manifestName {
            try AtomicFile.write(file.bytes, to: url(file.path))
        }
        for path in plan.deletes {
            let target = url(path)
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            removeEmptyParents(of: target)
        }
        if let manifest = plan.writes.first(where: { $0.path == Self.manifestName }), changed.contains(manifest.path) {
            try AtomicFile.write(manifest.bytes, to: url(manifest.path))
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case unsafePath(String)
        case badManifest(String)
        case conflict(String, String, String)
        case duplicateSpec(String)

        public var description: String {
            switch self {
            case .unsafePath(let path): "refusing to write outside the output directory: \(path)"
            case .badManifest(let why): "the output manifest \(OutputDirectory.manifestName) is damaged: \(why)"
            case .conflict(let path, let a, let b): "\(a) and \(b) both produce \(path); give each app its own id"
            case .duplicateSpec(let name): "two specs are named \(name); the manifest tells specs apart by file name"
            }
        }
    }

    /// Relative, slash-separated, no `.`/`..`/empty components.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The manifest lists files only: a folder under a listed name is never removed with what it holds.
    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &folder) && folder.boolValue
    }

    private func readManifest() throws -> [String: [String]] {
        guard let data = FileManager.default.contents(atPath: url(Self.manifestName).path) else { return [:] }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let specs = object["specs"] as? [String: [String]]
        else { throw Failure.badManifest("expected an object with a `specs` map of file lists") }
        return specs
    }

    private static func manifest(_ files: [String: [String]]) -> JSONValue {
        .object([
            "generator": .string("onboardc"),
            "specs": .object(files.mapValues { .array($0.sorted().map(JSONValue.string)) }),
        ])
    }

    private func removeEmptyParents(of file: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        let top = root.standardizedFileURL.path
        while folder.path.hasPrefix(top + "/"),
              let items = try? FileManager.default.contentsOfDirectory(atPath: folder.path), items.isEmpty {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
