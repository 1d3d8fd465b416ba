import Foundation
import Testing

/// Every code `check-bundles` can raise is expected by a test in this folder and has
/// its row in docs/bundle-format.md ("Checking bundles").
@Suite struct BundleCheckCodeTests {
    static let here = URL(fileURLWithPath: #filePath)
    static let root = PackageRoot.url

    static func raised() throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/OnboardCompiler/BundleCheck")
        let pattern = try Regex(#""(bundle-[a-z]+(?:-[a-z]+)*)""#)
        var codes: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            codes.formUnion(text.matches(of: pattern).map { String(text[$0.range].dropFirst().dropLast()) })
        }
        return codes
    }

    @Test func everyCodeIsTestedAndDocumented() throws {
        let codes = try Self.raised()
        #expect(codes.count == 7, "\(codes.sorted())")
        let tests = try String(contentsOf: Self.here.deletingLastPathComponent().appendingPathComponent("BundleCheckTests.swift"),
                               encoding: .utf8)
        #expect(codes.filter { !tests.contains("\"\($0) ") } == [], "codes no test expects at a position")
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/bundle-format.md"), encoding: .utf8)
        #expect(codes.filter { !docs.contains("| `\($0)` |") } == [], "codes without a row in docs/bundle-format.md")
    }
}
