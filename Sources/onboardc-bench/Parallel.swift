import Foundation
import OnboardCompiler

/// `parallel CORPUS_DIR [--rounds N]`: whether `Project.build` (what `onboardc build`
/// runs, here planned against an empty folder as `--check` does) keeps every core busy.
/// Per round: process CPU time over wall time, and the speed-up over building the same
/// specs one after another, one project each. No file I/O is timed.
enum Parallel {
    static func run(directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let sources = files.map(\.source)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("corpus: \(files.count) files; \(cores) active processors")
        let config = try config(for: sources)
        let project = BenchProject(sources, config: config)
        let single = sources.map { BenchProject([$0], config: config) }

        print("")
        print("| round | serial s | build wall s | CPU s | CPU/wall | speed-up |")
        print("|---:|---:|---:|---:|---:|---:|")
        var usages: [Double] = []
        var speedups: [Double] = []
        for round in 1...rounds {
            let serial = seconds { sink(single.map { $0.compile() }) }
            let cpuBefore = cpuSeconds()
            let wall = seconds { sink(project.compile()) }
            let cpu = cpuSeconds() - cpuBefore
            usages.append(cpu / wall)
            speedups.append(serial / wall)
            print(
                "| \(round) | \(format(serial, 3)) | \(format(wall, 3)) | \(format(cpu, 3)) "
                    + "| \(format(cpu / wall, 2)) | \(format(serial / wall, 2)) |")
        }
        print("")
        print(
            "build: median CPU/wall \(format(median(usages), 2)), median speed-up \(format(median(speedups), 2))x "
                + "on \(cores) processors")
        print(
            "RESULT parallel cores=\(cores) cpu_per_wall=\(format(median(usages), 2)) "
                + "speedup=\(format(median(speedups), 2))")
    }

    /// No configuration when every spec compiles. When only lint rules report errors
    /// (the synthetic corpus predates some rules), a configuration that sets every rule
    /// to `warning` instead: each rule still runs and each spec is still emitted, so the
    /// work timed is the same; a note says so.
    static func config(for sources: [SourceFile]) throws -> SourceFile? {
        let found = BenchProject(sources).diagnostics()
        let errors = found.map { $0.filter { $0.severity == .error } }
        guard errors.contains(where: { !$0.isEmpty }) else { return nil }
        let rules = RuleRegistry.descriptions.map(\.id)
        guard errors.joined().allSatisfy({ rules.contains($0.code) }) else {
            throw BenchError("some specs do not compile; the corpus must be valid")
        }
        let text = "version: 1\nrules:\n" + rules.map { "  \($0): warning\n" }.joined()
        let config = SourceFile(path: "onboardc.yaml", text: text)
        let project = BenchProject(sources, config: config)
        guard !project.project.configFailed else { throw BenchError("cannot set the lint rules to warning") }
        if project.compile() { throw BenchError("some specs do not compile; the corpus must be valid") }
        let failing = errors.count { !$0.isEmpty }
        let codes = Set(errors.joined().map(\.code)).sorted().joined(separator: ", ")
        print(
            "note: lint rules report errors in \(failing) of \(sources.count) specs (\(codes)); "
                + "timing with every lint rule at `warning`")
        return config
    }

    /// User plus system CPU time of this process so far, all threads.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }
}
