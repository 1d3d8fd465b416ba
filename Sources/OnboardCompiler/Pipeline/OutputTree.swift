import Foundation

/// The output folder as a build reaches it: only through folder descriptors,
/// from the root down, none of them opened through a symbolic link. So no
/// write or delete lands outside the folder, even when a link is planted
/// while the build runs. A link at the root, at a folder on the way, or at a
/// file the build reads, writes or deletes is an ``OutputDirectory/Failure``.
final class OutputTree {
    /// How a build means to use a folder, which decides what a missing folder
    /// or one that is not a folder means.
    enum Use {
        /// Only looked into: a missing folder, or one that is not a folder, holds nothing.
        case look
        /// To be written into later: missing holds nothing, not a folder is an error.
        case plan
        /// Written into now: missing folders are created, not a folder is an error.
        case write
    }

    private let directory: OutputDirectory
    /// Open folders by path relative to the root (`""`): the root, once it exists, and the
    /// folders on the way to the one opened last (so a large tree never holds many open).
    private var folders: [String: DirectoryHandle] = [:]

    /// Opens the root, when it exists: a root that is a link or not a folder is an error.
    init(_ directory: OutputDirectory) throws {
        self.directory = directory
        try openRoot()
    }

    /// What is at `path`, without following a link: a link there or on the way is an error.
    func entry(_ path: String, _ use: Use) throws -> DirectoryHandle.Entry {
        try locate(path, use)?.entry ?? .missing
    }

    /// The bytes of the file at `path` when it holds at most `limit` bytes (a larger one is
    /// left unread: a file planted there is never read whole); nil when there is none.
    func contents(of path: String, limit: Int) throws -> FileSystem.Contents? {
        guard let found = try locate(path, .plan) else { return nil }
        switch found.entry {
        case .missing: return nil
        case .file: return try found.folder.read(found.name, limit: limit)
        default: throw OutputDirectory.Failure.notAFile(directory.displayPath(path))
        }
    }

    /// Replaces (or creates) the file at `path` atomically, creating its folders.
    func write(_ bytes: [UInt8], to path: String) throws {
        guard let found = try locate(path, .write) else {
            throw FileError(
                action: "cannot create the folder", path: directory.displayPath(Self.split(path).folder), code: ENOENT)
        }
        switch found.entry {
        case .missing, .file: try AtomicFile.write(bytes, named: found.name, in: found.folder)
        default: throw OutputDirectory.Failure.notAFile(directory.displayPath(path))
        }
    }

    /// Removes the file at `path` if there is one; a folder is never removed.
    func delete(_ path: String) throws {
        guard let found = try locate(path, .look) else { return }
        switch found.entry {
        case .missing, .folder: return
        default: try found.folder.remove(found.name)
        }
    }

    /// Removes each folder holding `path` that is empty, deepest first, up to (not including) the root.
    func removeEmptyFolders(holding path: String) {
        var path = Self.split(path).folder
        while !path.isEmpty {
            let (parent, name) = Self.split(path)
            guard let folder = try? folder(parent, .look), folder.removeFolderIfEmpty(name) else { return }
            folders = folders.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
            path = parent
        }
    }

    /// The leftover temporary files (see ``AtomicFile/isTemporaryName(_:)``) directly in the folders `paths`.
    func leftovers(in paths: Set<String>) throws -> [String] {
        var found: [String] = []
        for path in paths.sorted() {
            guard let folder = try folder(path, .look) else { continue }
            for name in try folder.names() where AtomicFile.isTemporaryName(name) {
                if try folder.entry(name) == .file { found.append(path.isEmpty ? name : path + "/" + name) }
            }
        }
        return found.sorted()
    }

    /// The folder at `path` (`""` is the root), opened one name at a time without following links.
    func folder(_ path: String, _ use: Use) throws -> DirectoryHandle? {
        if let open = folders[path] { return open }
        if folders[""] == nil {
            guard use == .write else { return nil }
            try FileManager.default.createDirectory(atPath: directory.rootPath, withIntermediateDirectories: true)
            try openRoot()
        }
        guard var folder = folders[""] else { return nil }
        folders = folders.filter { $0.key.isEmpty || path == $0.key || path.hasPrefix($0.key + "/") }
        var walked = ""
        for name in path.split(separator: "/").map(String.init) {
            walked = walked.isEmpty ? name : walked + "/" + name
            if let open = folders[walked] { folder = open; continue }
            var opened = try folder.open(name)
            if case .missing = opened, use == .write {
                try folder.makeFolder(name)
                opened = try folder.open(name)
            }
            switch opened {
            case .folder(let next): folders[walked] = next; folder = next
            case .missing: return nil
            case .link: throw OutputDirectory.Failure.symbolicLink(directory.displayPath(walked))
            case .notAFolder:
                if use == .look { return nil }
                throw OutputDirectory.Failure.notAFolder(directory.displayPath(walked))
            }
        }
        return folder
    }

    /// The open folder holding `path`, the name in it and what is there; nil when that folder is missing.
    private func locate(
        _ path: String, _ use: Use
    ) throws
        -> (folder: DirectoryHandle, name: String, entry: DirectoryHandle.Entry)?
    {
        let (parent, name) = Self.split(path)
        guard let folder = try folder(parent, use) else { return nil }
        let entry = try folder.entry(name)
        if entry == .link { throw OutputDirectory.Failure.symbolicLink(directory.displayPath(path)) }
        return (folder, name, entry)
    }

    /// The folder and the name of a slash-separated relative path.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    private func openRoot() throws {
        switch try DirectoryHandle.open(directory.rootPath, named: directory.displayPath("")) {
        case .folder(let root): folders[""] = root
        case .missing: return
        case .link: throw OutputDirectory.Failure.linkedOutputFolder(directory.displayPath(""))
        case .notAFolder: throw OutputDirectory.Failure.notAFolder(directory.displayPath(""))
        }
    }
}
