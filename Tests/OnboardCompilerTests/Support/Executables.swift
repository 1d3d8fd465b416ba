import Foundation

/// The programs tests hand files to (Graphviz, xmllint, aapt2, kotlinc, Chromium…), found as
/// a shell finds them.
enum Executables {
    /// `name` in the first folder of `PATH` that has it as an executable file; nil when none does.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
