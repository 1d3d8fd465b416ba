import Foundation
import Testing
@testable import OnboardCompiler

/// `onboardc graph`: a flow's screens, states, buttons, outcomes, swipes and endings as Mermaid and DOT.
@Suite struct FlowDiagramTests {
    static let yaml = """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: start
            trigger: first-launch
            completion: { flag: seen, setOn: [complete] }
            swipe: true
            dialogs:
              - { id: sure, title: Skip?, confirm: Skip, cancel: Stay }
            screens:
              - id: hello
                role: welcome
                title: "Say \\"hi\\" & <wave> #1"
                primary: Next
                skip: { label: Skip, action: skip, confirm: sure }
              - id: camera
                role: permission-request
                title: Camera
                primary:
                  label: Allow
                  action: request-permission
                  permission: camera
                  pending: asking
                  on: { allowed: complete, denied: stay }
                close: { icon: xmark, accessibilityLabel: Close }
                states:
                  - { id: asking, kind: loading, title: Asking }
        """

    static func spec() throws -> Spec {
        try #require(Pipeline.validate(SourceFile(path: "spec.yaml", text: yaml)).spec)
    }

    @Test func mermaid() throws {
        #expect(
            FlowDiagrams.render(try Self.spec(), format: .mermaid) == """
                ### demo / start

                first launch; sets seen on complete

                ```mermaid
                flowchart TD
                  n0["hello (welcome)<br/>Say #quot;hi#quot; #amp; #lt;wave#gt; #35;1"]
                  n1["camera (permission-request)<br/>Camera"]
                  n1_asking["camera / asking (loading)<br/>Asking"]
                  finish_skip(["end: skip<br/>sets no flag"])
                  finish_dismiss(["end: dismiss<br/>sets no flag"])
                  finish_complete(["end: complete<br/>sets seen"])
                  n0 -->|"primary “Next”"| n1
                  n0 -->|"skip “Skip” (asks “sure” first)"| finish_skip
                  n0 -.->|"swipe"| n1
                  n1 -->|"primary “Allow”"| n1_asking
                  n1 -->|"close"| finish_dismiss
                  n1 -.->|"swipe"| n0
                  n1_asking -->|"primary: allowed"| finish_complete
                  n1_asking -->|"primary: denied"| n1
                  classDef ending stroke-width:3px
                  class finish_skip,finish_dismiss,finish_complete ending
                ```

                """)
    }

    @Test func dot() throws {
        let text = try #require(FlowDiagrams.render(try Self.spec(), format: .dot, flow: "start"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == #"digraph "demo / start" {"#)
        #expect(lines.contains(#"  n0 [label="hello (welcome)\nSay \"hi\" & <wave> #1"];"#))
        #expect(lines.contains(#"  n1_asking [label="camera / asking (loading)\nAsking", style="rounded,dashed"];"#))
        #expect(lines.contains(#"  finish_dismiss [label="end: dismiss\nsets no flag", shape=doubleoctagon];"#))
        #expect(lines.contains(#"  n0 -> n1 [label="swipe", style=dashed];"#))
        #expect(lines.contains(#"  n1_asking -> finish_complete [label="primary: allowed"];"#))
        // A result is drawn from the pending state the user sees, not from the screen as well.
        #expect(!lines.contains(#"  n1 -> finish_complete [label="primary: allowed"];"#))
        #expect(lines.last == "}")
    }

    /// A title written as a block keeps each format's syntax: line breaks (also CRLF), quotes, backslashes.
    @Test func escaping() {
        #expect(DOTDiagram.quote("a\r\nb\n\"c\" \\") == #""a\nb\n\"c\" \\""#)
        #expect(MermaidDiagram.escape("a\r\nb\n\"c\" <b> & #1") == "a b #quot;c#quot; #lt;b#gt; #amp; #35;1")
        // A quote with a combining accent is one Character to Swift, but a quote to the readers.
        #expect(DOTDiagram.quote("say \"\u{301}hi") == "\"say \\\"\u{301}hi\"")
        #expect(MermaidDiagram.escape("\"\u{301}<\u{308}") == "#quot;\u{301}#lt;\u{308}")
    }

    /// A flow whose targets are chosen by conditions: a `go` with two branches to one screen,
    /// a confirmed `skip`, and a permission outcome that branches from the pending state.
    static let branchingYAML = """
        version: 1
        app: { id: demo, name: Demo }
        attributes:
          isReturning: bool
        flows:
          - id: start
            trigger: first-launch
            completion: { flag: seen, setOn: [complete] }
            dialogs:
              - { id: sure, title: Skip?, confirm: Skip, cancel: Stay }
            screens:
              - id: goal
                role: choice
                title: Goal
                inputs:
                  - id: goal
                    kind: single-choice
                    label: Goal
                    options:
                      - { id: sleep, label: Sleep }
                      - { id: focus, label: Focus }
                primary:
                  label: Continue
                  action: go
                  to:
                    - { when: 'answer.goal == "sleep"', to: sleep }
                    - { when: 'answer.goal == "focus"', to: camera }
                    - { when: '!has(answer.goal)', to: camera }
                    - { to: next }
                skip:
                  label: Skip
                  action: skip
                  confirm: sure
                  to:
                    - { when: attribute.isReturning, to: complete }
                    - { to: camera }
              - id: sleep
                role: information
                title: Sleep
                primary: Next
              - id: camera
                role: permission-request
                title: Camera
                primary:
                  label: Allow
                  action: request-permission
                  permission: camera
                  pending: asking
                  on:
                    allowed: complete
                    denied:
                      - { when: 'answer.goal == "sleep"', to: sleep }
                      - { to: stay }
                states:
                  - { id: asking, kind: loading, title: Asking }
        """

    /// An arrow per branch, labelled with its condition as written (or `otherwise`), drawn
    /// with fine dots; two branches to one screen are two arrows.
    @Test func branchesAreLabelledWithTheirConditions() throws {
        let spec = try #require(Pipeline.validate(SourceFile(path: "spec.yaml", text: Self.branchingYAML)).spec)
        #expect(
            FlowDiagrams.render(spec, format: .mermaid) == #"""
                ### demo / start

                first launch; sets seen on complete

                ```mermaid
                flowchart TD
                  n0["goal (choice)<br/>Goal"]
                  n1["sleep (information)<br/>Sleep"]
                  n2["camera (permission-request)<br/>Camera"]
                  n2_asking["camera / asking (loading)<br/>Asking"]
                  finish_skip(["end: skip<br/>sets no flag"])
                  finish_complete(["end: complete<br/>sets seen"])
                  n0 -->|"primary “Continue” when answer.goal == #quot;sleep#quot;"| n1
                  n0 -->|"primary “Continue” when answer.goal == #quot;focus#quot;"| n2
                  n0 -->|"primary “Continue” when !has(answer.goal)"| n2
                  n0 -->|"primary “Continue” otherwise"| n1
                  n0 -->|"skip “Skip” (asks “sure” first) when attribute.isReturning"| finish_skip
                  n0 -->|"skip “Skip” (asks “sure” first) otherwise"| n2
                  n1 -->|"primary “Next”"| n2
                  n2 -->|"primary “Allow”"| n2_asking
                  n2_asking -->|"primary: allowed"| finish_complete
                  n2_asking -->|"primary: denied when answer.goal == #quot;sleep#quot;"| n1
                  n2_asking -->|"primary: denied otherwise"| n2
                  classDef ending stroke-width:3px
                  class finish_skip,finish_complete ending
                  linkStyle 0,1,2,3,4,5,9,10 stroke-dasharray:1 4
                ```

                """#)
        let dot = try #require(FlowDiagrams.render(spec, format: .dot))
        #expect(
            dot == #"""
                digraph "demo / start" {
                  label="first launch; sets seen on complete";
                  labelloc=t;
                  node [shape=box, style=rounded];
                  n0 [label="goal (choice)\nGoal"];
                  n1 [label="sleep (information)\nSleep"];
                  n2 [label="camera (permission-request)\nCamera"];
                  n2_asking [label="camera / asking (loading)\nAsking", style="rounded,dashed"];
                  finish_skip [label="end: skip\nsets no flag", shape=doubleoctagon];
                  finish_complete [label="end: complete\nsets seen", shape=doubleoctagon];
                  n0 -> n1 [label="primary “Continue” when answer.goal == \"sleep\"", style=dotted];
                  n0 -> n2 [label="primary “Continue” when answer.goal == \"focus\"", style=dotted];
                  n0 -> n2 [label="primary “Continue” when !has(answer.goal)", style=dotted];
                  n0 -> n1 [label="primary “Continue” otherwise", style=dotted];
                  n0 -> finish_skip [label="skip “Skip” (asks “sure” first) when attribute.isReturning", style=dotted];
                  n0 -> n2 [label="skip “Skip” (asks “sure” first) otherwise", style=dotted];
                  n1 -> n2 [label="primary “Next”"];
                  n2 -> n2_asking [label="primary “Allow”"];
                  n2_asking -> finish_complete [label="primary: allowed"];
                  n2_asking -> n1 [label="primary: denied when answer.goal == \"sleep\"", style=dotted];
                  n2_asking -> n2 [label="primary: denied otherwise", style=dotted];
                }

                """#)
        if let graphviz = Self.graphviz { #expect(try Self.draw(dot, with: graphviz) == "") }
    }

    /// A biometrics result the request does not map follows `denied`: that edge names it.
    @Test func anUnmappedBiometricsResultIsOnTheDeniedEdge() throws {
        let yaml = """
            version: 1
            app: { id: demo, name: Demo }
            flows:
              - id: start
                trigger: settings
                screens:
                  - id: unlock
                    role: permission-request
                    title: Unlock
                    primary: { label: Turn on, action: request-permission, permission: biometrics, on: { allowed: next, denied: next, unavailable: complete } }
                  - { id: done, role: completion, title: Done, primary: { label: Done, action: complete } }
            """
        let spec = try #require(Pipeline.validate(SourceFile(path: "spec.yaml", text: yaml)).spec)
        let mermaid = try #require(FlowDiagrams.render(spec, format: .mermaid))
        #expect(mermaid.contains(#"n0 -->|"primary: denied, not-enrolled"| n1"#))
        #expect(mermaid.contains(#"n0 -->|"primary: unavailable"| finish_complete"#))
    }

    @Test func anUnknownFlowGivesNothing() throws {
        #expect(FlowDiagrams.render(try Self.spec(), format: .dot, flow: "nope") == nil)
    }

    /// Graphviz draws every seed's diagrams, and the conformance suite's branching app's
    /// (`scripts/test` installs it: scripts/ensure-graphviz).
    @Test(
        .enabled(if: Self.graphviz != nil, "Graphviz `dot` is not installed (scripts/ensure-graphviz installs it)"),
        arguments: [
            "specs/florafriend.yaml", "specs/growth.yaml", "specs/pageinstead.yaml", "specs/vegyscan.yaml",
            "conformance/specs/branching.yaml", "examples/stillwater.yaml",
        ])
    func graphvizDrawsEverySeed(path: String) throws {
        let url = PackageRoot.appending(path)
        let spec = try #require(
            Pipeline.validate(SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))).spec)
        #expect(
            try Self.draw(try #require(FlowDiagrams.render(spec, format: .dot)), with: try #require(Self.graphviz))
                == "")
    }

    /// What Graphviz says on stderr drawing `dot` as SVG (nothing when it draws it); fails when it exits non-zero.
    static func draw(_ dot: String, with graphviz: URL) throws -> String {
        let process = Process()
        process.executableURL = graphviz
        process.arguments = ["-Tsvg"]
        process.standardOutput = FileHandle.nullDevice
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
        return message
    }

    static let graphviz = Executables.onPath("dot")
}
