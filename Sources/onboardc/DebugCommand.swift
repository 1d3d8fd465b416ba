import ArgumentParser
import Foundation
import OnboardCompiler

struct DebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "debug",
        abstract: "Tools for looking inside the compiler.",
        subcommands: [Events.self])

    struct Events: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a YAML file's parse events in the yaml-test-suite `test.event` notation.")

        @Argument(help: "A YAML file.")
        var path: String

        func run() throws {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("error: \(path): cannot read the file\n")
                throw Exit.failure
            }
            let source = SourceFile(path: path, bytes: [UInt8](data))
            let limits = ParseLimits(maxInputBytes: Int.max, maxDepth: 10_000, maxScalarBytes: Int.max)
            let (events, error) = EventNotation.render(source, limits: limits)
            print(events, terminator: "")
            if let error {
                report([error], sources: [source], format: .text)
                throw Exit.specErrors
            }
        }
    }
}
