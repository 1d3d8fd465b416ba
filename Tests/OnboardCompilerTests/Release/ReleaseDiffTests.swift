import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc diff` of two release folders: the manifest's changes, then each app's bundle.
@Suite struct ReleaseDiffTests {
    let key = SigningKey.example

    func content(name: String) -> ReleaseContent {
        let example = DiagnosticCode.exampleBundle()
        return ReleaseContent(
            app: "demo",
            bundle: Array(example["demo/bundle.json"]!.replacingOccurrences(of: "\"Demo\"", with: "\"\(name)\"").utf8),
            tables: ["en": Array(example["demo/ios/Localizable.xcstrings"]!.utf8)])
    }

    @Test func twoReleasesCompareChannelByChannel() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let (old, new) = (
            scratch.url.appendingPathComponent("old").path, scratch.url.appendingPathComponent("new").path
        )
        _ = try ReleasePlan.write([content(name: "Demo")], channel: "production", sequence: 4, to: old, key: key)
        _ = try ReleasePlan.write([content(name: "Demo")], channel: "beta", sequence: nil, to: old, key: key)
        _ = try ReleasePlan.write([content(name: "Demo 2")], channel: "production", sequence: 3, to: new, key: key)
        let diff = try BundleComparison.compare(
            old: DiffSide.load(old, from: WorkingTree()), new: DiffSide.load(new, from: WorkingTree()))
        #expect(diff.apps.map(\.app) == ["beta", "production", "production/demo"])
        #expect(diff.apps[0].status == .removed)
        let sequence = try #require(diff.apps[1].changes.first)
        #expect(sequence.subject == .release && sequence.member == "sequence" && sequence.old == "4")
        #expect(sequence.isBreaking, "a sequence that goes back is refused as a replay")
        #expect(diff.apps[2].changes.contains { $0.new == "Demo 2" }, "\(diff.apps[2].changes)")
        #expect(diff.hasBreakingChange)
        #expect(throws: DiffFailure.self) {
            try BundleComparison.compare(
                old: DiffSide.load(old, from: WorkingTree()),
                new: DiffSide.load(PackageRoot.appending("generated").path, from: WorkingTree()))
        }
    }
}
