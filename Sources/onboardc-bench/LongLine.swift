import OnboardCompiler

/// `longline [--rounds N]`: a spec written on one long line, with one `é` in
/// it, against its all-ASCII twin, at 44 to 350 KB. A line with non-ASCII
/// text has its columns counted character by character; counted from the
/// start of the line for every mark, the 350 KB line took 29 s (quadratic).
/// The ratio of the two, measured in the same run, is what must stay small; and
/// a 4 MiB line (the default input limit) must parse in under a second.
enum LongLine {
    static func run(rounds: Int) {
        print("| line | ASCII ms | one é ms | é / ASCII |")
        print("|---:|---:|---:|---:|")
        var ratios: [Double] = []
        var accentedSeconds: [Double] = []
        // 44, 87, 175 and 350 KB, then 4 MiB.
        for items in [6_000, 12_000, 24_000, 48_000, 478_000] {
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
            accentedSeconds.append(median(marked))
            print(
                "| \(ascii.bytes.count / 1000) KB | \(format(1000 * median(plain), 2)) | \(format(1000 * median(marked), 2)) "
                    + "| \(format(ratio, 2))× |")
        }
        let growth = xliffGrowth(rounds: rounds)
        // ratio_largest: the 350 KB line, as in the issue that found the quadratic time.
        print(
            "RESULT longline rounds=\(rounds) ratio_largest=\(format(ratios[3], 2)) ratio_max=\(format(ratios.max()!, 2)) "
                + "xliff_doubling=\(format(growth, 2)) "
                + "accented_s=\(accentedSeconds.map { format($0, 4) }.joined(separator: ",")) "
                + "mib4_bytes=\(line(478_000, first: "é").utf8.count)")
    }

    /// An XLIFF target written on one line with 10,000 and then 20,000 placeholders (a
    /// tool's output, or an attack): the time of the import, doubled input over single.
    /// Linear work gives about 2; the reader that copied the target at each piece gave 4.
    private static func xliffGrowth(rounds: Int) -> Double {
        let spec = SourceFile(
            path: "demo.yaml",
            text: """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: f
                    trigger: settings
                    screens:
                      - { id: s, role: welcome, title: "Hi {name}", primary: { label: Done, action: complete } }

                """)
        func xliff(_ count: Int) -> SourceFile {
            let placeholder = #"x<ph id="1" equiv="{name}"/>"#
            return SourceFile(
                path: "de.xlf",
                text: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
                    <file id="demo"><unit id="f.s.title"><segment state="final"><source>Hi <ph id="1" equiv="{name}"/></source>
                    <target>\(String(repeating: placeholder, count: count))</target></segment></unit></file></xliff>

                    """)
        }
        let project = Project(
            [Pipeline.Input(spec: spec)], limits: ParseLimits(maxInputBytes: .max, maxScalarBytes: .max))
        func time(_ file: SourceFile) -> Double {
            median(
                (1...rounds).map { _ in
                    seconds {
                        // In memory, nothing can become unreadable.
                        sink(try! project.importXLIFF(file, translationFolder: { _ in "demo.l10n" }))
                    }
                })
        }
        let (single, double) = (time(xliff(10_000)), time(xliff(20_000)))
        print("")
        print(
            "XLIFF target on one line, 10,000 / 20,000 placeholders: \(format(1000 * single, 1)) / "
                + "\(format(1000 * double, 1)) ms, ×\(format(double / single, 2)) for twice the input")
        return double / single
    }

    /// `k: [é, x0, x1, …]` on one line.
    private static func line(_ items: Int, first: String) -> String {
        "k: [\(first), " + (0..<items).map { "x\($0)" }.joined(separator: ", ") + "]\n"
    }

    private static func parse(_ source: SourceFile) -> Bool {
        TreeBuilder.build(source, limits: ParseLimits(maxInputBytes: .max), diagnostics: DiagnosticSink()) != nil
    }
}
