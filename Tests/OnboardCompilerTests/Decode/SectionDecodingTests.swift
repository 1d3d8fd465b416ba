import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A flow's `sections`: named consecutive runs of its screens with their own policy.
    @Suite struct SectionDecodingTests {
        /// `sectionedSpec` with the lines of its section list (from line 8, column 7) replaced.
        private func sections(_ lines: String) -> String {
            let spec = sectionedSpec()
            let head = spec.components(separatedBy: "      - id: tutorial\n")[0]
            let tail = spec.components(separatedBy: "    screens:\n      - { id: welcome")[1]
            return head + lines.split(separator: "\n").map { "      \($0)\n" }.joined()
                + "    screens:\n      - { id: welcome" + tail
        }

        @Test func aSectionsPolicyOverridesTheFlowsKeyByKey() throws {
            let spec = try #require(
                decode(
                    sectionedSpec(policy: "{ permissionPrompts: forbidden, tone: { avoid: [simply] } }")
                        .replacingOccurrences(
                            of: "completion: { flag: hasOnboarded }",
                            with:
                                "completion: { flag: hasOnboarded }\n    policy: { maxScreens: 9, tone: { voice: calm } }"
                        )))
            let flow = try #require(spec.flows.first)
            let section = try #require(flow.sections.first)
            #expect(section.id == "tutorial")
            #expect(section.screens == 0..<2)
            #expect(flow.section(at: 1)?.id == "tutorial")
            #expect(flow.section(at: 2) == nil)
            #expect(flow.policy(at: 0).permissionPrompts == .forbidden)
            #expect(flow.policy(at: 2).permissionPrompts == .allowed)
            // Keys the section does not give are the flow's, inside `tone` too.
            #expect(flow.policy(at: 0).maxScreens == 9)
            #expect(flow.policy(at: 0).voice == "calm")
            #expect(flow.policy(at: 0).avoid.map(\.word) == ["simply"])
            #expect(flow.policy(at: 3).avoid.isEmpty)
            #expect(section.policyKeys.keys.sorted() == ["permissionPrompts", "tone.avoid"])
            #expect(section.policyKeys["permissionPrompts"].map { "\($0.start.line):\($0.start.column)" } == "11:19")
        }

        @Test func anUnknownScreenWithDidYouMean() throws {
            let found = diagnose(sections("- { id: tutorial, screens: [welcome, tps] }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 8:44"])
            #expect(found.first?.message == "there is no screen `tps` in this flow")
            #expect(found.first?.help?.contains("did you mean 'tips'") == true)
        }

        @Test func aRunWithAGap() throws {
            let found = diagnose(sections("- { id: tutorial, screens: [welcome, camera] }"))
            #expect(found.map(\.located) == ["spec-section-not-consecutive 8:44"])
            #expect(
                found.first?.message
                    == "the screens of section `tutorial` are not a consecutive run of the flow: screen `tips` comes between `welcome` and `camera`"
            )
        }

        @Test func aRunOutOfOrder() throws {
            let found = diagnose(sections("- { id: tutorial, screens: [tips, welcome] }"))
            #expect(found.map(\.located) == ["spec-section-not-consecutive 8:41"])
            #expect(found.first?.message.hasSuffix("screen `welcome` comes before `tips` in the flow") == true)
        }

        @Test func aScreenListedTwice() throws {
            let found = diagnose(sections("- { id: tutorial, screens: [tips, tips] }"))
            #expect(found.map(\.located) == ["spec-section-not-consecutive 8:41"])
            #expect(found.first?.message.hasSuffix("screen `tips` is listed twice") == true)
            let apart = diagnose(sections("- { id: tutorial, screens: [welcome, tips, welcome] }"))
            #expect(apart.first?.message.hasSuffix("screen `welcome` is listed twice") == true)
        }

        @Test func anEmptyRun() throws {
            let found = diagnose(sections("- { id: tutorial, screens: [] }"))
            #expect(found.map(\.located) == ["spec-section-not-consecutive 8:34"])
        }

        @Test func aScreenInTwoSections() throws {
            let found = diagnose(
                sections("- { id: tutorial, screens: [welcome, tips] }\n- { id: setup, screens: [tips, camera] }"))
            #expect(found.map(\.located) == ["spec-section-overlap 9:32"])
            let diagnostic = try #require(found.first)
            #expect(
                diagnostic.message
                    == "screen `tips` is in section `tutorial` already and cannot be in section `setup` too")
            #expect(diagnostic.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "8:44")
        }

        @Test func aDuplicateSectionID() throws {
            let found = diagnose(
                sections("- { id: tutorial, screens: [welcome] }\n- { id: tutorial, screens: [camera] }"))
            #expect(found.map(\.located) == ["spec-duplicate-id 9:15"])
            #expect(found.first?.message == "section id `tutorial` is used twice")
        }

        /// A section that fails still takes its id: the second one is reported too.
        @Test func aDuplicateOfAFailedSection() throws {
            let found = diagnose(sections("- { id: tutorial, screens: [tps] }\n- { id: tutorial, screens: [camera] }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 8:35", "spec-duplicate-id 9:15"])
        }

        @Test(arguments: [("announceScreenPosition: true", 55), ("timing: { maxCompletionDelay: 1 }", 65)])
        func aKeyOnlyAFlowHas(key: String, column: Int) throws {
            let found = diagnose(sections("- { id: tutorial, screens: [welcome], policy: { \(key) } }"))
            #expect(found.map(\.located) == ["spec-section-flow-key 8:\(column)"])
            #expect(found.first?.help == "set it in the flow's `policy`, or remove it here")
        }

        @Test func anUnknownPolicyKeyIsThePolicysDiagnostic() throws {
            let found = diagnose(
                sections("- { id: tutorial, screens: [welcome], policy: { permissionPrompt: forbidden } }"))
            #expect(found.map(\.located) == ["spec-unknown-key 8:55"])
            #expect(found.first?.help?.contains("permissionPrompts") == true)
        }

        /// `screen` is `screens` misspelt: one error, not also a missing `screens`.
        @Test func anUnknownSectionKey() throws {
            let found = diagnose(sections("- { id: tutorial, screen: [welcome] }"))
            #expect(found.map(\.located) == ["spec-unknown-key 8:25"])
            #expect(found.first?.help == "did you mean 'screens'?")
        }
    }
}
