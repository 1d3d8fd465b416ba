import ArgumentParser
import OnboardCompiler

@main
struct Onboardc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onboardc",
        abstract: "Compile onboarding specs (YAML) into JSON bundles and string tables.",
        version: OnboardCompilerVersion.current,
        subcommands: [BuildCommand.self, ValidateCommand.self, DebugCommand.self],
        defaultSubcommand: nil
    )
}

/// Exit codes shared by every command: 0 fine, 1 a spec has errors (or
/// `--check` found differences), 2 usage or I/O failure.
enum Exit {
    static let specErrors = ExitCode(1)
    static let failure = ExitCode(2)
}
