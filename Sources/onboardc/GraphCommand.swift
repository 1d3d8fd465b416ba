import ArgumentParser
import Foundation
import OnboardCompiler

extension FlowDiagrams.Format: ExpressibleByArgument {}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print each flow as a diagram: screens, states, buttons, outcomes, skips and endings.",
        discussion: """
            Mermaid (the default) prints a heading and a fenced `mermaid` block per flow, ready for a \
            Markdown file or a pull-request comment; `--format dot` prints Graphviz DOT, one digraph \
            per flow (`onboardc graph specs --format dot | dot -Tsvg -O`). A spec that does not \
            decode is reported on stderr and gives no diagram (exit 1).
            """)

    @Argument(help: "Spec files or folders (folders are searched for *.yaml and *.yml).")
    var paths: [String] = ["specs"]

    @Option(help: "Diagram format: mermaid or dot.")
    var format: FlowDiagrams.Format = .mermaid

    @Option(help: "Only the flow with this id.")
    var flow: String?

    @Option(help: "Project configuration (default: onboardc.yaml in the first spec folder, if there is one).")
    var config: String?

    func run() throws {
        var timings = StageTimings()
        let project = try loadProject(paths, config: config, timings: &timings)
        let results = project.validate(timings: &timings)
        report(
            project.configDiagnostics + results.flatMap(\.diagnostics).filter { $0.severity == .error },
            sources: results.flatMap(\.sources) + project.configSources, format: .text)
        try failIfUnreadable(results.compactMap(\.unreadable))
        let diagrams = results.compactMap(\.spec).compactMap { FlowDiagrams.render($0, format: format, flow: flow) }
        FileHandle.standardOutput.write(Data(diagrams.joined(separator: "\n").utf8))
        if let flow, diagrams.isEmpty, !project.failed(results) {
            printError("error: no spec has a flow `\(flow)`\n")
            throw Exit.specErrors
        }
        if project.failed(results) { throw Exit.specErrors }
    }
}
