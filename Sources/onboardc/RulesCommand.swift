import ArgumentParser
import OnboardCompiler

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules, or print their reference (docs/rules.md) with --markdown.")

    @Flag(help: "Print the Markdown reference that docs/rules.md holds.")
    var markdown = false

    @Option(help: "List only the rules of this pack (\(RulePack.allCases.map(\.id).joined(separator: ", "))).")
    var pack: RulePack?

    func run() throws {
        if markdown {
            print(RuleDocs.markdown(), terminator: "")
            return
        }
        let rules = RuleRegistry.descriptions.filter { rule in pack.map(rule.packs.contains) ?? true }
        let width = rules.map(\.id.count).max() ?? 0
        for category in RuleDescription.Category.allCases {
            let inCategory = rules.filter { $0.category == category }
            guard !inCategory.isEmpty else { continue }
            print(category.title)
            for rule in inCategory {
                let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let packs = rule.packs.isEmpty ? "" : " [pack: \(rule.packs.map(\.id).joined(separator: ", "))]"
                print("  \(id)  \(severity)  \(rule.summary)\(packs)")
            }
            print("")
        }
    }
}

extension RulePack: ExpressibleByArgument {}
