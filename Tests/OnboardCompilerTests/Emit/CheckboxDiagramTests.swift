import Testing

@testable import OnboardCompiler

/// `onboardc graph` says which checkboxes of a screen are ticked at first and which consents it asks for.
@Suite struct CheckboxDiagramTests {
    @Test func aScreenNamesItsTickedBoxesAndConsents() throws {
        let spec = try #require(
            Pipeline.validate(
                SourceFile(
                    path: "spec.yaml",
                    text: minimalSpec(
                        screen: """
                            inputs:
                              - { id: tips, kind: checkbox, label: Tips, initial: true }
                              - { id: news, kind: checkbox, label: News, consent: marketing-email }
                              - { id: plain, kind: checkbox, label: Plain }
                            """))
            ).spec)
        let diagram = FlowDiagram(spec.flows[0], app: "demo", experiments: [])
        #expect(
            diagram.nodes.first?.lines == [
                "welcome (welcome)", "Welcome", "tips ticked at first, news asks consent to marketing-email",
            ])
    }
}
