import Foundation
import OnboardCompiler

/// What every fuzz target shares: the repository's real files it runs the fuzzed
/// input against, read once at start-up, and the CLI's last step, rendering the
/// diagnostics. Compiled into each target by `scripts/fuzz`; nothing here writes to disk.
enum Fixtures {
    /// The repository: `$ONBOARDC_FUZZ_ROOT` (set by `scripts/fuzz`), else two folders
    /// above this source file (`Fuzz/Support/`), as it was when the target was built.
    static let root: String = {
        if let root = ProcessInfo.processInfo.environment["ONBOARDC_FUZZ_ROOT"], !root.isEmpty { return root }
        return ((#filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("../..")
    }()

    /// The configuration `onboardc` reads for `specs/`.
    static let config = read("specs/onboardc.yaml")

    /// A spec (`specs/<app>.yaml`) with the translation files beside it, paths relative to the repository.
    static func input(_ spec: String) -> Pipeline.Input {
        let folder = TranslationFiles.folder(of: spec)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        let translations = names.filter(TranslationFiles.isYAML).sorted().map { read(folder + "/" + $0) }
        return Pipeline.Input(spec: read(spec), translations: translations)
    }

    /// A repository file, reported under its relative path as `onboardc` run at the root would.
    static func read(_ relative: String) -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path(relative)) else {
            fatalError("cannot read \(path(relative)); set ONBOARDC_FUZZ_ROOT to the repository")
        }
        return SourceFile(path: relative, bytes: [UInt8](data))
    }

    private static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }
}

/// The fuzzer's bytes as a file at `path`.
func fuzzedFile(_ data: UnsafePointer<UInt8>, _ size: Int, path: String) -> SourceFile {
    SourceFile(path: path, bytes: Array(UnsafeBufferPointer(start: data, count: size)))
}

/// `onboardc build --check` on `project`, as the command runs it (every spec compiled and
/// planned against an output folder, here one that does not exist; no byte kept), each
/// spec's diagnostics rendered in every format as it comes.
func buildAndRender(_ project: Project) {
    var timings = StageTimings()
    let nowhere = URL(fileURLWithPath: "/nonexistent/onboardc-fuzz")
    renderEveryFormat(project.configDiagnostics, sources: project.configSources)
    _ = project.build(
        into: OutputDirectory(root: nowhere), spool: WriteSpool(keepingBytes: false), timings: &timings
    ) { diagnostics, _, sources in renderEveryFormat(diagnostics, sources: sources) }
}

/// Renders `diagnostics` as the CLI prints them (excerpts, columns, escaping), in every
/// format but SARIF: most of its cost is the rule catalogue, the same for every input, and
/// its locations are the JSON format's.
func renderEveryFormat(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
    let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let renderer = DiagnosticRenderer(sources: files)
    for format in DiagnosticRenderer.Format.allCases where format != .sarif {
        _ = renderer.render(diagnostics, format: format)
    }
}
