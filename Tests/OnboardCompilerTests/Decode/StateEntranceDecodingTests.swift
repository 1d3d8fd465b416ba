import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// A flow-wide entrance that names inputs and reaches states (docs/spec-format.md 3.6, 3.17).
    @Suite struct StateEntranceDecodingTests {
        /// A flow whose `entrance` is `steps` (from line 6), a screen with two inputs and a state.
        static func spec(_ steps: String) -> String {
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: tour
                trigger: settings
                entrance:
            \(steps)
                screens:
                  - id: ask
                    role: form
                    title: Ask
                    inputs:
                      - { id: agree, kind: checkbox, label: Agree }
                      - { id: name, kind: name, label: Name }
                    states:
                      - { id: sorry, kind: error, title: Sorry }
                      - { id: quiet, kind: info, body: Quiet, entrance: [] }
                    primary: { label: Next, action: complete }
            """
        }

        @Test func inputsBringsEveryInputInWithTheStepsTiming() throws {
            let spec = try #require(
                decode(
                    Self.spec(
                        "      - { element: title, duration: 0.3 }\n      - { element: inputs, at: 0.2, duration: 0.4 }"
                    )))
            let screen = try #require(spec.flows.first?.screens.first)
            #expect(screen.entrance.map(\.element) == ["title", "agree", "name"])
            #expect(screen.entrance.map(\.at) == [0, 0.2, 0.2])
        }

        @Test func aStateTakesTheFlowsStepsForItsElementsUnlessItWritesItsOwn() throws {
            let spec = try #require(
                decode(Self.spec("      - { element: title, duration: 0.3 }\n      - { element: body, duration: 0.3 }"))
            )
            let states = try #require(spec.flows.first?.screens.first?.states)
            #expect(states.map { $0.entrance.map(\.element) } == [["title"], []])
        }

        @Test func anInputOfTheFlowMayBeNamedAndAnUnknownElementIsReportedAtItsValue() throws {
            let spec = try #require(decode(Self.spec("      - { element: name, duration: 0.3 }")))
            #expect(spec.flows.first?.screens.first?.entrance.map(\.element) == ["name"])
            #expect(
                diagnose(Self.spec("      - { element: nmae, duration: 0.3 }")).map(\.located)
                    == ["spec-unknown-reference 7:20"])
        }
    }
}
