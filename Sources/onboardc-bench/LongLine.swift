import OnboardCompiler

/// `longline [--rounds N]`: a spec written on one long line, with one `é` in
/// it, against its all-ASCII twin, at 44 to 350 KB. A line with non-ASCII
/// text has its columns counted character by character; counted from the
/// start of the line for every mark, the 350 KB line took 29 s (quadratic).
/// The ratio of the two, measured in the same run, is what must stay small.
enum LongLine {
    static func run(rounds: Int) {
        print("| line | ASCII ms | one é ms | é / ASCII |")
        print("|---:|---:|---:|---:|")
        var ratios: [Double] = []
        for items in [6_000, 12_000, 24_000, 48_000] {
            let ascii = SourceFile(path: "ascii.yaml", text: line(items, first: "e"))
            let accented = SourceFile(path: "accented.yaml", text: line(items, first: "é"))
            var plain: [Double] = []
            var marked: [Double] = []
            for round in 1...rounds {
                // Paired, in alternating order.
                if round % 2 == 1 {
                    plain.append(seconds { sink(parse(ascii)) })
                    marked.append(seconds { sink(parse(accented)) })
                } else {
                    marked.append(seconds { sink(parse(accented)) })
                    plain.append(seconds { sink(parse(ascii)) })
                }
            }
            let ratio = median(marked) / median(plain)
            ratios.append(ratio)
            print("| \(ascii.bytes.count / 1000) KB | \(format(1000 * median(plain), 2)) | \(format(1000 * median(marked), 2)) "
                + "| \(format(ratio, 2))× |")
        }
        print("RESULT longline rounds=\(rounds) ratio_largest=\(format(ratios.last!, 2)) ratio_max=\(format(ratios.max()!, 2))")
    }

    /// `k: [é, x0, x1, …]` on one line.
    private static func line(_ items: Int, first: String) -> String {
        "k: [\(first), " + (0..<items).map { "x\($0)" }.joined(separator: ", ") + "]\n"
    }

    private static func parse(_ source: SourceFile) -> Bool {
        TreeBuilder.build(source, limits: ParseLimits(maxInputBytes: .max), diagnostics: DiagnosticSink()) != nil
    }
}
