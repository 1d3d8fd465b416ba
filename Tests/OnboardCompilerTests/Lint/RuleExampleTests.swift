import Foundation
import Testing

@testable import OnboardCompiler

/// Every rule's own examples: passing ones give no finding of that rule,
/// failing ones give exactly one finding at each `⟦` marker.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var index: Int
        var example: RuleDescription.Example
        /// The rule's packs, switched on for its examples.
        var packs: [RulePack]
        var testDescription: String { "\(rule) example \(index + 1) (\(example.fails ? "fails" : "passes"))" }
    }

    static let cases: [Case] = RuleRegistry.descriptions.flatMap { rule in
        rule.examples.enumerated().map { Case(rule: rule.id, index: $0, example: $1, packs: rule.packs) }
    }

    /// The example without its markers, and the `line:column` of each marker.
    /// Markers are found scalar by scalar, so one before a joiner (U+200D) counts too.
    static func strip(_ yaml: String) -> (text: String, marks: [String]) {
        var text = ""
        var marks: [String] = []
        let marker = RuleDescription.Example.marker.unicodeScalars.first!
        for (number, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            var clean = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if scalar == marker {
                    marks.append("\(number + 1):\(column)")
                } else {
                    clean.append(scalar)
                    column += 1
                }
            }
            text += (number == 0 ? "" : "\n") + String(clean)
        }
        return (text + "\n", marks)
    }

    /// The spec as `example.yaml` and each translation as `example.l10n/<name>`, without
    /// their markers, and each marker as `file:line:column`.
    static func files(
        _ example: RuleDescription.Example
    ) -> (spec: SourceFile, translations: [SourceFile], marks: [String]) {
        let (yaml, specMarks) = strip(example.yaml)
        var marks = specMarks.map { "example.yaml:\($0)" }
        let translations = example.translationFiles.map { name, text in
            let (clean, fileMarks) = strip(text)
            let path = "example.l10n/\(name)"
            marks += fileMarks.map { "\(path):\($0)" }
            return SourceFile(path: path, text: clean)
        }
        return (SourceFile(path: "example.yaml", text: yaml), translations, marks)
    }

    @Test(arguments: cases)
    func example(_ test: Case) throws {
        let (spec, translations, marks) = Self.files(test.example)
        #expect(
            test.example.fails == !marks.isEmpty, "a failing example marks each finding with ⟦, a passing one has none")
        var config = ProjectConfig()
        config.packs = Set(test.packs)
        let result = Pipeline.lint(spec, translations: translations, options: Pipeline.Options(config: config))
        let notLint = result.diagnostics.filter { $0.path == nil && !$0.code.hasPrefix("lint-") }
        #expect(notLint.isEmpty, "the example must decode cleanly: \(notLint.map { "\($0.code) \($0.message)" })")
        let found = result.diagnostics.filter { $0.code == test.rule }
            .map { "\($0.span.file):\($0.span.start.line):\($0.span.start.column)" }
        #expect(
            found.sorted() == marks.sorted(), "\(result.diagnostics.filter { $0.code == test.rule }.map(\.message))")
    }
}
