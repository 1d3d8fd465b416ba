import Foundation

/// The package's root folder, found from this file
/// (`Tests/OnboardCompilerTests/Support/PackageRoot.swift`): the one place the tests
/// that read the repository's files (specs, docs, sources, scripts) start from.
enum PackageRoot {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // OnboardCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `path` (slash-separated, relative to the root).
    static func appending(_ path: String) -> URL { url.appendingPathComponent(path) }
}
