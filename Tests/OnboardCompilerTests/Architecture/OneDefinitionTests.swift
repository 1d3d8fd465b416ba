import Foundation
import Testing

/// Facts derived from a spec once, formats written in one place, and one door into the
/// compiler: each test names the one file allowed to hold a construct and fails when
/// another file starts deriving or writing the same fact again.
@Suite struct OneDefinitionTests {
    /// Each construct and the only files (relative to `Sources/OnboardCompiler/`) that may use it.
    static let owners: [(construct: String, owners: Set<String>, why: String)] = [
        (
            "FlowGraph(", ["Analysis/SpecAnalysis.swift", "Emit/Diagram/FlowDiagram.swift"],
            "a flow's graph comes from the spec's analysis (`context.graph(flow)`), built once per flow"
        ),
        (
            "SourceFingerprint.of(", ["Analysis/SpecAnalysis.swift"],
            "a key's source fingerprint comes from `SpecAnalysis.fingerprint(of:)`, hashed once per key"
        ),
        (
            "StaleTranslation(", ["Analysis/SpecAnalysis.swift"],
            "staleness comes from `SpecAnalysis.staleness(of:key:)`"
        ),
        (
            "readingOrder)", ["Diagnostics/DiagnosticSink.swift"],
            "diagnostics are put in reading order by the sink, once per spec (`Pipeline.run`)"
        ),
        (
            "TreeBuilder.build(", ["Pipeline/Pipeline.swift"],
            "YAML is parsed by the pipeline, once per file; an editor edits the tree that decoded the file"
        ),
        (
            "review: true\"", ["Exchange/TranslationEntryText.swift"],
            "a translation entry is written by `TranslationEntryText`"
        ),
    ]

    @Test func eachFactIsDerivedAndEachFormatWrittenInOnePlace() throws {
        let files = try FloorTests.sourceFiles()
        for (construct, owners, why) in Self.owners {
            let users = files.filter { _, text in
                text.split(separator: "\n").contains { line in
                    !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") && Self.uses(line, construct)
                }
            }.keys
            #expect(Set(users).subtracting(owners).sorted() == [], "`\(construct)`: \(why)")
        }
    }

    /// Whether `line` holds `construct` as a name of its own (`StaleTranslation(`, not `L10nStaleTranslation(`).
    static func uses(_ line: Substring, _ construct: String) -> Bool {
        line.ranges(of: construct).contains { range in
            guard range.lowerBound > line.startIndex else { return true }
            let before = line[line.index(before: range.lowerBound)]
            return !(before.isLetter || before.isNumber || before == "_")
        }
    }

    /// `Project` is the one entry point: the command line, the preview, the benchmark and the
    /// fuzzers call no function of `Pipeline` (its types, such as `Pipeline.Input`, are shared).
    @Test func everyCallerGoesThroughProject() throws {
        var callers: [String: String] = [:]
        for folder in ["Sources/onboardc/", "Sources/onboardc-bench/", "Sources/OnboardPreview/", "Fuzz/"] {
            for (path, text) in try FloorTests.swiftFiles(in: folder) { callers[folder + path] = text }
        }
        #expect(callers.count > 20)
        let call = try Regex(#"Pipeline\.[a-z]"#)
        #expect(callers.filter { $0.value.contains(call) }.keys.sorted() == [])
        let pipeline = try #require(try FloorTests.sourceFiles()["Pipeline/Pipeline.swift"])
        #expect(!pipeline.contains("public static func"), "Pipeline's stages are run through `Project`")
    }
}
