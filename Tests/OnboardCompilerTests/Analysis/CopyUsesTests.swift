import Foundation
import Testing

@testable import OnboardCompiler

@Suite struct CopyUsesTests {
    static let specs = PackageRoot.appending("specs")

    /// The copy rules see every piece of copy the string tables get, in the same order.
    @Test(arguments: ["florafriend", "growth", "pageinstead", "vegyscan"])
    func copyUsesCoverAllCopy(_ name: String) throws {
        let text = try String(contentsOf: Self.specs.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        let spec = try #require(Pipeline.validate(SourceFile(path: "\(name).yaml", text: text)).spec)
        #expect(spec.copyUses.map(\.copy) == spec.allCopy)
    }
}
