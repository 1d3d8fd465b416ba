import OnboardCompiler

/// `throughput CORPUS_DIR [--rounds N]`: the front end's speed against raw
/// libyaml on the same bytes, as paired rounds in alternating order, and the
/// whole validate pipeline (parse and decode) as an extra line.
enum Throughput {
    static func run(directory: String, rounds: Int) throws {
        let files = try LoadedFile.readAll(in: directory)
        let bytes = files.reduce(0) { $0 + $1.source.bytes.count }
        print("corpus: \(files.count) files, \(bytes) bytes (\(format(Double(bytes) / 1e6)) MB), \(rounds) rounds")

        // Warm-up, and a check that every file is a valid spec: a benchmark
        // over specs with errors would measure the error path.
        let events = RawBaseline.countEvents(in: files)
        try check(files)
        print("events: \(events) (\(format(Double(events) / (Double(bytes) / 1e6), 0)) per MB)")

        print("")
        print("| round | order | raw libyaml MB/s | front end MB/s | front/raw |")
        print("|---:|---|---:|---:|---:|")
        var ratios: [Double] = []
        var rawRates: [Double] = []
        var frontRates: [Double] = []
        for round in 1...rounds {
            let rawFirst = round % 2 == 1
            var raw = 0.0
            var front = 0.0
            if rawFirst {
                raw = seconds { sink(RawBaseline.countEvents(in: files)) }
                front = seconds { sink(buildTrees(files)) }
            } else {
                front = seconds { sink(buildTrees(files)) }
                raw = seconds { sink(RawBaseline.countEvents(in: files)) }
            }
            let rawRate = megabytesPerSecond(bytes, raw)
            let frontRate = megabytesPerSecond(bytes, front)
            rawRates.append(rawRate)
            frontRates.append(frontRate)
            ratios.append(frontRate / rawRate)
            print(
                "| \(round) | \(rawFirst ? "raw, front" : "front, raw") | \(format(rawRate)) | \(format(frontRate)) "
                    + "| \(format(100 * frontRate / rawRate, 1))% |")
        }

        // Extra lines: the event layer alone, and the whole validate pipeline.
        var eventRates: [Double] = []
        var pipelineRates: [Double] = []
        for _ in 1...rounds {
            eventRates.append(megabytesPerSecond(bytes, seconds { sink(parseEvents(files)) }))
            pipelineRates.append(megabytesPerSecond(bytes, seconds { sink(validateAll(files)) }))
        }

        print("")
        print("front/raw ratio: median \(format(100 * median(ratios), 1))%, min \(format(100 * ratios.min()!, 1))%")
        print(
            "raw libyaml: median \(format(median(rawRates))) MB/s "
                + "(\(format(1e9 / (median(rawRates) * 1e6 / Double(bytes) * Double(events)), 0)) ns/event)")
        print(
            "front end: median \(format(median(frontRates))) MB/s "
                + "(\(format(1e9 / (median(frontRates) * 1e6 / Double(bytes) * Double(events)), 0)) ns/event)")
        print(
            "events only (EventParser.parse: pre-scan + events as Swift values, no tree): median "
                + "\(format(median(eventRates))) MB/s")
        print(
            "pipeline (Project.validate: parse + decode, one spec at a time): median \(format(median(pipelineRates))) MB/s"
        )
        print(
            "RESULT throughput files=\(files.count) bytes=\(bytes) rounds=\(rounds) "
                + "raw_mbps=\(format(median(rawRates))) front_mbps=\(format(median(frontRates))) "
                + "ratio_median=\(format(median(ratios), 3)) ratio_min=\(format(ratios.min()!, 3)) "
                + "events_mbps=\(format(median(eventRates))) pipeline_mbps=\(format(median(pipelineRates)))")
    }

    /// The whole front end per file: pre-scan, events, spans, node tree, checks.
    static func buildTrees(_ files: [LoadedFile]) -> Int {
        var built = 0
        for file in files where TreeBuilder.build(file.source, diagnostics: DiagnosticSink()) != nil {
            built += 1
        }
        return built
    }

    /// Pre-scan and libyaml events copied into `YAMLEvent`s, handed to a handler that keeps nothing.
    static func parseEvents(_ files: [LoadedFile]) -> Int {
        var events = 0
        for file in files {
            EventParser.parse(file.source) { _ in
                events += 1
                return true
            }
        }
        return events
    }

    static func validateAll(_ files: [LoadedFile]) -> Int {
        var valid = 0
        for file in files where !BenchProject([file.source]).validate().contains(where: \.hasErrors) {
            valid += 1
        }
        return valid
    }

    private static func check(_ files: [LoadedFile]) throws {
        for file in files {
            if let first = BenchProject([file.source]).validate().first?.diagnostics.first {
                throw BenchError("\(file.source.path) is not a valid spec: \(first.message) [\(first.code)]")
            }
        }
    }
}

/// Keeps a result observable so the optimiser cannot drop the work behind it.
@inline(never)
func sink<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    let scale = (0..<digits).reduce(1.0) { value, _ in value * 10 }
    let rounded = (value * scale).rounded() / scale
    return digits == 0 ? String(Int(rounded)) : String(rounded)
}
