import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler

/// Each screen's `section` in the bundle, as OnboardKit reads it: the id of its section, absent outside one.
@Suite struct SectionMemberTests {
    @Test func eachScreenNamesItsSection() throws {
        let compiled = compile(sectionedSpec())
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        let json = try #require(compiled.json("demo/bundle.json"))
        #expect(dig(json, "flows", 0, "screens", 1, "section") as? String == "tutorial")
        #expect((dig(json, "flows", 0, "screens", 2) as? [String: Any])?.keys.contains("section") == false)
        let bundle = try OnboardingBundle(data: Data(try #require(compiled.text("demo/bundle.json")).utf8))
        #expect(bundle.flows.first?.screens.map(\.section) == ["tutorial", "tutorial", nil, nil])
    }
}
