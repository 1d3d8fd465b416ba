import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler
import OnboardPreview

/// Every declared diagnostic code's example produces exactly that diagnostic, at its
/// marker, at the declared severity, and no other error.
@Suite struct DiagnosticCodeExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var code: DiagnosticCode
        var testDescription: String { code.id }
    }

    static let cases = DiagnosticCodes.all.map(Case.init)

    /// What an example's run reported, and where its markers were (`file:line:column`).
    struct Run {
        var diagnostics: [Diagnostic]
        var marks: [String]
    }

    /// The text without its markers, and each marker's `line:column` (see `RuleExampleTests.strip`).
    static func strip(_ text: String) -> (text: String, marks: [String]) {
        let (clean, marks) = RuleExampleTests.strip(text)
        return (text.hasSuffix("\n") ? clean : String(clean.dropLast()), marks)
    }

    /// A spec and its translations as `example.yaml` and `example.l10n/<locale>.yaml`.
    static func specFiles(_ yaml: String, _ translations: [String]) -> (Pipeline.Input, [String]) {
        let (spec, translated, marks) = RuleExampleTests.files(.fails(yaml, translations: translations))
        return (Pipeline.Input(spec: spec, translations: translated), marks)
    }

    static func run(_ example: DiagnosticCode.Example) throws -> Run {
        switch example {
        case .spec(let yaml, let translations, let config, let limits):
            let (input, marks) = specFiles(yaml, translations)
            var options = Pipeline.Options(limits: limits)
            if let config {
                let (loaded, problems) = Pipeline.loadConfig(SourceFile(path: ProjectConfig.fileName, text: config))
                options.config = try #require(loaded, "the example's configuration: \(problems.map(\.message))")
            }
            let result = Pipeline.compile(input.spec, translations: input.translations, options: options)
            return Run(diagnostics: result.diagnostics, marks: marks)
        case .specBytes(let bytes):
            let marker = Array(String(DiagnosticCode.marker).utf8)
            var clean: [UInt8] = []
            var marks: [String] = []
            var index = 0
            while index < bytes.count {
                if Array(bytes[index..<min(index + marker.count, bytes.count)]) == marker {
                    let line = clean.split(separator: 0x0A, omittingEmptySubsequences: false)
                    let column = String(decoding: line.last ?? [], as: UTF8.self).unicodeScalars.count + 1
                    marks.append("example.yaml:\(line.count):\(column)")
                    index += marker.count
                } else {
                    clean.append(bytes[index])
                    index += 1
                }
            }
            return Run(
                diagnostics: Pipeline.compile(SourceFile(path: "example.yaml", bytes: clean)).diagnostics, marks: marks)
        case .specs(let specs):
            var marks: [String] = []
            let inputs = specs.enumerated().map { index, yaml in
                let (text, fileMarks) = strip(yaml)
                marks += fileMarks.map { "file\(index + 1).yaml:\($0)" }
                return Pipeline.Input(spec: SourceFile(path: "file\(index + 1).yaml", text: text))
            }
            return Run(diagnostics: Pipeline.compileAll(inputs).flatMap(\.diagnostics), marks: marks)
        case .config(let yaml):
            let (text, marks) = strip(yaml)
            let (_, diagnostics) = Pipeline.loadConfig(SourceFile(path: ProjectConfig.fileName, text: text))
            return Run(diagnostics: diagnostics, marks: marks.map { "\(ProjectConfig.fileName):\($0)" })
        case .project(let config, let specs):
            let (configText, configMarks) = strip(config)
            var marks = configMarks.map { "\(ProjectConfig.fileName):\($0)" }
            let inputs = specs.enumerated().map { index, yaml in
                let (text, fileMarks) = strip(yaml)
                marks += fileMarks.map { "file\(index + 1).yaml:\($0)" }
                return Pipeline.Input(spec: SourceFile(path: "file\(index + 1).yaml", text: text))
            }
            let project = Project(inputs, config: SourceFile(path: ProjectConfig.fileName, text: configText))
            var timings = StageTimings()
            let site = try PreviewSite.build(project, timings: &timings)
            return Run(diagnostics: site.diagnostics, marks: marks)
        case .xliff(let xliff, let spec, let translations, let limits):
            let (input, specMarks) = specFiles(spec, translations)
            let (text, marks) = strip(xliff)
            // In memory, nothing can become unreadable.
            let result = try! Project([input], limits: limits).importXLIFF(
                SourceFile(path: "example.xlf", text: text), translationFolder: { _ in "example.l10n" })
            return Run(diagnostics: result.diagnostics, marks: marks.map { "example.xlf:\($0)" } + specMarks)
        case .bundle(let files):
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "code-example-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var marks: [String] = []
            for (path, text) in files {
                let (clean, fileMarks) = strip(text)
                marks += fileMarks.map { "\(path):\($0)" }
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(clean.utf8).write(to: url)
            }
            let prefix = folder.path + "/"
            let diagnostics = try BundleCheck.check(folder.path).diagnostics.map { diagnostic in
                var relative = diagnostic
                if relative.span.file.hasPrefix(prefix) { relative.span.file.removeFirst(prefix.count) }
                return relative
            }
            return Run(diagnostics: diagnostics, marks: marks)
        case .release(let files):
            return try release(files)
        case .none:
            return Run(diagnostics: [], marks: [])
        }
    }

    /// A release folder checked by `ReleaseCheck`, trusting `trusted.pem` when it is given.
    static func release(_ files: [String: String]) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var marks: [String] = []
        for (path, text) in files {
            // Byte for byte what was signed: the text without its markers, its last newline kept.
            marks += strip(text).marks.map { "\(path):\($0)" }
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.filter { $0 != DiagnosticCode.marker }.utf8).write(to: url)
        }
        let prefix = folder.path + "/"
        func relative(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            diagnostics.map { diagnostic in
                var relative = diagnostic
                if relative.span.file.hasPrefix(prefix) { relative.span.file.removeFirst(prefix.count) }
                return relative
            }
        }
        var keys = [SigningKey.example.publicKey]
        if files["trusted.pem"] != nil {
            do throws(KeyFileProblem) {
                keys = [try ReleaseCheck.trustedKey(prefix + "trusted.pem")]
            } catch {
                return Run(diagnostics: relative([error.diagnostic]), marks: marks)
            }
        }
        let result = try ReleaseCheck.check(folder.path, channel: "production", trusting: keys)
        return Run(diagnostics: relative(result.diagnostics), marks: marks)
    }

    @Test(arguments: cases)
    func example(_ test: Case) throws {
        let code = test.code
        #expect(!code.summary.isEmpty && code.summary.last == ".", "a summary is a sentence")
        if case .none(let because) = code.example {
            #expect(because.count > 20, "say why no input produces `\(code.id)`")
            return
        }
        let run = try Self.run(code.example)
        #expect(run.marks.count == 1, "an example marks where its diagnostic starts with one ⟦")
        let found = run.diagnostics.filter { $0.code == code.id }
        #expect(
            found.map { "\($0.span.file):\($0.span.start.line):\($0.span.start.column)" } == run.marks,
            "\(run.diagnostics.map { "\($0.code) \($0.span.file):\($0.span.start.line):\($0.span.start.column) \($0.message)" })"
        )
        #expect(found.allSatisfy { $0.severity == code.severity })
        let others = run.diagnostics.filter { $0.code != code.id && $0.severity == .error }
        #expect(others.isEmpty, "the example raises other errors too: \(others.map { "\($0.code) \($0.message)" })")
    }
}
