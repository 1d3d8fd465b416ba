import Testing
import Foundation
@testable import OnboardCompiler

@Test func zzDecodeProbe() {
    guard let path = ProcessInfo.processInfo.environment["DPROBE"] else { return }
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    for f in files {
    print("== \(f)")
    let text = try! String(contentsOfFile: path + "/" + f, encoding: .utf8)
    let r = Pipeline.validate(SourceFile(path: "p.yaml", text: text))
    for d in r.diagnostics {
        print("DIAG \(d.code) \(d.span.start.line):\(d.span.start.column)-\(d.span.end.line):\(d.span.end.column) | \(d.message) | help: \(d.help ?? "-") | notes: \(d.notes.map { "\($0.message)@\($0.span.map { "\($0.start.line):\($0.start.column)" } ?? "-")" })")
    }
    if let s = r.spec, ProcessInfo.processInfo.environment["DUMP"] != nil { dump(s, maxDepth: 12) }
    print("SPEC", r.spec == nil ? "nil" : "ok")
    }
}
