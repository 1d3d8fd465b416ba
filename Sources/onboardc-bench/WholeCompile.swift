import OnboardCompiler

/// `compile CORPUS_DIR [--rounds N]`: the whole compile of every spec (`Pipeline.compile`:
/// parse, decode, lint and every emitter; no file I/O), one spec after another on one
/// thread, against raw libyaml on the same bytes, in paired rounds of alternating order.
/// As in `parallel`, every lint rule is set to `warning` when only lint rules report
/// errors in the corpus, so that every spec is emitted.
enum WholeCompile {
    static func run(directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let bytes = files.reduce(0) { $0 + $1.source.bytes.count }
        let options = try Parallel.options(for: files.map(\.source))
        print("corpus: \(files.count) files, \(bytes) bytes (\(format(Double(bytes) / 1e6)) MB), \(rounds) rounds")
        print("")
        print("| round | raw libyaml MB/s | whole compile MB/s | compile/raw |")
        print("|---:|---:|---:|---:|")
        var ratios: [Double] = []
        var rawRates: [Double] = []
        var compileRates: [Double] = []
        for round in 1...rounds {
            var raw = 0.0
            var whole = 0.0
            if round % 2 == 1 {
                raw = seconds { sink(RawBaseline.countEvents(in: files)) }
                whole = seconds { sink(compile(files, options: options)) }
            } else {
                whole = seconds { sink(compile(files, options: options)) }
                raw = seconds { sink(RawBaseline.countEvents(in: files)) }
            }
            rawRates.append(megabytesPerSecond(bytes, raw))
            compileRates.append(megabytesPerSecond(bytes, whole))
            ratios.append(raw / whole)
            print("| \(round) | \(format(rawRates.last!)) | \(format(compileRates.last!)) | \(format(100 * raw / whole, 1))% |")
        }
        print("")
        print("compile/raw ratio: median \(format(100 * median(ratios), 1))%, min \(format(100 * ratios.min()!, 1))%")
        print("RESULT compile files=\(files.count) bytes=\(bytes) rounds=\(rounds) raw_mbps=\(format(median(rawRates))) "
            + "compile_mbps=\(format(median(compileRates))) ratio_median=\(format(median(ratios), 3)) "
            + "ratio_min=\(format(ratios.min()!, 3))")
    }

    /// Every spec compiled, one after another; the number of files written.
    static func compile(_ files: [LoadedFile], options: Pipeline.Options) -> Int {
        files.reduce(0) { $0 + Pipeline.compile($1.source, options: options).outputs.count }
    }
}
