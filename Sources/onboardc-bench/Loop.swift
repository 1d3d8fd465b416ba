import OnboardCompiler

/// `loop front|events|raw|pipeline|compile CORPUS_DIR [--rounds N]`: runs one workload and
/// nothing else, for a profiler (`perf record`, `valgrind --tool=callgrind`).
enum Loop {
    static func run(workload: String, directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let work: ([LoadedFile]) -> Int
        switch workload {
        case "front": work = Throughput.buildTrees
        case "raw": work = RawBaseline.countEvents(in:)
        case "events": work = Throughput.parseEvents
        case "pipeline": work = Throughput.validateAll
        case "compile":
            let project = BenchProject(files.map(\.source), config: try Parallel.config(for: files.map(\.source)))
            work = { _ in project.compile() ? 0 : 1 }
        default: throw BenchError("unknown workload `\(workload)`: use front, events, raw, pipeline or compile")
        }
        let bytes = files.reduce(0) { $0 + $1.source.bytes.count }
        let elapsed = seconds {
            for _ in 1...rounds { sink(work(files)) }
        }
        print(
            "\(workload): \(rounds) rounds over \(files.count) files, "
                + "\(format(megabytesPerSecond(bytes * rounds, elapsed))) MB/s")
    }
}
