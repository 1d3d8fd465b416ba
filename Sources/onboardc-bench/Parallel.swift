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
        if Pipeline.compileAll(sources).contains(where: \.hasErrors) {
            throw BenchError("some specs do not compile; the corpus must be valid")
        }

        print("")
        print("| round | serial s | compileAll wall s | CPU s | CPU/wall | speed-up |")
        print("|---:|---:|---:|---:|---:|---:|")
        var usages: [Double] = []
        var speedups: [Double] = []
        for round in 1...rounds {
            let serial = seconds { sink(sources.map { Pipeline.compile($0) }) }
            let cpuBefore = cpuSeconds()
            let wall = seconds { sink(Pipeline.compileAll(sources)) }
            let cpu = cpuSeconds() - cpuBefore
            usages.append(cpu / wall)
            speedups.append(serial / wall)
            print("| \(round) | \(format(serial, 3)) | \(format(wall, 3)) | \(format(cpu, 3)) "
                + "| \(format(cpu / wall, 2)) | \(format(serial / wall, 2)) |")
        }
        print("")
        print("compileAll: median CPU/wall \(format(median(usages), 2)), median speed-up \(format(median(speedups), 2))x "
            + "on \(cores) processors")
        print("RESULT parallel cores=\(cores) cpu_per_wall=\(format(median(usages), 2)) "
            + "speedup=\(format(median(speedups), 2))")
    }

    /// User plus system CPU time of this process so far, all threads.
    private static func cpuSeconds() -> Double {
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
