import OnboardCompiler

/// `compile CORPUS_DIR [--rounds N]`: the whole compile of every spec (`Pipeline.compile`:
/// parse, decode, lint and every emitter; no file I/O), one spec after another on one
/// thread, against raw libyaml on the same bytes, in paired rounds of alternating order.
/// Both are timed in CPU seconds of the process (both run on one thread): on a shared
/// machine the short raw loop and the long compile see different loads, which the
/// wall-clock ratio takes in. As in `parallel`, every lint rule is set to `warning` when
/// only lint rules report errors in the corpus, so that every spec is emitted.
enum WholeCompile {
    static func run(directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let bytes = files.reduce(0) { $0 + $1.source.bytes.count }
        let options = try Parallel.options(for: files.map(\.source))
        print("corpus: \(files.count) files, \(bytes) bytes (\(format(Double(bytes) / 1e6)) MB), \(rounds) rounds")
        print("")
        print("| round | raw libyaml MB/s (CPU) | whole compile MB/s (CPU) | compile/raw |")
        print("|---:|---:|---:|---:|")
        let raw = { cpuSeconds { sink(RawBaseline.countEvents(in: files)) } }
        let whole = { cpuSeconds { sink(compile(files, options: options)) } }
        // Paired, in alternating order.
        let timed = (1...rounds).map { round -> (raw: Double, whole: Double) in
            if round % 2 == 1 { let first = raw(); return (first, whole()) }
            let first = whole()
            return (raw(), first)
        }
        for (index, time) in timed.enumerated() {
            print("| \(index + 1) | \(format(megabytesPerSecond(bytes, time.raw))) | "
                + "\(format(megabytesPerSecond(bytes, time.whole))) | \(format(100 * time.raw / time.whole, 1))% |")
        }
        let ratios = timed.map { $0.raw / $0.whole }
        let rawRates = timed.map { megabytesPerSecond(bytes, $0.raw) }
        let compileRates = timed.map { megabytesPerSecond(bytes, $0.whole) }
        print("")
        print("compile/raw ratio: median \(format(100 * median(ratios), 1))%, min \(format(100 * ratios.min()!, 1))%")
        print("RESULT compile files=\(files.count) bytes=\(bytes) rounds=\(rounds) raw_mbps=\(format(median(rawRates))) "
            + "compile_mbps=\(format(median(compileRates))) ratio_median=\(format(median(ratios), 3)) "
            + "ratio_min=\(format(ratios.min()!, 3))")
    }

    private static func cpuSeconds(_ body: () -> Void) -> Double {
        let before = Parallel.cpuSeconds()
        body()
        return Parallel.cpuSeconds() - before
    }

    /// Every spec compiled, one after another; the number of files written.
    static func compile(_ files: [LoadedFile], options: Pipeline.Options) -> Int {
        files.reduce(0) { $0 + Pipeline.compile($1.source, options: options).outputs.count }
    }
}
