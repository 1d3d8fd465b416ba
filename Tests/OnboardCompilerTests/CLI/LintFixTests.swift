import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc lint --fix`: the fixes written into the files, pass after pass, then the report
/// of what is left.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct LintFixTests {
    static let spec = """
        version: 1
        app: { id: demo, nmae: Demo }
        flows:
          - id: intro
            trigger: settings
            transition: { style: slide, duration: 0.3 }
            screens:
              - id: a
                role: welcome
                title: Welcome
                primary: { label: Next, feedback: { scale: 0.95 } }
              - { id: b, role: completion, primary: { label: Done, action: complete } }

        """

    @Test func makesEveryFixPassAfterPassAndReportsWhatIsLeft() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", Self.spec)
        let run = try CLI.run(["lint", "specs", "--fix"], in: scratch.url)
        let fixed = try String(contentsOf: scratch.url.appendingPathComponent("specs/app.yaml"), encoding: .utf8)
        // The misspelt key first (the spec did not decode), then the two reduced-motion
        // alternatives, the second inside the mapping the first added.
        #expect(
            fixed
                == Self.spec.replacingOccurrences(of: "nmae", with: "name").replacingOccurrences(
                    of: "  - id: intro\n",
                    with: "  - id: intro\n    reducedMotion: { transition: { style: opacity }, feedbackScale: 1 }\n"))
        #expect(run.stderr.hasPrefix("fixed: specs/app.yaml: 3 edits\n"))
        #expect(!run.stderr.contains("timing-reduced-motion"))
        #expect(run.status == 0)
        // Nothing left to fix: the files stay as they are.
        let again = try CLI.run(["lint", "specs", "--fix"], in: scratch.url)
        #expect(!again.stderr.contains("fixed:"))
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("specs/app.yaml"), encoding: .utf8) == fixed)
    }
}
