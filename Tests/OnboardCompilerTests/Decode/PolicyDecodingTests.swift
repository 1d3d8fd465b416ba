import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Policy: set per app, overridden per flow key by key.
    @Suite struct PolicyDecodingTests {
        @Test func flowOverrideKeepsTheAppsOtherKeys() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        flow: "policy: { maxScreens: 3, tone: { voice: playful } }",
                        top: """
                            policy:
                              maxScreens: 5
                              accountCreation: forbidden
                              alwaysSkippable: true
                              headlineWords: [2, 8]
                              tone: { voice: calm, contractions: prefer, avoid: [simply, { word: just, use: only }] }
                              timing: { maxTransition: 400ms, maxPrimaryActionDelay: 1s, maxCompletionDelay: 2 }
                            """)))
            let policy = try #require(spec.flows.first?.policy)
            #expect(policy.maxScreens == 3)
            #expect(policy.voice == "playful")
            // Everything else is the app's.
            #expect(policy.accountCreation == .forbidden)
            #expect(policy.permissionPrompts == .allowed)
            #expect(policy.alwaysSkippable)
            #expect(policy.headlineWords == 2...8)
            #expect(policy.contractions == .prefer)
            #expect(policy.avoid == [.init(word: "simply", use: nil), .init(word: "just", use: "only")])
            #expect(policy.maxTransition == 0.4)
            #expect(policy.maxPrimaryActionDelay == 1)
            #expect(policy.maxCompletionDelay == 2)
        }

        @Test func noPolicyMeansDefaults() throws {
            let spec = try #require(decode(minimalSpec()))
            #expect(spec.flows.first?.policy == Policy())
        }

        @Test func problemsInAPolicy() throws {
            let found = diagnose(
                minimalSpec(
                    top: """
                        policy: { headlineWords: [8, 3], bodyWords: [20], permissionPrompts: forbiden, alwaysSkippable: on }
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-out-of-range 11:26", "spec-type-mismatch 11:45",
                    "spec-unknown-value 11:70", "spec-type-mismatch 11:97",
                ])
            #expect(found[0].message == "`[8, 3]` is out of range (allowed: min ≤ max)")
            #expect(found[1].message == "expected a [min, max] pair of word counts, found a list")
            #expect(found[2].help == "did you mean 'forbidden'?")
            #expect(found[3].message == "expected true or false, found `on`")
        }

        @Test func unknownKeyInAWordToAvoid() {
            let yaml = minimalSpec(
                flow: "policy: { tone: { contractions: prefer, avoid: [{ word: simply, usee: just }] } }")
            let found = diagnose(yaml)
            #expect(found.map(\.located) == ["spec-unknown-key 11:69"])
            #expect(found.first?.help == "did you mean 'use'?")
        }
    }
}
