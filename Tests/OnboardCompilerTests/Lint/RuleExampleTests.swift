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
        var testDescription: String { "\(rule) example \(index + 1) (\(example.fails ? "fails" : "passes"))" }
    }

    static let cases: [Case] = RuleRegistry.descriptions.flatMap { rule in
        rule.examples.enumerated().map { Case(rule: rule.id, index: $0, example: $1) }
    }

    /// The example without its markers, and the `line:column` of each marker.
    static func strip(_ yaml: String) -> (text: String, marks: [String]) {
        var text = ""
        var marks: [String] = []
        for (number, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            var clean = ""
            for char in line {
                if char == RuleDescription.Example.marker {
                    marks.append("\(number + 1):\(column)")
                } else {
                    clean.append(char)
                    column += char.unicodeScalars.count
                }
            }
            text += (number == 0 ? "" : "\n") + clean
        }
        return (text + "\n", marks)
    }

    @Test(arguments: cases)
    func example(_ test: Case) throws {
        let (yaml, marks) = Self.strip(test.example.yaml)
        #expect(test.example.fails == !marks.isEmpty, "a failing example marks each finding with ⟦, a passing one has none")
        let result = Pipeline.lint(SourceFile(path: "example.yaml", text: yaml))
        let notLint = result.diagnostics.filter { $0.path == nil && !$0.code.hasPrefix("lint-") }
        #expect(notLint.isEmpty, "the example must decode cleanly: \(notLint.map { "\($0.code) \($0.message)" })")
        let found = result.diagnostics.filter { $0.code == test.rule }
            .map { "\($0.span.start.line):\($0.span.start.column)" }
        #expect(found.sorted() == marks.sorted(), "\(result.diagnostics.filter { $0.code == test.rule }.map(\.message))")
    }
}
