import Foundation
import Testing
@testable import OnboardCompiler

/// No symbolic link in the output folder (or at it) is followed: a link where
/// a build reads, writes or deletes is an error, and nothing is touched.
@Suite struct OutputLinksTests {
    typealias Failure = OutputDirectory.Failure
    static let specs = [("a.yaml", OutputScratch.spec("vegyscan")), ("b.yaml", OutputScratch.spec("other"))]
    static let changed = [
        ("a.yaml", OutputScratch.spec("vegyscan", title: "Hallo")),
        ("b.yaml", OutputScratch.spec("other", title: "Hallo")),
    ]

    /// Expects a build of `specs` to fail with `failure`, leaving the scratch folder as it was.
    func expectRefused(
        _ failure: Failure, building specs: [(String, String)], in scratch: OutputScratch,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let before = scratch.snapshot()
        #expect(throws: failure, sourceLocation: sourceLocation) { try scratch.build(specs) }
        #expect(scratch.snapshot() == before, sourceLocation: sourceLocation)
    }

    @Test func linkedAppFolderIsAnErrorAndNothingIsTouched() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs)
        try scratch.move("out/vegyscan", to: "elsewhere/vegyscan")
        try scratch.link("out/vegyscan", to: "../elsewhere/vegyscan")
        expectRefused(.symbolicLink("out/vegyscan"), building: Self.changed, in: scratch)
    }

    /// A link committed before the first build: not even the other app is written.
    @Test func linkedAppFolderOfAFirstBuild() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.out, withIntermediateDirectories: true)
        try scratch.link("out/vegyscan", to: "../elsewhere")
        #expect(throws: Failure.symbolicLink("out/vegyscan")) { try scratch.build(Self.specs) }
        #expect(scratch.snapshot() == ["elsewhere": "folder", "out": "folder", "out/vegyscan": "link -> ../elsewhere"])
    }

    @Test func linkInPlaceOfAGeneratedFile() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs)
        try scratch.write("elsewhere/bundle.json", "mine")
        try FileManager.default.removeItem(at: scratch.out.appendingPathComponent("vegyscan/bundle.json"))
        try scratch.link("out/vegyscan/bundle.json", to: "../../elsewhere/bundle.json")
        expectRefused(.symbolicLink("out/vegyscan/bundle.json"), building: Self.changed, in: scratch)
    }

    @Test func linkedManifest() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build(Self.specs)
        try scratch.move("out/.onboardc-manifest.json", to: "elsewhere/manifest.json")
        try scratch.link("out/.onboardc-manifest.json", to: "../elsewhere/manifest.json")
        expectRefused(.symbolicLink("out/.onboardc-manifest.json"), building: Self.changed, in: scratch)
    }

    /// The manifest lists `old/bundle.json`, `out/old` links to a folder holding a file of that name: it stays.
    @Test func manifestEntryUnderALinkedFolderIsNotDeleted() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.write(
            "out/.onboardc-manifest.json", #"{"generator": "onboardc", "specs": {"gone.yaml": ["old/bundle.json"]}}"#)
        try scratch.write("elsewhere/bundle.json", "keep")
        try scratch.link("out/old", to: "../elsewhere")
        expectRefused(.symbolicLink("out/old"), building: [], in: scratch)
    }

    /// A stale file that is now a link is not deleted either (nor what it points to).
    @Test func staleFileThatIsALink() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.write(
            "out/.onboardc-manifest.json", #"{"generator": "onboardc", "specs": {"gone.yaml": ["old.json"]}}"#)
        try scratch.write("elsewhere/old.json", "keep")
        try scratch.link("out/old.json", to: "../elsewhere/old.json")
        expectRefused(.symbolicLink("out/old.json"), building: [], in: scratch)
    }

    @Test func linkedOutputFolder() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.link("out", to: "elsewhere")
        #expect(throws: Failure.linkedOutputFolder("out")) { try scratch.build(Self.specs) }
        #expect(scratch.snapshot() == ["elsewhere": "folder", "out": "link -> elsewhere"])
    }

    /// Links in the path to the output folder are the user's: only the folder itself and what is under it matter.
    @Test func linkAboveTheOutputFolderIsFollowed() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.link("above", to: "elsewhere")
        let directory = OutputDirectory(root: scratch.base.appendingPathComponent("above/out"), name: "above/out")
        let plan = try directory.plan([
            (
                "a.yaml",
                Pipeline.compile(
                    SourceFile(path: "a.yaml", text: OutputScratch.spec("vegyscan")),
                    options: emitOnly)
            )
        ])
        try directory.apply(plan)
        #expect(scratch.snapshot()["elsewhere/out/vegyscan/bundle.json"] != nil)
    }

    @Test func folderInPlaceOfAGeneratedFile() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.write("out/vegyscan/bundle.json/inner", "mine")
        expectRefused(.notAFile("out/vegyscan/bundle.json"), building: Self.specs, in: scratch)
    }

    @Test func fileInPlaceOfAGeneratedFolder() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.write("out/vegyscan", "mine")
        expectRefused(.notAFolder("out/vegyscan"), building: Self.specs, in: scratch)
    }

    @Test func messagesSayWhatToDo() {
        #expect(
            Failure.symbolicLink("out/vegyscan").description
                == "out/vegyscan is a symbolic link; onboardc does not follow links in its output folder: remove the link and run again"
        )
        #expect(
            Failure.linkedOutputFolder("out").description
                == "out is a symbolic link; onboardc does not follow links in its output folder: remove the link, or give --out the folder it points to"
        )
        #expect(OutputDirectory(root: URL(fileURLWithPath: "/tmp/x"), name: "out/").displayPath("a/b") == "out/a/b")
        #expect(OutputDirectory(root: URL(fileURLWithPath: "/tmp/x")).displayPath("a") == "/tmp/x/a")
    }
}
