import Foundation
import Testing
@testable import OnboardCompiler

/// `apply` works through folder descriptors opened without following links, so a
/// link planted after the plan (which found none) makes it fail instead of writing
/// or deleting where the link points.
@Suite struct OutputTreeTests {
    typealias Failure = OutputDirectory.Failure

    @Test func folderLinkedAfterPlanningFailsTheWrite() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build([("a.yaml", OutputScratch.spec("vegyscan"))])
        let plan = try scratch.plan([("a.yaml", OutputScratch.spec("vegyscan", title: "Hallo"))])
        #expect(plan.changes.contains(OutputDirectory.Change(kind: .change, path: "vegyscan/bundle.json")))
        try scratch.move("out/vegyscan", to: "elsewhere/vegyscan")
        try scratch.link("out/vegyscan", to: "../elsewhere/vegyscan")
        let elsewhere = scratch.snapshot("elsewhere")
        #expect(throws: Failure.symbolicLink("out/vegyscan")) { try scratch.directory.apply(plan) }
        #expect(scratch.snapshot("elsewhere") == elsewhere)
    }

    @Test func fileLinkedAfterPlanningFailsTheWrite() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build([("a.yaml", OutputScratch.spec("vegyscan"))])
        let plan = try scratch.plan([("a.yaml", OutputScratch.spec("vegyscan", title: "Hallo"))])
        try scratch.write("elsewhere/bundle.json", "mine")
        try FileManager.default.removeItem(at: scratch.out.appendingPathComponent("vegyscan/bundle.json"))
        try scratch.link("out/vegyscan/bundle.json", to: "../../elsewhere/bundle.json")
        #expect(throws: Failure.symbolicLink("out/vegyscan/bundle.json")) { try scratch.directory.apply(plan) }
        #expect(scratch.snapshot()["elsewhere/bundle.json"]?.hasSuffix(": mine") == true)
        #expect(scratch.snapshot()["out/vegyscan/bundle.json"] == "link -> ../../elsewhere/bundle.json")
    }

    @Test func folderLinkedAfterPlanningFailsTheDelete() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.build([("a.yaml", OutputScratch.spec("vegyscan")), ("b.yaml", OutputScratch.spec("other"))])
        let plan = try scratch.plan([("a.yaml", OutputScratch.spec("vegyscan"))])
        #expect(plan.deletes.contains("other/bundle.json"))
        try scratch.move("out/other", to: "elsewhere/other")
        try scratch.link("out/other", to: "../elsewhere/other")
        let elsewhere = scratch.snapshot("elsewhere")
        #expect(throws: Failure.symbolicLink("out/other")) { try scratch.directory.apply(plan) }
        #expect(scratch.snapshot("elsewhere") == elsewhere)
    }

    @Test func outputFolderLinkedAfterPlanningFailsTheApply() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        let plan = try scratch.plan([("a.yaml", OutputScratch.spec("vegyscan"))])
        try scratch.link("out", to: "elsewhere")
        #expect(throws: Failure.linkedOutputFolder("out")) { try scratch.directory.apply(plan) }
        #expect(scratch.snapshot("elsewhere").isEmpty)
    }

    @Test(arguments: [("a/b/c.json", "a/b", "c.json"), ("c.json", "", "c.json"), (".m", "", ".m")])
    func splitsAPathIntoFolderAndName(path: String, folder: String, name: String) {
        #expect(OutputTree.split(path) == (folder, name))
    }
}
