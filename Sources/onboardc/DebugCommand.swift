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
            let source: SourceFile
            do {
                source = try SourceFile.read(path, limit: Int.max - 1)
            } catch {
                printError("error: \(error)\n")
                throw Exit.failure
            }
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
