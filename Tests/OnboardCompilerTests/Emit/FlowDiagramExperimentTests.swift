import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc graph` on flows that adapt: a flow's audience in its summary, and each text an
/// experiment's variant shows instead of the spec's as a line of the node that shows it.
@Suite struct FlowDiagramExperimentTests {
    static func stillwater() throws -> Spec {
        let url = PackageRoot.appending("examples/stillwater.yaml")
        return try #require(
            Pipeline.validate(SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))).spec)
    }

    /// The audience flow says for whom; the headline test's variant is on the welcome screen.
    @Test func stillwaterInMermaid() throws {
        #expect(
            FlowDiagrams.render(try Self.stillwater(), format: .mermaid) == #"""
                ### stillwater / welcome-back

                first launch, for users where attribute.isReturning; sets hasOnboarded on complete

                ```mermaid
                flowchart TD
                  n0["hello-again (welcome)<br/>Welcome back"]
                  n1["whats-new (information)<br/>New: evening reminders"]
                  finish_complete(["end: complete<br/>sets hasOnboarded"])
                  n0 -->|"primary “Continue”"| n1
                  n1 -->|"primary “Start”"| finish_complete
                  classDef ending stroke-width:3px
                  class finish_complete ending
                ```

                ### stillwater / onboarding

                first launch; sets hasOnboarded on complete

                ```mermaid
                flowchart TD
                  n0["welcome (welcome)<br/>Welcome to Stillwater<br/>benefit: “Calmer evenings start here”"]
                  n1["goal (choice)<br/>What brings you here?"]
                  n2["sleep-routine (feature-highlight)<br/>A routine for the evening"]
                  n3["focus-timer (feature-highlight)<br/>Focus in short blocks"]
                  finish_complete(["end: complete<br/>sets hasOnboarded"])
                  n0 -->|"primary “Get started”"| n1
                  n1 -->|"primary “Continue” when answer.goal == #quot;sleep#quot;"| n2
                  n1 -->|"primary “Continue” otherwise"| n3
                  n2 -->|"primary “Begin”"| finish_complete
                  n3 -->|"primary “Begin”"| finish_complete
                  classDef ending stroke-width:3px
                  class finish_complete ending
                  linkStyle 1,2 stroke-dasharray:1 4
                ```

                """#)
    }

    @Test func stillwaterInDOT() throws {
        let dot = try #require(FlowDiagrams.render(try Self.stillwater(), format: .dot))
        #expect(
            dot == #"""
                digraph "stillwater / welcome-back" {
                  label="first launch, for users where attribute.isReturning; sets hasOnboarded on complete";
                  labelloc=t;
                  node [shape=box, style=rounded];
                  n0 [label="hello-again (welcome)\nWelcome back"];
                  n1 [label="whats-new (information)\nNew: evening reminders"];
                  finish_complete [label="end: complete\nsets hasOnboarded", shape=doubleoctagon];
                  n0 -> n1 [label="primary “Continue”"];
                  n1 -> finish_complete [label="primary “Start”"];
                }

                digraph "stillwater / onboarding" {
                  label="first launch; sets hasOnboarded on complete";
                  labelloc=t;
                  node [shape=box, style=rounded];
                  n0 [label="welcome (welcome)\nWelcome to Stillwater\nbenefit: “Calmer evenings start here”"];
                  n1 [label="goal (choice)\nWhat brings you here?"];
                  n2 [label="sleep-routine (feature-highlight)\nA routine for the evening"];
                  n3 [label="focus-timer (feature-highlight)\nFocus in short blocks"];
                  finish_complete [label="end: complete\nsets hasOnboarded", shape=doubleoctagon];
                  n0 -> n1 [label="primary “Get started”"];
                  n1 -> n2 [label="primary “Continue” when answer.goal == \"sleep\"", style=dotted];
                  n1 -> n3 [label="primary “Continue” otherwise", style=dotted];
                  n2 -> finish_complete [label="primary “Begin”"];
                  n3 -> finish_complete [label="primary “Begin”"];
                }

                """#)
        if let graphviz = FlowDiagramTests.graphviz { #expect(try FlowDiagramTests.draw(dot, with: graphviz) == "") }
    }

    static let yaml = """
        version: 1
        app: { id: demo, name: Demo }
        experiments:
          - id: tone
            variants:
              - { id: plain, weight: 50 }
              - id: warm
                weight: 50
                texts:
                  start.hello.body: "So glad you came"
                  start.hello.title: "Hey there"
          - id: asking
            variants:
              - id: a
                weight: 50
                texts:
                  start.camera.asking.title: "One moment"
              - id: b
                weight: 50
                texts:
                  start.hello.primary: "Let's go"
        flows:
          - id: start
            trigger: first-launch
            completion: { flag: seen, setOn: [complete] }
            screens:
              - id: hello
                role: welcome
                title: Hello
                body: Nice to see you
                primary: Next
              - id: camera
                role: permission-request
                title: Camera
                primary:
                  label: Allow
                  action: request-permission
                  permission: camera
                  pending: asking
                  on: { allowed: complete, denied: stay }
                states:
                  - { id: asking, kind: loading, title: Asking }
        """

    /// A text other than the title is named by its slot (a button's label by the button's),
    /// a state's text is on the state's node, and with several experiments each variant is
    /// named by its experiment too; in the order the spec writes them.
    @Test func everyReplacedTextIsOnItsNode() throws {
        let spec = try #require(Pipeline.validate(SourceFile(path: "spec.yaml", text: Self.yaml)).spec)
        #expect(
            FlowDiagrams.render(spec, format: .mermaid) == #"""
                ### demo / start

                first launch; sets seen on complete

                ```mermaid
                flowchart TD
                  n0["hello (welcome)<br/>Hello<br/>tone.warm, body: “So glad you came”<br/>tone.warm: “Hey there”<br/>asking.b, primary: “Let's go”"]
                  n1["camera (permission-request)<br/>Camera"]
                  n1_asking["camera / asking (loading)<br/>Asking<br/>asking.a: “One moment”"]
                  finish_complete(["end: complete<br/>sets seen"])
                  n0 -->|"primary “Next”"| n1
                  n1 -->|"primary “Allow”"| n1_asking
                  n1_asking -->|"primary: allowed"| finish_complete
                  n1_asking -->|"primary: denied"| n1
                  classDef ending stroke-width:3px
                  class finish_complete ending
                ```

                """#)
    }
}
