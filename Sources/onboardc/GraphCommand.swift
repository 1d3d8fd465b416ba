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

    @OptionGroup var options: SpecReading

    @Option(help: "Diagram format: mermaid or dot.")
    var format: FlowDiagrams.Format = .mermaid

    @Option(help: "Only the flow with this id.")
    var flow: String?

    func run() throws {
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        let graph = project.graph(format: format, flow: flow, timings: &timings)
        report(graph.diagnostics, sources: graph.sources, format: .text)
        try failIfUnreadable(graph.unreadable)
        FileHandle.standardOutput.write(Data(graph.diagrams.joined(separator: "\n").utf8))
        if let flow, graph.diagrams.isEmpty, !graph.failed {
            printError("error: no spec has a flow `\(flow)`\n")
            throw Exit.specErrors
        }
        if graph.failed { throw Exit.specErrors }
    }
}
