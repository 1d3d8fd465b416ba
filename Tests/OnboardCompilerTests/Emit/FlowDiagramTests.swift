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

    @Test func anUnknownFlowGivesNothing() throws {
        #expect(FlowDiagrams.render(try Self.spec(), format: .dot, flow: "nope") == nil)
    }

    /// Graphviz draws every seed's diagrams (`scripts/test` installs it: scripts/ensure-graphviz).
    @Test(
        .enabled(if: Self.graphviz != nil, "Graphviz `dot` is not installed (scripts/ensure-graphviz installs it)"),
        arguments: ["florafriend", "growth", "pageinstead", "vegyscan"])
    func graphvizDrawsEverySeed(app: String) throws {
        let url = PackageRoot.appending("specs/\(app).yaml")
        let spec = try #require(
            Pipeline.validate(SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))).spec)
        let process = Process()
        process.executableURL = Self.graphviz
        process.arguments = ["-Tsvg"]
        process.standardOutput = FileHandle.nullDevice
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(try #require(FlowDiagrams.render(spec, format: .dot)).utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.isEmpty)
    }

    static let graphviz = Executables.onPath("dot")
}
