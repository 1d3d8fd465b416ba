import Foundation

@testable import OnboardLanguageServer

/// A folder of specs for the language server's tests, removed when the test ends.
final class LanguageServerScratch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")

    /// A small valid spec: app `demo`, one flow whose one screen completes it.
    static let spec = """
        version: 1
        app:
          id: demo
          name: Demo
          platforms: [ios]
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: hasOnboarded }
            screens:
              - id: welcome
                role: welcome
                title: Hello
                primary: { label: Start, action: complete }

        """

    init(_ files: [String: String] = [:]) throws {
        for (path, text) in files { try write(path, text) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).standardizedFileURL.path }
    func uri(_ name: String) -> String { URL(fileURLWithPath: path(name)).absoluteString }

    func item(_ name: String, _ text: String, version: Int = 1) -> TextDocumentItem {
        TextDocumentItem(uri: uri(name), languageId: "yaml", version: version, text: text)
    }
}
