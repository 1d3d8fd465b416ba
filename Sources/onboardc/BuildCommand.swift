import ArgumentParser
import Foundation
import OnboardCompiler

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile specs into bundles and string tables under the output folder.",
        discussion: """
            Exit status: 0 when every spec compiled; 1 when any spec has an error (nothing \
            is written for that spec) or, with --check, when the output folder is not current; \
            2 for usage or I/O failures, and when a symbolic link is in the output folder where \
            the build reads, writes or deletes (onboardc never follows one there). Temporary \
            files left by an interrupted build are removed (--check lists them). Two builds \
            into one output folder at the same time are not supported.
            """)

    @OptionGroup var options: SpecOptions

    @Option(help: "Output folder.")
    var out = "generated"

    @Flag(
        help:
            "Write nothing; list each file a build would add, change or delete (and each leftover temporary file), and exit 1 if any."
    )
    var check = false

    func run() throws {
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        let directory = OutputDirectory(root: URL(fileURLWithPath: out, isDirectory: true), name: out)
        // Each spec's diagnostics are reported as it is compiled, and let go.
        let report = options.report()
        let build = project.build(into: directory, spool: WriteSpool(keepingBytes: !check), timings: &timings) {
            report.add($0, suppressed: $1, sources: $2)
        }
        report.finish()
        // The count ends the output, after `--check`'s list of changes and any failure.
        let summary = RunSummary.line(
            specs: project.inputs.count, counts: report.counts,
            notBuilt: build.notBuilt, checking: check)
        defer { if options.format == .text, let summary { printError(summary + "\n") } }
        guard !project.configFailed else { throw Exit.specErrors }
        do {
            if check {
                let plan = try build.plan?.get()
                for change in plan?.changes ?? [] {
                    printError("\(change.kind.rawValue): \(directory.displayPath(change.path))\n")
                }
                if plan?.changes.isEmpty == false {
                    printError("\(out)/ is not what a build of the specs produces; run `onboardc build`\n")
                    throw Exit.specErrors
                }
            } else {
                try project.write(build, timings: &timings)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
        if options.timings {
            printError(
                "timings: \(timings.summary) (stage times summed over \(project.inputs.count) specs; "
                    + String(format: "compile wall %.1f ms)\n", build.compileWall * 1000))
        }
        if build.hasErrors { throw Exit.specErrors }
    }
}
