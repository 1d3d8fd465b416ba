import Foundation
import Testing

extension ExchangeTests {
    /// Every diagnostic code the XLIFF exchange can raise is expected by a test in
    /// this folder, and listed for writers in docs/spec-format.md (section 8.6).
    @Suite struct ExchangeCodeCoverageTests {
        private static let here = URL(fileURLWithPath: #filePath)
        private static let packageRoot = PackageRoot.url

        private static func texts(in folder: URL, skipping skipped: String? = nil) throws -> [String] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") && $0 != skipped }
            return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        }

        /// The codes raised in Sources/OnboardCompiler/Exchange: the quoted `xliff-…` strings.
        private static func raised() throws -> Set<String> {
            let pattern = try Regex(#""(xliff-[a-z]+(?:-[a-z]+)*)""#)
            let sources = try texts(in: packageRoot.appendingPathComponent("Sources/OnboardCompiler/Exchange"))
            let codes = sources.flatMap { text in text.matches(of: pattern).map { String(text[$0.range].dropFirst().dropLast()) } }
            return Set(codes)
        }

        @Test func everyExchangeCodeIsTested() throws {
            let raised = try Self.raised()
            // Guards against a moved folder making this test pass on nothing.
            #expect(raised.count >= 15, "found only \(raised.sorted()) in Sources/OnboardCompiler/Exchange")

            // Tests expect a code as the start of a string: `"xliff-unknown-unit de.xlf:20:5 warning"`.
            let tests = try Self.texts(in: Self.here.deletingLastPathComponent(), skipping: Self.here.lastPathComponent)
                .joined(separator: "\n")
            let untested = raised.filter { !tests.contains("\"\($0) ") }
            #expect(untested.isEmpty, "no test in Tests/OnboardCompilerTests/Exchange expects \(untested.sorted())")
        }

        @Test func everyExchangeCodeIsDocumented() throws {
            let raised = try Self.raised()
            #expect(raised.count >= 15)
            let docs = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
            let undocumented = raised.filter { !docs.contains("| `\($0)` |") }
            #expect(undocumented.isEmpty, "docs/spec-format.md (8.6) has no table row for \(undocumented.sorted())")
        }
    }
}
