import ArgumentParser
import Foundation
import OnboardCompiler

@main
struct Onboardc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onboardc",
        abstract: "Compile onboarding specs (YAML) into JSON bundles and string tables.",
        version: OnboardCompilerVersion.current,
        subcommands: [
            BuildCommand.self, ValidateCommand.self, LintCommand.self, RulesCommand.self, CodesCommand.self,
            DiffCommand.self, CheckBundlesCommand.self, L10nCommand.self, GraphCommand.self, PreviewCommand.self,
            ReleaseCommand.self, DebugCommand.self, LspCommand.self,
        ],
        defaultSubcommand: nil
    )

    /// ArgumentParser's own entry point, except that usage errors exit 2 (not its 64), as documented.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            printError(fullMessage(for: error) + "\n")
            Foundation.exit(Exit.failure.rawValue)
        }
    }
}

/// Exit codes shared by every command: 0 fine, 1 a spec has errors (or
/// `--check` found differences), 2 usage or I/O failure.
enum Exit {
    static let specErrors = ExitCode(1)
    static let failure = ExitCode(2)
}
