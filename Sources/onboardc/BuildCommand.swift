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

    @Flag(help: "Write nothing; list each file a build would add, change or delete (and each leftover temporary file), and exit 1 if any.")
    var check = false

    func run() throws {
        var timings = StageTimings()
        let prepared = try options.prepare(timings: &timings)
        let sources = prepared.sources
        guard !prepared.configFailed else {
            report(prepared.configDiagnostics, sources: prepared.allSources, format: options.format)
            throw Exit.specErrors
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let results = Pipeline.compileAll(prepared.inputs, options: prepared.options)
        let compileWall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        results.forEach { timings.add($0.timings) }
        report(prepared.configDiagnostics + results.flatMap(\.diagnostics), sources: prepared.allSources,
               format: options.format)

        let directory = OutputDirectory(root: URL(fileURLWithPath: out, isDirectory: true), name: out)
        do {
            let named = zip(sources, results).map { (specName: fileName($0.path), result: $1) }
            let plan = try directory.plan(named, notBuilt: try SpecFiles.siblings(of: options.paths),
                                          compilerFiles: OutputDirectory.compilerFiles)
            if check {
                for change in plan.changes { printError("\(change.kind.rawValue): \(directory.displayPath(change.path))\n") }
                if !plan.changes.isEmpty {
                    printError("\(out)/ is not what a build of the specs produces; run `onboardc build`\n")
                    throw Exit.specErrors
                }
            } else {
                try timings.measure(.write) { try directory.apply(plan) }
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
        if options.timings {
            printError("timings: \(timings.summary) (stage times summed over \(sources.count) specs; "
                + String(format: "compile wall %.1f ms)\n", compileWall * 1000))
        }
        if results.contains(where: \.hasErrors) { throw Exit.specErrors }
    }

    private func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
