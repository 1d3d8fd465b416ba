import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic whole-file replacement.
///
/// Contents are written to a uniquely named temporary file in the
/// destination's own directory (so both are on the same file system),
/// flushed with `fsync(2)`, and then moved into place with `rename(2)`.
/// Readers therefore observe either the complete old file or the complete
/// new one, never a partial write. The new file gets the default mode
/// (`0666` masked by the process umask).
///
/// A process killed between the create and the rename leaves its temporary
/// file behind; ``isTemporaryName(_:)`` recognises such a leftover.
enum AtomicFile {
    /// Atomically replaces (or creates) the file at `url` with `bytes`,
    /// creating missing parent directories first. Temporary files that an
    /// earlier write of the same file left when it was killed are removed
    /// (a translation file's folder is committed; they must not be).
    ///
    /// On failure the temporary file is removed and a ``FileError``
    /// is thrown; an existing destination is left untouched.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try bytes.withUnsafeBytes { try write(raw: $0, to: url) }
    }

    /// `Data` convenience overload; same semantics as the `[UInt8]` variant.
    static func write(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try write(raw: $0, to: url) }
    }

    /// Atomically replaces (or creates) the entry `name` of the open folder
    /// `folder`. Nothing is resolved by path: the temporary file is created
    /// with `O_EXCL|O_NOFOLLOW` relative to the folder and renamed onto `name`,
    /// so a symbolic link anywhere is never followed.
    static func write(_ bytes: [UInt8], named name: String, in folder: DirectoryHandle) throws {
        try bytes.withUnsafeBytes { try write(raw: $0, named: name, in: folder.descriptor, folderPath: folder.path) }
    }

    // MARK: - Temporary names

    /// The name of a temporary file for `name`: `.<name>.tmp-<pid>-<hex>`.
    static func temporaryName(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
    }

    /// Whether `name` is exactly what ``temporaryName(for:)`` makes (for any
    /// name, process and random part): only such files are leftovers.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
            marker.lowerBound > name.index(after: name.startIndex)
        else { return false }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (pid, random) = (parts[0].utf8, parts[1].utf8)
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9"), hexLetter = UInt8(ascii: "a")...UInt8(ascii: "f")
        return (1...10).contains(pid.count) && pid.allSatisfy(digit.contains)
            && (1...16).contains(random.count) && random.allSatisfy { digit.contains($0) || hexLetter.contains($0) }
    }

    // MARK: - Internals

    private static func write(raw buffer: UnsafeRawBufferPointer, to url: URL) throws {
        let destination = url.standardizedFileURL
        let directory = destination.deletingLastPathComponent().path
        try makeDirectories(directory)
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw FileError(action: "cannot open it", path: directory, code: errno) }
        defer { _ = close(folder) }
        let name = destination.lastPathComponent
        try write(raw: buffer, named: name, in: folder, folderPath: directory)
        for entry in (try? FileSystem.names(inFolder: folder, path: directory)) ?? []
        where entry.hasPrefix("." + name + ".tmp-") && isTemporaryName(entry) {
            _ = unlinkat(folder, entry, 0)
        }
    }

    private static func write(
        raw buffer: UnsafeRawBufferPointer, named name: String, in folder: Int32,
        folderPath: String
    ) throws {
        let tempName = temporaryName(for: name)
        let tempPath = (folderPath as NSString).appendingPathComponent(tempName)
        // O_EXCL guarantees we never clobber a file we did not create; O_NOFOLLOW that it is no link.
        let fd = openat(folder, tempName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileError(action: "cannot open it", path: tempPath, code: errno) }

        var closed = false
        do {
            try writeAll(fd: fd, buffer: buffer, path: tempPath)
            if fsync(fd) != 0 { throw FileError(action: "cannot write the file", path: tempPath, code: errno) }
            closed = true
            if close(fd) != 0 { throw FileError(action: "cannot write the file", path: tempPath, code: errno) }
            if renameat(folder, tempName, folder, name) != 0 {
                throw FileError(
                    action: "cannot replace the file", path: (folderPath as NSString).appendingPathComponent(name),
                    code: errno)
            }
        } catch {
            if !closed { _ = close(fd) }
            _ = unlinkat(folder, tempName, 0)
            throw error
        }
        // Best effort: the rename itself is durable once the folder is flushed.
        _ = fsync(folder)
    }

    /// Writes the whole buffer, retrying short writes and `EINTR`.
    private static func writeAll(fd: Int32, buffer: UnsafeRawBufferPointer, path: String) throws {
        var offset = 0
        while offset < buffer.count {
            let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(action: "cannot write the file", path: path, code: errno)
            }
            offset += n
        }
    }

    /// Equivalent of `mkdir -p`: creates `path` and any missing ancestors.
    /// Fails with `ENOTDIR` if a component exists but is not a directory.
    private static func makeDirectories(_ path: String) throws {
        if path.isEmpty || isDirectory(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o777) != 0 {
            let code = errno
            // Tolerate a concurrent creator; otherwise report precisely.
            if code == EEXIST && isDirectory(path) { return }
            throw FileError(action: "cannot create the folder", path: path, code: code == EEXIST ? ENOTDIR : code)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
