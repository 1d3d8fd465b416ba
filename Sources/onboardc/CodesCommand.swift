import ArgumentParser
import OnboardCompiler

struct CodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codes",
        abstract:
            "List every diagnostic code but the lint rules' (see `rules`), or print their reference (docs/diagnostics.md) with --markdown."
    )

    @Flag(help: "Print the Markdown reference that docs/diagnostics.md holds.")
    var markdown = false

    func run() throws {
        if markdown {
            print(DiagnosticDocs.markdown(), terminator: "")
            return
        }
        let codes = DiagnosticCodes.all
        let width = codes.map(\.id.count).max() ?? 0
        for code in codes {
            let id = code.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = code.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            print("\(id)  \(severity)  \(code.summary)")
        }
    }
}
