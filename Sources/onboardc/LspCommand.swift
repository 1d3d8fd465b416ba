import ArgumentParser
import Foundation
import OnboardCompiler
import OnboardLanguageServer

struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
            Diagnostics as `lint` reports them, as you type; the outline, hover, go to definition \
            and find references. docs/editor-setup.md says how to set up VS Code, Neovim and Helix.
            """)

    @Option(help: "Project configuration for every spec (default: onboardc.yaml beside each spec, if there is one).")
    var config: String?

    @Option(help: "Leave out the findings listed in this baseline file, as `lint --baseline` does.")
    var baseline: String?

    @Option(help: "Address of the docs folder that diagnostic codes link to (default: this checkout's docs/).")
    var docsURL: String?

    @Option(help: "Largest input file accepted, in bytes.")
    var maxInputBytes = ParseLimits.default.maxInputBytes

    @Flag(help: "Accepted for clients that pass it; standard input and output are the only transport.")
    var stdio = false

    func run() throws {
        var limits = ParseLimits.default
        limits.maxInputBytes = maxInputBytes
        let options = WorkspaceOptions(
            config: config.map(absolute), baseline: try baseline.map(readBaseline), limits: limits,
            docs: DocsLinks(base: docsURL ?? Self.checkoutDocs()))
        let status = StdioTransport.run { LanguageServer(options: options, send: $0) }
        if status != 0 { throw ExitCode(status) }
    }

    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A baseline that cannot be read stops the server before it starts, as it stops `lint`.
    private func readBaseline(_ path: String) throws -> Baseline {
        do {
            let file = try SourceFile.read(path, limit: maxInputBytes)
            return try Baseline(json: String(decoding: file.bytes, as: UTF8.self))
        } catch {
            printError("error: \(path): \(error)\n")
            throw Exit.failure
        }
    }

    /// The docs/ folder of the checkout this onboardc was built in (`.build/<config>/onboardc`,
    /// two or three folders up), or of the current folder, as a `file:` address; nil when neither has one.
    private static func checkoutDocs() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folders = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        let docs = folders.map { $0.appendingPathComponent("docs") }
        return docs.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("diagnostics.md").path) }?
            .absoluteString
    }
}
