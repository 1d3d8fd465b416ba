import Foundation
import Testing

/// `onboardc build` owns its output folder: it follows no symbolic link in it
/// (exit 2, nothing touched, `--check` too) and removes the temporary files of
/// an interrupted build (`--check` lists them and exits 1).
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct OutputFolderTests {
    static let linkHelp = " is a symbolic link; onboardc does not follow links in its output folder: "
    static let build = ["build", "specs", "--out", "out"]

    func link(_ path: String, to target: String, in scratch: Scratch) throws {
        try FileManager.default.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent(path).path,
            withDestinationPath: target)
    }

    /// Expects `onboardc build` with `extra` arguments to exit 2 with `message` for the link at `path`,
    /// leaving the scratch folder as it was.
    func expectRefused(
        _ extra: [String] = [], link path: String, help: String = "remove the link and run again",
        in scratch: Scratch, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let before = fileSnapshot(of: scratch.url)
        let run = try CLI.run(Self.build + extra, in: scratch.url)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stderr == "error: \(path)" + Self.linkHelp + help + "\n", sourceLocation: sourceLocation)
        #expect(fileSnapshot(of: scratch.url) == before, sourceLocation: sourceLocation)
    }

    /// Two apps built, then both specs changed: a build would write both.
    func builtAndChanged() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("specs/a.yaml", cliSpec(app: "vegyscan"))
        try scratch.write("specs/b.yaml", cliSpec(app: "other"))
        #expect(try CLI.run(Self.build, in: scratch.url).status == 0)
        try scratch.write("specs/a.yaml", cliSpec(app: "vegyscan", title: "Hallo"))
        try scratch.write("specs/b.yaml", cliSpec(app: "other", title: "Hallo"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        return scratch
    }

    @Test(arguments: [[], ["--check"]])
    func linkedAppFolderExits2AndTouchesNothing(extra: [String]) throws {
        let scratch = try builtAndChanged()
        defer { scratch.remove() }
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("out/vegyscan"))
        try link("out/vegyscan", to: "../elsewhere", in: scratch)
        try expectRefused(extra, link: "out/vegyscan", in: scratch)
        #expect(scratch.tree("elsewhere").isEmpty)
    }

    @Test(arguments: [[], ["--check"]])
    func linkInPlaceOfAGeneratedFileExits2(extra: [String]) throws {
        let scratch = try builtAndChanged()
        defer { scratch.remove() }
        try scratch.write("elsewhere/bundle.json", "mine")
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("out/vegyscan/bundle.json"))
        try link("out/vegyscan/bundle.json", to: "../../elsewhere/bundle.json", in: scratch)
        try expectRefused(extra, link: "out/vegyscan/bundle.json", in: scratch)
    }

    @Test func linkedManifestExits2() throws {
        let scratch = try builtAndChanged()
        defer { scratch.remove() }
        try FileManager.default.moveItem(
            at: scratch.url.appendingPathComponent("out/.onboardc-manifest.json"),
            to: scratch.url.appendingPathComponent("elsewhere/manifest.json"))
        try link("out/.onboardc-manifest.json", to: "../elsewhere/manifest.json", in: scratch)
        try expectRefused(link: "out/.onboardc-manifest.json", in: scratch)
    }

    /// A pull request plants a manifest entry under a linked folder: the file it points at stays.
    @Test func manifestEntryUnderALinkedFolderIsNotDeleted() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "vegyscan"))
        try scratch.write(
            "out/.onboardc-manifest.json", #"{"generator": "onboardc", "specs": {"gone.yaml": ["old/victim.txt"]}}"#)
        try scratch.write("elsewhere/victim.txt", "keep")
        try link("out/old", to: "../elsewhere", in: scratch)
        try expectRefused(link: "out/old", in: scratch)
        #expect(scratch.read("elsewhere/victim.txt") == "keep")
    }

    @Test(arguments: [[], ["--check"]])
    func linkedOutputFolderExits2(extra: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "vegyscan"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try link("out", to: "elsewhere", in: scratch)
        try expectRefused(
            extra, link: "out", help: "remove the link, or give --out the folder it points to", in: scratch)
        #expect(scratch.tree("elsewhere").isEmpty)
    }

    @Test func leftoversAreListedByCheckAndRemovedByBuild() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "vegyscan"))
        #expect(try CLI.run(Self.build, in: scratch.url).status == 0)
        try scratch.write("out/vegyscan/.bundle.json.tmp-123-9af3", "{")
        try scratch.write("out/.onboardc-manifest.json.tmp-7-0", "")
        let similar = ["out/vegyscan/.bundle.json.tmp-notes", "out/vegyscan/notes.tmp-1-a", "out/notes.tmp-1-a"]
        for path in similar { try scratch.write(path, "mine") }

        let check = try CLI.run(Self.build + ["--check"], in: scratch.url)
        #expect(check.status == 1)
        #expect(
            check.stderr == """
                leftover: out/.onboardc-manifest.json.tmp-7-0
                leftover: out/vegyscan/.bundle.json.tmp-123-9af3
                out/ is not what a build of the specs produces; run `onboardc build`

                """)
        let build = try CLI.run(Self.build, in: scratch.url)
        #expect(build.status == 0)
        #expect(build.stderr == "")
        #expect(
            !scratch.exists("out/vegyscan/.bundle.json.tmp-123-9af3")
                && !scratch.exists("out/.onboardc-manifest.json.tmp-7-0"))
        #expect(similar.map(scratch.read) == similar.map { _ in "mine" })
        let again = try CLI.run(Self.build + ["--check"], in: scratch.url)
        #expect(again.status == 0)
        #expect(again.stderr == "")
    }
}
