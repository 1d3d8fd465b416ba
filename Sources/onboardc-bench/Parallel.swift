import Foundation
import OnboardCompiler

/// `parallel CORPUS_DIR [--rounds N]`: whether `Pipeline.compileAll` (what
/// `onboardc build` runs) keeps every core busy. Per round: process CPU time
/// over wall time for `compileAll`, and its speed-up over compiling the same
/// specs one after another on one thread. No file I/O is timed.
enum Parallel {
    static func run(directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let sources = files.map(\.source)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("corpus: \(files.count) files; \(cores) active processors")
        let options = try options(for: sources)

        print("")
        print("| round | serial s | compileAll wall s | CPU s | CPU/wall | speed-up |")
        print("|---:|---:|---:|---:|---:|---:|")
        var usages: [Double] = []
        var speedups: [Double] = []
        for round in 1...rounds {
            let serial = seconds { sink(sources.map { Pipeline.compile($0, options: options) }) }
            let cpuBefore = cpuSeconds()
            let wall = seconds { sink(Pipeline.compileAll(sources, options: options)) }
            let cpu = cpuSeconds() - cpuBefore
            usages.append(cpu / wall)
            speedups.append(serial / wall)
            print(
                "| \(round) | \(format(serial, 3)) | \(format(wall, 3)) | \(format(cpu, 3)) "
                    + "| \(format(cpu / wall, 2)) | \(format(serial / wall, 2)) |")
        }
        print("")
        print(
            "compileAll: median CPU/wall \(format(median(usages), 2)), median speed-up \(format(median(speedups), 2))x "
                + "on \(cores) processors")
        print(
            "RESULT parallel cores=\(cores) cpu_per_wall=\(format(median(usages), 2)) "
                + "speedup=\(format(median(speedups), 2))")
    }

    /// The default options when every spec compiles. When only lint rules
    /// report errors (the synthetic corpus predates some rules), every rule
    /// is set to `warning` instead: each rule still runs and each spec is
    /// still emitted, so the work timed is the same; a note says so.
    static func options(for sources: [SourceFile]) throws -> Pipeline.Options {
        let results = Pipeline.compileAll(sources)
        guard results.contains(where: \.hasErrors) else { return Pipeline.Options() }
        let rules = RuleRegistry.descriptions.map(\.id)
        let errors = results.flatMap(\.diagnostics).filter { $0.severity == .error }
        guard errors.allSatisfy({ rules.contains($0.code) }) else {
            throw BenchError("some specs do not compile; the corpus must be valid")
        }
        let text = "version: 1\nrules:\n" + rules.map { "  \($0): warning\n" }.joined()
        let (loaded, problems) = Pipeline.loadConfig(SourceFile(path: "onboardc.yaml", text: text))
        guard let config = loaded, problems.isEmpty else { throw BenchError("cannot set the lint rules to warning") }
        let options = Pipeline.Options(config: config)
        if Pipeline.compileAll(sources, options: options).contains(where: \.hasErrors) {
            throw BenchError("some specs do not compile; the corpus must be valid")
        }
        let failing = results.filter(\.hasErrors).count
        let codes = Set(errors.map(\.code)).sorted().joined(separator: ", ")
        print(
            "note: lint rules report errors in \(failing) of \(sources.count) specs (\(codes)); "
                + "timing with every lint rule at `warning`")
        return options
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
