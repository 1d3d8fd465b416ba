import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// Targets chosen by conditions (docs/spec-format.md 3.14, docs/conditions.md): how they
    /// decode, every problem at its place, how lint follows them and how the bundle writes them.
    @Suite struct BranchDecodingTests {
        /// A spec whose first screen's primary button leads on by `to`, with an input `goal`.
        static func spec(to: String, attributes: String = "attributes:\n  isReturning: bool\n") -> String {
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            \(attributes)flows:
              - id: tour
                trigger: first-launch
                completion: { flag: seenTour }
                screens:
                  - id: goal
                    role: choice
                    title: Goal
                    inputs:
                      - id: goal
                        kind: single-choice
                        label: Goal
                        options: [{ id: sleep, label: Sleep }, { id: focus, label: Focus }]
                    primary:
                      label: Continue
                      action: go
                      to:
            \(to)
                  - id: sleep
                    role: information
                    title: Sleep
                    primary: { label: Done, action: complete }
                  - id: focus
                    role: information
                    title: Focus
                    primary: { label: Done, action: complete }
            """
        }

        static let branches = """
                        - { when: 'answer.goal == "sleep" || attribute.isReturning', to: sleep }
                        - { to: focus }
            """

        @Test func branchesDecodeWithTheirConditionsAndFallback() throws {
            let spec = try #require(decode(Self.spec(to: Self.branches)))
            guard case .goTo(let target)? = spec.screen("goal")?.content.buttons.first?.action.kind else {
                Issue.record("not a go")
                return
            }
            #expect(target.kind == .screen("focus"))
            #expect(target.branches.map(\.target.kind) == [.screen("sleep")])
            let goal = ConditionReference(kind: .answer, id: "goal", type: .string)
            let returning = ConditionReference(kind: .attribute, id: "isReturning", type: .bool)
            #expect(
                target.branches.first?.condition
                    == .any(of: [.eq(ref: goal, value: .string("sleep")), .eq(ref: returning, value: .bool(true))]))
            #expect(target.leaves.map(\.kind) == [.screen("sleep"), .screen("focus")])
            #expect(spec.attributes == ["isReturning": .bool])
        }

        /// A problem inside a condition points at its characters in the spec: the `when:` of
        /// line 22, whose text starts at column 24.
        @Test(arguments: [
            (#"answer.gaol == "sleep""#, "spec-condition-unknown-reference 22:31"),
            (#"answer.goal == "slep""#, "spec-condition-type 22:39"),
            (#"answer.goal = "sleep""#, "spec-condition-syntax 22:36"),
            ("attribute.isNew", "spec-condition-unknown-reference 22:34"),
        ])
        func aConditionsProblemIsAtItsCharacters(condition: String, expected: String) {
            let to = "            - { when: '\(condition)', to: sleep }\n            - { to: focus }"
            #expect(diagnose(Self.spec(to: to)).map(\.located) == [expected])
        }

        @Test func theFallbackIsRequiredAndLast() {
            let none = "            - { when: attribute.isReturning, to: sleep }"
            #expect(diagnose(Self.spec(to: none)).map(\.located) == ["spec-branch-fallback 22:13"])
            let first = "            - { to: focus }\n            - { when: attribute.isReturning, to: sleep }"
            #expect(diagnose(Self.spec(to: first)).map(\.located) == ["spec-branch-fallback 22:15"])
        }

        @Test func anAttributeNameIsLettersDigitsUnderscoresAndDashes() {
            let plain = "            - { to: focus }"
            let yaml = Self.spec(to: plain, attributes: "attributes:\n  is returning: bool\n")
            #expect(diagnose(yaml).map(\.located) == ["spec-invalid-id 4:3"])
            let typed = Self.spec(to: plain, attributes: "attributes:\n  isReturning: boolean\n")
            #expect(diagnose(typed).map(\.located) == ["spec-unknown-value 4:16"])
        }

        /// Lint follows every branch: a screen reached only through one is reachable.
        @Test func lintFollowsEveryBranch() {
            #expect(lintDiagnostics(Self.spec(to: Self.branches)).isEmpty)
        }

        /// The bundle carries the branch, with the lowest schemaVersion that has it.
        @Test func theBundleWritesTheBranchAtSchemaVersion3() throws {
            let result = Pipeline.compile(SourceFile(path: "spec.yaml", text: Self.spec(to: Self.branches)))
            let file = try #require(result.outputs.first { $0.path == "demo/bundle.json" })
            let bundle = try OnboardingBundle(data: Data(file.bytes))
            #expect(bundle.schemaVersion == 3)
            #expect(bundle.schemaVersion == OnboardingBundle.schemaVersion(for: bundle.flows))
            guard case .go(let target)? = bundle.flows.first?.screens.first?.buttons.first?.action.kind,
                case .branch(let branches, let otherwise) = target
            else {
                Issue.record("no branch in the bundle")
                return
            }
            #expect(branches.map(\.to) == [.screen("sleep")])
            #expect(otherwise == .screen("focus"))
            // Only a fallback (a list of one branch without `when`): nothing newer to carry.
            let plain = try #require(decode(Self.spec(to: "            - { to: focus }")))
            #expect(plain.flows.allSatisfy { !$0.usesBranches })
            #expect(BundleEmitter.schemaVersion(of: plain) == 2)
        }
    }
}
