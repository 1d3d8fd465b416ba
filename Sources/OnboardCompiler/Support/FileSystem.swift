#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the inputs: files and folders, with the system's reason when one
/// cannot be read ("permission denied", not "no such file"), so every command
/// says what is really wrong. The one place that turns `errno` into words.
public enum FileSystem {
    public enum Kind: Sendable { case file, folder }

    /// What is at `path` (following links), or nil when nothing is; a path
    /// that cannot be looked at (a folder on the way without permission) throws.
    public static func kind(_ path: String) throws(FileError) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw FileError(action: "cannot read it", path: path, code: code)
        }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .file
    }

    /// The names in `folder`, without `.` and `..`, sorted.
    public static func list(_ folder: String) throws(FileError) -> [String] {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(action: "cannot read the folder", path: folder, code: errno) }
        defer { close(fd) }
        return try names(inFolder: fd, path: folder).sorted()
    }

    /// The names in the open folder `fd` (which stays open), without `.` and `..`.
    static func names(inFolder fd: Int32, path: String) throws(FileError) -> [String] {
        let copy = dup(fd)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { close(copy) }
            throw FileError(action: "cannot read the folder", path: path, code: code)
        }
        defer { closedir(stream) }
        // The copy shares the folder's read position: start from the first entry every time.
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// True when `path` is a folder itself, not a link to one.
    public static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// What `read(_:limit:)` found.
    public enum Contents: Sendable, Hashable {
        case bytes([UInt8])
        /// Left unread: larger than the limit. The size is nil for a pipe or a
        /// device, which has none until read to the end.
        case oversized(size: Int?)
    }

    /// The file at `path`, read only if it holds at most `limit` bytes: a
    /// larger one is left unread, so no input, however large (or endless,
    /// like a device), is ever held in memory.
    public static func read(_ path: String, limit: Int) throws(FileError) -> Contents {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(action: "cannot read the file", path: path, code: errno) }
        defer { close(fd) }
        return try contents(ofOpenFile: fd, path: path, limit: limit)
    }
}

extension FileSystem {
    /// What a file is when found, before it is read.
    public enum Found: Sendable, Hashable {
        /// A regular file of at most the limit, which opened for reading: it can be read later.
        case readable
        /// A larger regular file (left unread), or anything else, such as a pipe or a
        /// device, which cannot be read twice and so is read now.
        case contents(Contents)
    }

    /// Opens the file at `path` and measures it, reading it only when it is not a regular
    /// file: a file that cannot be read is reported when it is found, not when it is read.
    public static func find(_ path: String, limit: Int) throws(FileError) -> Found {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(action: "cannot read the file", path: path, code: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(action: "cannot read the file", path: path, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return .contents(try contents(ofOpenFile: fd, path: path, limit: limit))
        }
        return .readable
    }

    /// The open file `fd`, read only if it holds at most `limit` bytes.
    static func contents(ofOpenFile fd: Int32, path: String, limit: Int) throws(FileError) -> Contents {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(action: "cannot read the file", path: path, code: errno) }
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        if info.st_mode & S_IFMT == S_IFDIR {
            throw FileError(action: "cannot read the file", path: path, code: EISDIR)
        }
        if isRegular, Int(info.st_size) > limit {
            return .oversized(size: Int(info.st_size))
        }
        // One byte past the limit tells a file that grew, or a stream, from one that fits.
        let bytes = try contents(
            of: fd, path: path, upTo: min(limit, Int.max - 1) + 1,
            expected: isRegular ? Int(info.st_size) : 0)
        guard bytes.count <= limit else {
            return .oversized(size: isRegular ? Int(info.st_size) : nil)
        }
        return .bytes(bytes)
    }

    /// The bytes of the open file `fd` from where it stands to its end, or the first `count` of them.
    /// `expected` (a regular file's size) is reserved up front, so that the bytes, which are kept
    /// for the whole run, fill one buffer of their size rather than one grown to up to twice it.
    private static func contents(
        of fd: Int32, path: String, upTo count: Int, expected: Int
    ) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte more, for the read that finds the end.
        bytes.reserveCapacity(min(count, max(expected, 0) + 1))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileError(action: "cannot read the file", path: path, code: errno)
            }
            if got == 0 { break }
            bytes += chunk[..<got]
        }
        return bytes
    }
}

/// `read(2)`, named apart from `FileSystem.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// A file or folder that could not be read or written, with the system's
/// reason: every file-system failure the compiler reports.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What could not be done: "cannot read the file".
    public var action: String
    public var path: String
    /// The `errno` value.
    public var code: Int32

    public init(action: String, path: String, code: Int32) {
        self.action = action
        self.path = path
        self.code = code
    }

    /// `specs/app.yaml: cannot read the file: permission denied`.
    public var description: String { "\(path): \(action): \(reason)" }

    /// The system's reason, in the lower case of the rest of the message.
    public var reason: String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a folder"
        case ENOTDIR: "a part of the path is not a folder"
        case ELOOP: "too many symbolic links"
        default:
            String(cString: strerror(code)).prefix(1).lowercased() + String(String(cString: strerror(code)).dropFirst())
        }
    }
}
