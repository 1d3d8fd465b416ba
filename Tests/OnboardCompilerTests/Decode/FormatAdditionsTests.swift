import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Keys added for what the seeds describe: swiping, progress placement,
    /// button styles, a completion result, purchase plans.
    @Suite struct FormatAdditionsTests {
        @Test func swipeIsPerFlowWithAScreenOverride() throws {
            let spec = try #require(decode(minimalSpec(screen: "swipe: false", flow: "swipe: true")))
            #expect(spec.flows.first?.swipe == true)
            #expect(spec.screen("welcome")?.swipe == false)
        }

        @Test func progressPositionAndPadding() throws {
            let spec = try #require(
                decode(minimalSpec(flow: "progress: { style: page-dots, position: bottom, padding: 16 }")))
            #expect(spec.flows.first?.progress?.position == .bottom)
            #expect(spec.flows.first?.progress?.padding == 16)
            let found = diagnose(minimalSpec(flow: "progress: { style: page-dots, position: middle }"))
            #expect(found.map(\.located) == ["spec-unknown-value 11:45"])
        }

        @Test func progressShape() throws {
            let spec = try #require(decode(minimalSpec(flow: "progress: { style: continuous-bar, shape: capsule }")))
            #expect(spec.flows.first?.progress?.shape == .capsule)
            #expect(
                try #require(decode(minimalSpec(flow: "progress: { style: page-dots }"))).flows.first?.progress?.shape
                    == nil)
            // Line 11: `    progress: { style: continuous-bar, shape: capsule, cornerRadius: 4 }`.
            let found = diagnose(
                minimalSpec(flow: "progress: { style: continuous-bar, shape: capsule, cornerRadius: 4 }"))
            #expect(found.map(\.located) == ["spec-conflicting-keys 11:56"])
            #expect(
                diagnose(minimalSpec(flow: "progress: { style: continuous-bar, shape: round }")).map(\.located)
                    == ["spec-unknown-value 11:47"])
        }

        @Test func buttonStylesPerSlot() throws {
            let theme = """
                theme:
                  colors: { blue: "#007AFF", white: "#FFFFFF" }
                  buttons:
                    primary: { background: blue, foreground: white, cornerRadius: 12, fullWidth: true, font: headline, weight: bold }
                """
            let spec = try #require(decode(minimalSpec(top: theme)))
            let style = try #require(spec.theme.buttons[.primary])
            #expect(style.background?.name == "blue")
            #expect(style.foreground?.value.light.hex == "#FFFFFF")
            #expect(style.cornerRadius == 12 && style.fullWidth && style.font == "headline" && style.weight == .bold)
            let wrong = diagnose(minimalSpec(top: "theme:\n  buttons:\n    primry: { fullWidth: true }"))
            #expect(wrong.map(\.located) == ["spec-unknown-value 13:5"])
            #expect(wrong.first?.help == "did you mean 'primary'?")
        }

        @Test func completeCarriesAResult() throws {
            let spec = try #require(
                decode(minimalSpec(screen: "primary: { label: Use Photos, action: complete, result: photo-library }")))
            #expect(spec.screen("welcome")?.content.button(.primary)?.action.kind == .complete(result: "photo-library"))
            let found = diagnose(minimalSpec(screen: "primary: { label: Go, action: next, result: photo-library }"))
            #expect(found.map(\.located) == ["spec-unused-key 11:45"])
        }

        @Test func skipSlotTakesATargetWithoutWritingTheAction() throws {
            let yaml = minimalSpec(screen: "skip: { label: Skip, to: welcome }")
            let spec = try #require(decode(yaml))
            guard case .skip(let target)? = spec.screen("welcome")?.content.button(.skip)?.action.kind else {
                Issue.record("expected a skip")
                return
            }
            #expect(target.kind == .screen("welcome"))
        }

        @Test func purchasePlanMustBeOnThisScreensPaywall() {
            let screen = """
                paywall: { provider: revenuecat, offering: default, plans: [{ id: yearly }] }
                primary: { label: Buy, action: purchase, plan: yerly }
                """
            let found = diagnose(minimalSpec(screen: screen))
            #expect(found.map(\.located) == ["spec-unknown-reference 12:56"])
            #expect(found.first?.help == "did you mean 'yearly'?")
        }

        @Test func reservedWordsCannotBeIds() {
            let found = diagnose(minimalSpec(flow: "dialogs: [{ id: next, title: T, confirm: OK, cancel: No }]"))
            #expect(found.map(\.located) == ["spec-reserved-id 11:21"])
        }

        @Test func triggerKeysThatDoNothingAreReported() {
            let found = diagnose(minimalSpec(flow: "entry: Show again\nevent: first-scan"))
            #expect(found.map(\.located) == ["spec-unused-key 11:5", "spec-unused-key 12:5"])
            let setOn = diagnose(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: replay
                    trigger: settings
                    completion: { setOn: [skip] }
                    screens: [{ id: a, role: welcome }]
                """)
            #expect(setOn.map(\.located) == ["spec-unused-key 6:19"])
        }

        @Test func checkboxTakesNoOptions() {
            let found = diagnose(
                minimalSpec(screen: "inputs: [{ id: agree, kind: checkbox, options: [{ id: a, label: A }] }]"))
            #expect(found.map(\.located) == ["spec-unused-key 11:47"])
        }

        @Test func quotedNumbersAndBooleansSayToRemoveTheQuotes() {
            let found = diagnose(
                minimalSpec(screen: "optional: \"true\"", flow: "progress: { style: page-dots, height: '8' }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 11:19", "spec-type-mismatch 12:43"])
            #expect(found.allSatisfy { $0.help == Diagnostic.quotedHelp })
            #expect(found.first?.message == "expected true or false, found the text \"true\"")
        }
    }
}
