import BundleFormat
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a ``BundleStore`` owns: `current`, a small JSON pointer to the stored
/// release's folder (`{"folder": "release-<sequence>-<uuid>", "sequence": 7, "embedded": …}`), and that
/// folder: the signed manifest as downloaded (`manifest.json`, `manifest.json.sig`) and the
/// app's files at their release paths. A commit writes a new folder, syncs it, then
/// replaces `current` with one `rename`: a process killed at any moment leaves the old
/// release or the new one, never a mix. Only then are other folders removed.
struct StoreFolder: Sendable {
    let root: URL
    let disk: any StoreDisk

    static let pointerName = "current"
    static let manifestName = "manifest.json"
    static let signatureName = "manifest.json.sig"

    struct Pointer: Codable, Hashable {
        var folder: String
        var sequence: Int
        /// The identity of the app's embedded bundle when the release was stored
        /// (``BundleStore/identity(of:)``): another one means the app was updated since.
        var embedded: String?
    }

    /// The pointer to the stored release; nil when none was stored. Throws when it cannot be read.
    func pointer() throws -> Pointer? {
        let url = root.appendingPathComponent(Self.pointerName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(Pointer.self, from: Data(contentsOf: url))
    }

    /// The stored release, verified again as at download (but for replay): its files read
    /// back and checked against the stored signed manifest.
    func load(app: String, channel: String, verifier: ReleaseVerifier, pointer: Pointer) throws -> VerifiedRelease {
        guard VerifiedRelease.isSafe(pointer.folder) else { throw StoreError("the pointer names \(pointer.folder)") }
        let folder = root.appendingPathComponent(pointer.folder)
        let manifestBytes = try Data(contentsOf: folder.appendingPathComponent(Self.manifestName))
        let signature = try Data(contentsOf: folder.appendingPathComponent(Self.signatureName))
        let (manifest, entry) = try VerifiedRelease.accept(
            manifestBytes: manifestBytes, signature: signature, app: app, channel: channel, verifier: verifier,
            after: nil)
        guard manifest.sequence == pointer.sequence else {
            throw StoreError("the stored manifest has sequence \(manifest.sequence), not \(pointer.sequence)")
        }
        var files: [String: Data] = [:]
        for file in entry.files {
            let url = folder.appendingPathComponent(file.path)
            guard let bytes = try? Data(contentsOf: url) else { throw StoreError("\(file.path) is missing") }
            files[file.path] = bytes
        }
        return try VerifiedRelease(
            manifest: manifest, entry: entry, manifestBytes: manifestBytes, signature: signature, files: files)
    }

    /// Stores `release` and points `current` at it; then removes every other folder.
    /// Throws when a write fails, leaving what was stored as it was.
    func commit(_ release: VerifiedRelease, embedded: String) throws {
        let name = "release-\(release.manifest.sequence)-\(UUID().uuidString)"
        let folder = root.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try disk.write(release.manifestBytes, to: folder.appendingPathComponent(Self.manifestName))
            try disk.write(release.signature, to: folder.appendingPathComponent(Self.signatureName))
            for (path, bytes) in release.files.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try disk.write(bytes, to: url)
            }
            let pointer = try JSONEncoder().encode(
                Pointer(folder: name, sequence: release.manifest.sequence, embedded: embedded))
            let staged = root.appendingPathComponent("\(Self.pointerName)-\(UUID().uuidString).tmp")
            try disk.write(pointer, to: staged)
            for synced in Set(release.files.keys.map { folder.appendingPathComponent($0).deletingLastPathComponent() })
                .sorted(by: { $0.path < $1.path }) + [folder]
            {
                try disk.sync(folder: synced)
            }
            guard rename(staged.path, root.appendingPathComponent(Self.pointerName).path) == 0 else {
                try? FileManager.default.removeItem(at: staged)
                throw StoreError("renaming the pointer failed: \(String(cString: strerror(errno)))")
            }
            try? disk.sync(folder: root)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        removeAll(but: name)
    }

    /// Removes every release folder and staged pointer but `kept` (left behind by an
    /// update that was killed, or replaced).
    func removeAll(but kept: String?) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names where name != kept && (name.hasPrefix("release-") || name.hasSuffix(".tmp")) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
    }
}

/// Why the stored release cannot be read.
struct StoreError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Writes files durably: the store's only way to the disk (a test gives a full disk).
protocol StoreDisk: Sendable {
    /// Writes `data` as the new file `url` and syncs it to the disk before returning.
    func write(_ data: Data, to url: URL) throws
    /// Syncs the entries of `folder` (that files were created or renamed in it).
    func sync(folder: URL) throws
}

/// The file system, with `fsync`.
struct FileSystemDisk: StoreDisk {
    func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw StoreError("cannot create \(url.lastPathComponent): \(String(cString: strerror(errno)))")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    func sync(folder: URL) throws {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { throw StoreError("cannot open \(folder.lastPathComponent) to sync it") }
        defer { close(descriptor) }
        _ = fsync(descriptor)
    }
}
