import Foundation
import Testing

/// `onboardc build`: 0 compiled, 1 a spec has errors or `--check` found differences, 2 usage or I/O.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct ExitCodeTests {
    static let demoFiles = [
        "out/demo/android/res/values/strings.xml", "out/demo/bundle.json",
        "out/demo/ios/Localizable.xcstrings",
    ]

    @Test func validSpecBuildsAndExits0() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(Self.demoFiles.allSatisfy(scratch.exists))
        #expect(scratch.read("out/demo/bundle.json")?.contains("\"titleKey\": \"onboarding.welcome.title\"") == true)
    }

    @Test func specWithAnErrorExits1AndGetsNoFiles() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/good.yaml", cliSpec(app: "demo"))
        try scratch.write("specs/bad.yaml", cliSpec(app: "other", broken: true))
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("specs/bad.yaml:7:5: error: "))
        #expect(Self.demoFiles.allSatisfy(scratch.exists))
        #expect(!scratch.exists("out/other"))
    }

    @Test(arguments: [["build", "missing", "--out", "out"], ["validate", "missing"], ["debug", "events", "missing"]])
    func missingPathExits2(arguments: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(arguments, in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: missing: "))
        #expect(!scratch.exists("out"))
    }

    @Test(arguments: [["build", "--bogus"], ["frobnicate"], ["validate", "--format", "xml"]])
    func usageErrorExits2(arguments: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(arguments, in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: "))
    }

    /// The first spec of an app is built; the second is an error at its app id.
    @Test func twoSpecsForOneAppExit1() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "demo"))
        try scratch.write("specs/b.yaml", cliSpec(app: "demo"))
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "specs/b.yaml:2:6: error: app id `demo` is also used by specs/a.yaml; "
                    + "both would write the output folder `demo/` [build-duplicate-app]\n"))
        #expect(scratch.exists("out/demo/bundle.json"))
    }

    @Test func twoSpecsWithOneFileNameExit2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/one/app.yaml", cliSpec(app: "demo"))
        try scratch.write("specs/two/app.yaml", cliSpec(app: "other"))
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: two specs are named app.yaml; the manifest tells specs apart by file name\n")
        #expect(!scratch.exists("out"))
    }

    @Test func checkExits0WhenCurrent() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        #expect(try CLI.run(["build", "specs", "--out", "out"], in: scratch.url).status == 0)
        let run = try CLI.run(["build", "specs", "--out", "out", "--check"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test func checkExits1AndNamesEveryDifferenceWithoutWriting() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        #expect(try CLI.run(["build", "specs", "--out", "out"], in: scratch.url).status == 0)
        let before = scratch.tree("out").map { ($0, scratch.read("out/" + $0)) }
        try scratch.write("specs/app.yaml", cliSpec(title: "Bonjour", platforms: "[ios]"))
        try scratch.write("specs/more.yaml", cliSpec(app: "more", platforms: "[ios]"))

        let run = try CLI.run(["build", "specs", "--out", "out", "--check"], in: scratch.url)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "change: out/.onboardc-manifest.json",
                "change: out/demo/bundle.json",
                "change: out/demo/ios/Localizable.xcstrings",
                "change: out/demo/ios/en.lproj/Localizable.strings",
                "add: out/more/bundle.json",
                "add: out/more/ios/Localizable.xcstrings",
                "add: out/more/ios/en.lproj/Localizable.strings",
                "delete: out/demo/android/res/raw/demo_keep.xml",
                "delete: out/demo/android/res/values/strings.xml",
                "out/ is not what a build of the specs produces; run `onboardc build`",
            ])
        let after = scratch.tree("out").map { ($0, scratch.read("out/" + $0)) }
        #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1))
    }
}
