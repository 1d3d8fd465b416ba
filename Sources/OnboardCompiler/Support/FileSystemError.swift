import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call of ``AtomicFile`` or ``DirectoryHandle``: the
/// operation, the path involved and the underlying `errno`.
struct FileSystemError: Error, CustomStringConvertible, Equatable {
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
