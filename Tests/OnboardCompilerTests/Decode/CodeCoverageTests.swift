import Foundation
import Testing

extension DecodeTests {
    /// Every diagnostic code the decoder can raise is exercised by a test in this folder.
    @Suite struct CodeCoverageTests {
        private static let here = URL(fileURLWithPath: #filePath)
        private static let packageRoot = PackageRoot.url

        private static func texts(in folder: URL, skipping skipped: String? = nil) throws -> [String] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") && $0 != skipped }
            return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        }

        /// The quoted `spec-…` codes in `text`.
        private static func codes(in text: String) throws -> Set<String> {
            let pattern = try Regex(#""((?:spec|translation)-[a-z]+(?:-[a-z]+)*)""#)
            return Set(text.matches(of: pattern).map { String(text[$0.range].dropFirst().dropLast()) })
        }

        @Test func everyDecoderCodeIsTested() throws {
            let sources = try Self.texts(in: Self.packageRoot.appendingPathComponent("Sources/OnboardCompiler/Decode"))
            let raised = try sources.reduce(into: Set<String>()) { $0.formUnion(try Self.codes(in: $1)) }
            // Guards against a moved folder making this test pass on nothing.
            #expect(raised.count >= 18, "found only \(raised.sorted()) in Sources/OnboardCompiler/Decode")

            let tests = try Self.texts(in: Self.here.deletingLastPathComponent(), skipping: Self.here.lastPathComponent)
                .joined(separator: "\n")
            let untested = raised.filter { !tests.contains("\"\($0) ") }
            #expect(untested.isEmpty, "no test in Tests/OnboardCompilerTests/Decode expects \(untested.sorted())")
        }
    }
}
