import Foundation
import Testing
@testable import OnboardCompiler

/// Temporary files of an interrupted build (`.<name>.tmp-<pid>-<hex>`) in the
/// folders a build writes to or its manifest lists are changes: `apply`
/// removes them. Nothing else is touched.
@Suite struct LeftoverFilesTests {
    static let specs = [("a.yaml", OutputScratch.spec("vegyscan"))]

    @Test func leftoversAreChangesAndABuildRemovesThem() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs)
        try scratch.write("out/.onboardc-manifest.json.tmp-7-0", "")
        try scratch.write("out/vegyscan/.bundle.json.tmp-123-9af3", "{")
        try scratch.write("out/vegyscan/ios/en.lproj/.Localizable.strings.tmp-4294967295-ffffffffffffffff", "")
        let plan = try scratch.plan(Self.specs)
        let leftovers = [
            ".onboardc-manifest.json.tmp-7-0", "vegyscan/.bundle.json.tmp-123-9af3",
            "vegyscan/ios/en.lproj/.Localizable.strings.tmp-4294967295-ffffffffffffffff",
        ]
        #expect(plan.leftovers == leftovers)
        #expect(plan.changes == leftovers.map { OutputDirectory.Change(kind: .leftover, path: $0) })
        try scratch.directory.apply(plan)
        #expect(try scratch.plan(Self.specs).changes.isEmpty)
        #expect(scratch.snapshot("out").keys.filter { $0.contains(".tmp-") }.isEmpty)
    }

    /// Only the exact pattern is a leftover; folders the build does not own are not searched.
    @Test func otherFilesAreLeftAlone() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs)
        for name in [
            "vegyscan/.bundle.json.tmp-notes", "vegyscan/ios/notes.tmp-1-a", "vegyscan/.bundle.json.tmp-1-A",
            "vegyscan/.bundle.json.tmp-1-a-b", "vegyscan/..tmp-1-a", "notes/.bundle.json.tmp-1-a",
        ] {
            try scratch.write("out/" + name, "mine")
        }
        try FileManager.default.createDirectory(
            at: scratch.out.appendingPathComponent("vegyscan/.folder.tmp-1-a"),
            withIntermediateDirectories: false)
        let before = scratch.snapshot()
        let plan = try scratch.plan(Self.specs)
        #expect(plan.changes.isEmpty && plan.leftovers.isEmpty)
        try scratch.directory.apply(plan)
        #expect(scratch.snapshot() == before)
    }

    /// A folder the old manifest lists but this build no longer writes is searched too, and removed once empty.
    @Test func leftoverInAFolderOnlyTheManifestLists() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs + [("b.yaml", OutputScratch.spec("other"))])
        try scratch.write("out/other/ios/en.lproj/.Localizable.strings.tmp-9-1", "")
        let plan = try scratch.plan(Self.specs)
        #expect(plan.leftovers == ["other/ios/en.lproj/.Localizable.strings.tmp-9-1"])
        try scratch.directory.apply(plan)
        #expect(scratch.snapshot("out").keys.filter { $0.hasPrefix("other") }.isEmpty)
    }

    /// The leftover a killed writer leaves is one `AtomicFile` makes and recognises.
    @Test func theWritersTemporaryNameIsALeftover() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs)
        let name = AtomicFile.temporaryName(for: "bundle.json")
        try scratch.write("out/vegyscan/" + name, "{")
        #expect(try scratch.plan(Self.specs).leftovers == ["vegyscan/" + name])
    }
}
