import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder. Every call acts on a name in it, relative to the folder's
/// descriptor, and never follows a symbolic link: a link where a folder or
/// file is expected is reported as ``Entry/link``, and a link planted after
/// that check makes the call fail (`ELOOP`) instead of being followed.
final class DirectoryHandle {
    /// What a name in the folder is, without following links.
    enum Entry: Equatable { case missing, file, folder, link, other }

    /// The result of opening a folder: only ``folder(_:)`` carries a handle.
    enum Opened {
        case folder(DirectoryHandle)
        case missing, link, notAFolder
    }

    let descriptor: Int32
    /// The folder's path, for messages.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { _ = close(descriptor) }

    /// Opens the folder at `path`, which messages call `name`. Links before
    /// its last component are followed; the last is not.
    static func open(_ path: String, named name: String) throws -> Opened {
        try opened(openat(AT_FDCWD, path, Self.folderFlags), at: name) { try entry(AT_FDCWD, path, name) }
    }

    /// Opens the folder `name` in this one.
    func open(_ name: String) throws -> Opened {
        try check(name)
        let path = self.path(of: name)
        return try Self.opened(openat(descriptor, name, Self.folderFlags), at: path) { try self.entry(name) }
    }

    /// Creates the folder `name` in this one; one that is already there is fine.
    func makeFolder(_ name: String) throws {
        try check(name)
        if mkdirat(descriptor, name, 0o777) != 0, errno != EEXIST {
            throw FileError(action: "cannot create the folder", path: path(of: name), code: errno)
        }
    }

    /// What `name` is, without following a link.
    func entry(_ name: String) throws -> Entry {
        try check(name)
        return try Self.entry(descriptor, name, path(of: name))
    }

    /// The contents of the regular file `name` when it holds at most `limit` bytes (else it
    /// is left unread); a link or anything but a regular file fails.
    func read(_ name: String, limit: Int = .max - 1) throws -> FileSystem.Contents {
        try check(name)
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw FileError(action: "cannot open it", path: path(of: name), code: errno) }
        defer { _ = close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else {
            throw FileError(action: "cannot read it", path: path(of: name), code: errno)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(action: "cannot read the file", path: path(of: name), code: EINVAL)
        }
        return try FileSystem.contents(ofOpenFile: file, path: path(of: name), limit: limit)
    }

    /// Removes the entry `name` (a link itself, never what it points to); one already gone is fine.
    func remove(_ name: String) throws {
        try check(name)
        if unlinkat(descriptor, name, 0) != 0, errno != ENOENT {
            throw FileError(action: "cannot delete the file", path: path(of: name), code: errno)
        }
    }

    /// Removes the folder `name` if it is empty; false when it is not removed.
    func removeFolderIfEmpty(_ name: String) -> Bool {
        (try? check(name)) != nil && unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }

    /// The names in this folder, without `.` and `..`.
    func names() throws -> [String] {
        try FileSystem.names(inFolder: descriptor, path: path)
    }

    func path(of name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    // MARK: - Internals

    /// One name in this folder, as the system reads it: not empty, `.` or `..`, and without
    /// `/` or NUL (which would end it early: `a.json\0x` would act on `a.json`).
    private func check(_ name: String) throws {
        guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(0), !name.utf8.contains(UInt8(ascii: "/"))
        else {
            throw FileError(action: "cannot use the name", path: path(of: name), code: EINVAL)
        }
    }

    private static let folderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

    /// Classifies a failed folder open by what is at the name (a link fails with `ELOOP`, or `ENOTDIR` on some systems).
    private static func opened(_ descriptor: Int32, at path: String, entry: () throws -> Entry) throws -> Opened {
        if descriptor >= 0 { return .folder(DirectoryHandle(descriptor: descriptor, path: path)) }
        let code = errno
        if code == ENOENT { return .missing }
        switch try entry() {
        case .missing: return .missing
        case .link: return .link
        case .file, .other: return .notAFolder
        case .folder: throw FileError(action: "cannot open it", path: path, code: code)
        }
    }

    private static func entry(_ folder: Int32, _ name: String, _ path: String) throws -> Entry {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw FileError(action: "cannot read it", path: path, code: errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }
}
