import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of the files a build is about to write, put aside between planning and
/// writing. Nothing is written into the output folder before every spec is planned
/// (a conflict found in the last spec still leaves the folder untouched), yet a build
/// into an empty folder must not hold the whole corpus's output: so the spool holds
/// up to `memoryLimit` bytes in memory and appends the rest to an unnamed temporary
/// file in the system's temporary folder (`TMPDIR`, else `/tmp`, as `sort` does).
/// The file is unlinked as soon as it is made: the system deletes it when the build
/// ends, however it ends.
///
/// A spool made with `keepingBytes: false` only counts (`onboardc build --check`,
/// which writes nothing).
public final class WriteSpool: @unchecked Sendable {
    /// What a build holds in memory by default before it spills to the temporary file.
    public static let defaultMemoryLimit = 64 * 1_048_576

    private enum Place {
        case memory([UInt8])
        case file(offset: Int, count: Int)
    }

    public let memoryLimit: Int
    public let keepsBytes: Bool
    /// Where the temporary file is made.
    public let temporaryFolder: String
    private let lock = NSLock()
    private var places: [String: Place] = [:]
    private var heldInMemory = 0
    private var file: Int32 = -1
    private var fileEnd = 0

    /// `temporaryFolder` defaults to `TMPDIR`, else `/tmp`.
    public init(
        memoryLimit: Int = WriteSpool.defaultMemoryLimit, keepingBytes: Bool = true,
        temporaryFolder: String? = nil
    ) {
        self.memoryLimit = memoryLimit
        keepsBytes = keepingBytes
        let folder =
            temporaryFolder ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        self.temporaryFolder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    deinit {
        if file >= 0 { _ = close(file) }
    }

    /// How many bytes wait in the temporary file (0 while everything fits in memory).
    public var spilledBytes: Int { lock.withLock { fileEnd } }

    /// Puts `bytes` aside as the contents of `path` (replacing what it held).
    func put(_ bytes: [UInt8], for path: String) throws {
        guard keepsBytes else { return }
        try lock.withLock {
            if case .memory(let old)? = places[path] { heldInMemory -= old.count }
            if heldInMemory + bytes.count <= memoryLimit {
                places[path] = .memory(bytes)
                heldInMemory += bytes.count
                return
            }
            let offset = try append(bytes)
            places[path] = .file(offset: offset, count: bytes.count)
        }
    }

    /// The bytes put aside for `path`.
    func bytes(for path: String) throws -> [UInt8] {
        precondition(keepsBytes, "a spool that only counts has no bytes to write")
        return try lock.withLock {
            switch places[path] {
            case .memory(let bytes)?: return bytes
            case .file(let offset, let count)?: return try read(count, at: offset)
            case nil: preconditionFailure("nothing was put aside for \(path)")
            }
        }
    }

    // MARK: - The temporary file

    /// Appends `bytes` to the temporary file, made at the first call; returns where they start.
    private func append(_ bytes: [UInt8]) throws -> Int {
        if file < 0 { file = try makeFile() }
        let start = fileEnd
        try bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = pwrite(file, buffer.baseAddress! + done, buffer.count - done, off_t(start + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileError(
                        action: "cannot write the build's temporary file", path: temporaryFolder, code: errno)
                }
                done += n
            }
        }
        fileEnd += bytes.count
        return start
    }

    private func read(_ count: Int, at offset: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        try bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < count {
                let n = pread(file, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    throw FileError(
                        action: "cannot read the build's temporary file", path: temporaryFolder,
                        code: n < 0 ? errno : EIO)
                }
                done += n
            }
        }
        return bytes
    }

    /// A new file in the temporary folder, unlinked at once: only this process can reach it.
    private func makeFile() throws -> Int32 {
        var template = Array((temporaryFolder + "/onboardc-spool-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw FileError(action: "cannot create the build's temporary file", path: temporaryFolder, code: errno)
        }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }
}
