import OnboardCompiler

/// `memory FILE [--pipeline]`: how much peak resident memory building one
/// file's node tree adds, relative to the file's size. The file is read
/// before the first measurement; the tree is kept alive until the second.
/// With `--pipeline`, measures `Project.validate` (tree and IR) instead.
enum MemoryCheck {
    static func run(path: String, pipeline: Bool) throws {
        let file = try LoadedFile.read(path)
        let input = file.source.bytes.count
        // No input-size limit here: the point is to measure big files.
        let limits = ParseLimits(maxInputBytes: .max)
        let before = ProcessMemory.now()

        let after: ProcessMemory
        if pipeline {
            let result = BenchProject([file.source], limits: limits).validate()
            if let first = result.first?.diagnostics.first {
                throw BenchError("\(path): \(first.message) [\(first.code)]")
            }
            after = ProcessMemory.now()
            sink(result)
        } else {
            let diagnostics = DiagnosticSink()
            let document = TreeBuilder.build(file.source, limits: limits, diagnostics: diagnostics)
            if let first = diagnostics.diagnostics.first {
                throw BenchError("\(path): \(first.message) [\(first.code)]")
            }
            after = ProcessMemory.now()
            sink(document)
        }

        let increase = after.peak - before.peak
        let what = pipeline ? "Project.validate (tree + IR)" : "TreeBuilder.build (node tree)"
        print("file: \(path)")
        print("measured: \(what)")
        print("input: \(input) bytes (\(format(Double(input) / 1e6, 2)) MB)")
        print("peak RSS before: \(before.peak / 1024) KiB, after: \(after.peak / 1024) KiB")
        if let now = after.current, let then = before.current {
            print("RSS still held after the build: \((now - then) / 1024) KiB")
        }
        print("peak RSS increase: \(increase) bytes = \(format(Double(increase) / Double(input), 2)) x input")
        print(
            "RESULT memory mode=\(pipeline ? "pipeline" : "tree") input=\(input) increase=\(increase) "
                + "ratio=\(format(Double(increase) / Double(input), 2))")
    }
}
