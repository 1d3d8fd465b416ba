import OnboardCompiler

/// `compile CORPUS_DIR [--rounds N]`: the whole compile (parse, decode, lint, every
/// emitter, and the files written: `Project.build` and `write` into a new folder, what
/// `onboardc build` runs once the specs are read) against the raw libyaml event loop over
/// the same bytes, in paired rounds of alternating order. Two ratios: raw ÷ compile in wall
/// time, and in CPU time (the compile uses every core, the raw loop one).
enum WholeCompile {
    static func run(directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let sources = files.map(\.source)
        let bytes = sources.reduce(0) { $0 + $1.bytes.count }
        let project = BenchProject(sources, config: try Parallel.config(for: sources))
        print("corpus: \(files.count) files, \(bytes) bytes, \(rounds) rounds")
        print("")
        print("| round | raw s | compile wall s | compile CPU s | raw ÷ compile, wall | raw ÷ compile, CPU |")
        print("|---:|---:|---:|---:|---:|---:|")
        var walls: [Double] = []
        var cpus: [Double] = []
        for round in 1...rounds {
            var raw = (wall: 0.0, cpu: 0.0), compile = (wall: 0.0, cpu: 0.0)
            let rawRun = { raw = timed { sink(RawBaseline.countEvents(in: files)) } }
            let compileRun = { compile = try timed { try project.build() } }
            if round % 2 == 1 {
                rawRun()
                try compileRun()
            } else {
                try compileRun()
                rawRun()
            }
            walls.append(raw.wall / compile.wall)
            cpus.append(raw.cpu / compile.cpu)
            print(
                "| \(round) | \(format(raw.wall, 3)) | \(format(compile.wall, 3)) | \(format(compile.cpu, 3)) "
                    + "| \(format(100 * walls.last!, 1))% | \(format(100 * cpus.last!, 1))% |")
        }
        print("")
        print(
            "whole compile ÷ raw libyaml: median \(format(100 * median(walls), 1))% of raw speed in wall time, "
                + "\(format(100 * median(cpus), 1))% in CPU time")
        print(
            "RESULT compile files=\(files.count) bytes=\(bytes) rounds=\(rounds) "
                + "wall_ratio=\(format(median(walls), 4)) cpu_ratio=\(format(median(cpus), 4))")
    }

    /// Wall and process CPU seconds of `body`.
    private static func timed(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let cpu = Parallel.cpuSeconds()
        let wall = try seconds(body)
        return (wall, Parallel.cpuSeconds() - cpu)
    }
}
