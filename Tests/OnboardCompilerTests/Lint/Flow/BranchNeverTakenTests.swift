import Testing

@testable import OnboardCompiler

/// `flow-branch-never-taken`: what it says about each branch that is never taken, and
/// which conditions it knows to be constant.
@Suite struct BranchNeverTakenTests {
    /// A flow whose first screen's `primary` goes to `to` (branches, one a line, from line 15).
    static func spec(_ branches: [String]) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        attributes:
          isReturning: bool
        flows:
          - id: intro
            trigger: settings
            screens:
              - id: welcome
                role: welcome
                primary:
                  label: Continue
                  action: go
                  to:
        \(branches.map { "            - \($0)" }.joined(separator: "\n"))
              - { id: tips, role: information, primary: Next }
              - { id: done, role: completion, primary: { label: Done, action: complete } }

        """
    }

    static func lint(_ branches: [String]) -> [Diagnostic] {
        lintDiagnostics(spec(branches), config: .only("flow-branch-never-taken"))
    }

    @Test func aBranchAfterOneThatAlwaysHoldsAndTheFallback() throws {
        let found = Self.lint([
            "{ when: 'true', to: tips }", "{ when: attribute.isReturning, to: done }", "{ to: next }",
        ])
        #expect(found.map(\.located) == ["flow-branch-never-taken 16:23", "flow-branch-never-taken 17:21"])
        #expect(
            found.map(\.message) == [
                "branch 2 of the `primary` button's `to` is never taken: the condition of branch 1 always holds",
                "the fallback of the `primary` button's `to` is never taken: the condition of branch 1 always holds",
            ])
        #expect(
            found.map(\.path) == [
                "flows[intro].screens[welcome].primary.to[1].when", "flows[intro].screens[welcome].primary.to[2].to",
            ])
        let note = try #require(found.first?.notes.first)
        #expect(note.message == "branch 1's condition always holds")
        #expect(note.span.map { "\($0.start.line):\($0.start.column)" } == "15:23")
    }

    @Test func aBranchWithTheConditionOfAnEarlierOne() throws {
        let found = Self.lint([
            "{ when: attribute.isReturning, to: tips }", "{ when: attribute.isReturning, to: done }", "{ to: next }",
        ])
        #expect(found.map(\.located) == ["flow-branch-never-taken 16:23"])
        #expect(
            found.first?.message
                == "branch 2 of the `primary` button's `to` is never taken: branch 1 has the same condition, and the first branch that holds wins"
        )
        #expect(found.first?.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "15:23")
    }

    /// `false`, and `&&`, `||` and `!` of constants, are constant; a condition that reads
    /// something is not, whatever it reads.
    @Test(arguments: [
        ("false", "its condition never holds"),
        ("'attribute.isReturning && false'", "its condition never holds"),
        ("'!true || false'", "its condition never holds"),
        ("'!(attribute.isReturning || true)'", "its condition never holds"),
    ])
    func constantlyFalse(condition: String, reason: String) {
        let found = Self.lint(["{ when: \(condition), to: tips }", "{ to: next }"])
        #expect(found.map(\.message) == ["branch 1 of the `primary` button's `to` is never taken: \(reason)"])
    }

    @Test(arguments: ["'!false'", "'attribute.isReturning || true'", "'true && !false'"])
    func constantlyTrue(condition: String) {
        let found = Self.lint(["{ when: \(condition), to: tips }", "{ to: next }"])
        #expect(found.map(\.located) == ["flow-branch-never-taken 16:21"], "the fallback is never taken")
    }

    @Test func conditionsThatReadSomethingAreNotConstant() {
        let found = Self.lint([
            "{ when: attribute.isReturning, to: tips }", "{ when: '!attribute.isReturning', to: done }",
            "{ when: 'has(attribute.isReturning)', to: done }", "{ to: next }",
        ])
        #expect(found.isEmpty)
    }

    /// An outcome's branches are named by their outcome.
    @Test func anOutcomesBranches() {
        let yaml = """
            version: 1
            app: { id: demo, name: Demo }
            flows:
              - id: intro
                trigger: settings
                screens:
                  - id: ask
                    role: permission-request
                    primary:
                      label: Allow
                      action: request-permission
                      permission: notifications
                      on:
                        allowed: next
                        denied: [{ when: 'false', to: complete }, { to: next }]
                  - { id: done, role: completion, primary: { label: Done, action: complete } }

            """
        let found = lintDiagnostics(yaml, config: .only("flow-branch-never-taken"))
        #expect(found.map(\.located) == ["flow-branch-never-taken 15:30"])
        #expect(
            found.first?.message
                == "branch 1 of the `primary` button's `denied` outcome is never taken: its condition never holds")
        #expect(found.first?.path == "flows[intro].screens[ask].primary.on.denied[0].when")
    }
}
