import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An error raised by ``AtomicFile``, carrying the failing operation, the
/// path involved and the underlying `errno`.
struct AtomicFileError: Error, CustomStringConvertible, Equatable {
    /// The system call or step that failed (e.g. `"open"`, `"rename"`).
    var operation: String
    /// The path the failing operation was applied to.
    var path: String
    /// The `errno` value reported by the system.
    var code: Int32

    /// The `strerror` text for ``code``.
    var message: String { String(cString: strerror(code)) }

    var description: String { "\(operation) '\(path)': \(message) (errno \(code))" }
}

/// Atomic whole-file replacement.
///
/// Contents are written to a uniquely named temporary file in the
/// destination's own directory (so both are on the same file system),
/// flushed with `fsync(2)`, and then moved into place with `rename(2)`.
/// Readers therefore observe either the complete old file or the complete
/// new one, never a partial write. The new file gets the default mode
/// (`0666` masked by the process umask).
enum AtomicFile {
    /// Atomically replaces (or creates) the file at `url` with `bytes`,
    /// creating missing parent directories first.
    ///
    /// On failure the temporary file is removed and an ``AtomicFileError``
    /// is thrown; an existing destination is left untouched.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try bytes.withUnsafeBytes { try write(raw: $0, to: url) }
    }

    /// `Data` convenience overload; same semantics as the `[UInt8]` variant.
    static func write(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try write(raw: $0, to: url) }
    }

    // MARK: - Internals

    private static func write(raw buffer: UnsafeRawBufferPointer, to url: URL) throws {
        let destination = url.standardizedFileURL
        let directory = destination.deletingLastPathComponent().path
        let name = destination.lastPathComponent
        try makeDirectories(directory)

        let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
        let tempPath = (directory as NSString).appendingPathComponent(".\(name).tmp-\(getpid())-\(suffix)")

        // O_EXCL guarantees we never clobber a file we did not create.
        let fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw AtomicFileError(operation: "open", path: tempPath, code: errno) }

        var closed = false
        do {
            try writeAll(fd: fd, buffer: buffer, path: tempPath)
            if fsync(fd) != 0 { throw AtomicFileError(operation: "fsync", path: tempPath, code: errno) }
            closed = true
            if close(fd) != 0 { throw AtomicFileError(operation: "close", path: tempPath, code: errno) }
            if rename(tempPath, destination.path) != 0 {
                throw AtomicFileError(operation: "rename", path: destination.path, code: errno)
            }
        } catch {
            if !closed { _ = close(fd) }
            _ = unlink(tempPath)
            throw error
        }
        syncDirectory(directory)
    }

    /// Writes the whole buffer, retrying short writes and `EINTR`.
    private static func writeAll(fd: Int32, buffer: UnsafeRawBufferPointer, path: String) throws {
        var offset = 0
        while offset < buffer.count {
            let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw AtomicFileError(operation: "write", path: path, code: errno)
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
            throw AtomicFileError(operation: "mkdir", path: path, code: code == EEXIST ? ENOTDIR : code)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Best-effort `fsync` of the directory so the rename itself is durable.
    private static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }
}
