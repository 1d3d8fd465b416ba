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

extension Position {
    /// `index` of `text` in LSP's terms: its line from 0, and its character in UTF-16 units.
    init(at index: String.Index, in text: String) {
        let before = text[..<index]
        self.init(
            line: before.filter { $0 == "\n" }.count,
            character: before.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count)
    }

    /// Where the `occurrence`th `needle` starts in `text`, `plus` UTF-16 units on.
    static func of(_ needle: String, _ occurrence: Int = 1, in text: String, plus: Int = 0) -> Position {
        var range = text.range(of: needle)!
        for _ in 1..<occurrence { range = text.range(of: needle, range: range.upperBound..<text.endIndex)! }
        let position = Position(at: range.lowerBound, in: text)
        return Position(line: position.line, character: position.character + plus)
    }
}
