import Foundation
import Testing
@testable import OnboardCompiler

/// What each side of a diff is: a bundle file, an app folder (with its string tables), an output folder.
@Suite struct DiffInputTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("DiffInputTests-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        try AtomicFile.write(Data(text.utf8), to: root.appendingPathComponent(path))
    }

    func writeBundle(_ app: String) throws {
        try write("out/\(app)/bundle.json", String(decoding: Fixture.data(Fixture.bundle(app: app)), as: UTF8.self))
    }

    func load(_ path: String) throws -> DiffSide {
        try DiffSide.load(root.appendingPathComponent(path).path, from: WorkingTree())
    }

    @Test func outputFolderListsEveryAppFolderWithABundle() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeBundle("zeta")
        try writeBundle("alpha")
        try write("out/schema/bundle.schema.json", "{}")
        let side = try load("out/")
        #expect(side.layout == .outputFolder)
        #expect(side.apps.map(\.bundle.appID) == ["alpha", "zeta"])
        #expect(side.apps.allSatisfy { $0.hasFolder && $0.catalog == nil && $0.android == nil })
    }

    @Test func bundleFileHasNoTables() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeBundle("demo")
        try write(
            "out/demo/ios/Localizable.xcstrings", String(decoding: Fixture.catalog(["en": ["k": "v"]]), as: UTF8.self))
        let side = try load("out/demo/bundle.json")
        #expect(side.layout == .bundleFile)
        #expect(side.apps.first?.hasFolder == false)
        #expect(side.apps.first?.catalog == nil)
        #expect(try load("out/demo").apps.first?.catalog?.texts == ["en": ["k": "v"]])
    }

    @Test func androidTablesAreReadPerLocaleFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeBundle("demo")
        try write("out/demo/android/res/values/strings.xml", #"<resources><string name="a_b">Hi</string></resources>"#)
        try write(
            "out/demo/android/res/values-fr/strings.xml", #"<resources><string name="a_b">Salut</string></resources>"#)
        try write(
            "out/demo/android/res/values-night/strings.xml", #"<resources><string name="a_b">Dark</string></resources>"#
        )
        let app = try #require(try load("out/demo").apps.first)
        #expect(app.hasFolder)
        #expect(app.android?.texts == ["en": ["a_b": "Hi"], "fr": ["a_b": "Salut"]])

        var changed = app
        changed.android?.texts["fr"]?["a_b"] = "Coucou"
        let diff = BundleComparison.compare(app, changed)
        #expect(diff.changes.map(DiffReport.line) == [#"~ text fr a_b: "Salut" -> "Coucou""#])
        #expect(
            diff.notes == ["strings compared from android/res/values*/strings.xml: keys are Android resource names"])
    }

    @Test func missingPathsAndFoldersWithoutBundlesAreFailures() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("empty/notes.txt", "")
        try write("out/demo/bundle.json", "[]")
        #expect(throws: DiffFailure.self) { try load("nowhere") }
        let empty = #expect(throws: DiffFailure.self) { try load("empty") }
        #expect(empty?.description.hasSuffix("empty: no bundle.json in the folder or its subfolders") == true)
        let broken = #expect(throws: DiffFailure.self) { try load("out") }
        #expect(broken?.description.hasSuffix("out/demo/bundle.json: not a bundle: not a JSON object") == true)
    }
}
