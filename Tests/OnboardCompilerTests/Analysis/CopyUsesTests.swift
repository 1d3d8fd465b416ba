import Foundation
import Testing

@testable import OnboardCompiler

@Suite struct CopyUsesTests {
    /// The copy rules see every piece of copy the string tables get, in the same order: the
    /// seeds, the spec that uses every member of the format, and the example brief.
    @Test(arguments: [
        "specs/florafriend.yaml", "specs/growth.yaml", "specs/pageinstead.yaml", "specs/vegyscan.yaml",
        "Tests/Fixtures/every-member/specs/everything.yaml", "examples/sleepwell.yaml",
    ])
    func copyUsesCoverAllCopy(_ path: String) throws {
        let text = try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
        let spec = try #require(Pipeline.validate(SourceFile(path: path, text: text)).spec)
        #expect(spec.copyUses.map(\.copy) == spec.allCopy)
    }
}
