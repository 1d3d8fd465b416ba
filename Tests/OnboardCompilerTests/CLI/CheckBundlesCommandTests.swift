import Foundation
import Testing

/// `onboardc check-bundles`: 0 every bundle passes, 1 a problem (as a diagnostic), 2 usage or I/O.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct CheckBundlesCommandTests {
    @Test func builtBundlesPassAndDamagedOnesExit1() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        #expect(try CLI.run(["build", "specs", "--out", "out"], in: scratch.url).status == 0)
        let passed = try CLI.run(["check-bundles", "out"], in: scratch.url)
        #expect(passed.status == 0)
        #expect(passed.stderr == "")

        let bundle = try #require(scratch.read("out/demo/bundle.json"))
        try scratch.write(
            "out/demo/bundle.json",
            bundle.replacingOccurrences(
                of: #""kind": "complete""#,
                with: #""kind": "elsewhere""#))
        let failed = try CLI.run(["check-bundles", "out/demo", "--format", "github"], in: scratch.url)
        #expect(failed.status == 1)
        #expect(
            failed.stdout.hasPrefix(
                "::error file=out/demo/bundle.json,line=34,col=27,title=bundle-invalid::Unknown target kind 'elsewhere'."
            ))
    }

    @Test func aMissingPathExits2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(["check-bundles", "nowhere"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: nowhere: no such file or folder\n")
    }
}
