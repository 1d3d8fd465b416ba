import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// Experiments and audiences (docs/spec-format.md 3.24): how they decode, every problem
    /// at its place, and how the bundle writes them.
    @Suite struct ExperimentDecodingTests {
        /// A spec with `experiments` (lines from 5) before two first-launch flows, the first
        /// with `audience` (line 16 when the experiments take 8 lines, as `headline` does).
        static func spec(experiments: String = headline, audience: String = "attribute.isReturning") -> String {
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios, android] }
            attributes: { isReturning: bool }
            experiments:
            \(experiments)
            flows:
              - id: welcome-back
                trigger: first-launch
                audience: \(audience)
                completion: { flag: seen }
                screens:
                  - { id: hello, role: welcome, title: Welcome back, primary: { label: Go, action: complete } }
              - id: onboarding
                trigger: first-launch
                completion: { flag: seen }
                screens:
                  - { id: welcome, role: welcome, title: "Hello {name}", primary: { label: Go, action: complete } }
            """
        }

        static let headline = """
              - id: headline
                salt: "2026-11"
                audience: platform == "ios"
                variants:
                  - { id: control, weight: 50 }
                  - id: benefit
                    weight: 50
                    texts: { onboarding.welcome.title: "Hi {name}, sleep better" }
            """

        @Test func anExperimentDecodesWithItsVariantsAndTexts() throws {
            let spec = try #require(decode(Self.spec()))
            let experiment = try #require(spec.experiment(id: "headline"))
            #expect(experiment.salt == "2026-11")
            #expect(
                experiment.audience
                    == .eq(ref: ConditionReference(kind: .platform, type: .string), value: .string("ios")))
            #expect(experiment.variants.map(\.id) == ["control", "benefit"])
            #expect(experiment.variants.map(\.weight) == [50, 50])
            let text = try #require(experiment.variants.last?.texts.first)
            #expect(text.replaces == "onboarding.welcome.title")
            #expect(text.copy.key == "onboarding.welcome.title.headline.benefit")
            #expect(text.copy.text == "Hi {name}, sleep better")
            // A variant's text is copy like any other: translated, in the string tables.
            #expect(spec.allCopy.map(\.key).contains("onboarding.welcome.title.headline.benefit"))
            #expect(
                spec.flows.first?.audience
                    == .eq(
                        ref: ConditionReference(kind: .attribute, id: "isReturning", type: .bool), value: .bool(true)))
        }

        /// A variant's text may have platform texts of its own: each reaches its platform's table.
        @Test func aVariantsTextKeepsItsPlatformTexts() throws {
            let experiments = Self.headline.replacingOccurrences(
                of: #"texts: { onboarding.welcome.title: "Hi {name}, sleep better" }"#,
                with: #"texts: { onboarding.welcome.title: { text: "Hi {name}", android: "Hello {name}" } }"#)
            let spec = try #require(decode(Self.spec(experiments: experiments)))
            let keys = spec.allCopy.map { "\($0.key) \($0.platform?.rawValue ?? "-")" }
            #expect(keys.contains("onboarding.welcome.title.headline.benefit.android android"))
            let result = Pipeline.compile(SourceFile(path: "spec.yaml", text: Self.spec(experiments: experiments)))
            let strings = try #require(result.outputs.first { $0.path.hasSuffix("android/res/values/strings.xml") })
            #expect(String(decoding: strings.bytes, as: UTF8.self).contains(">Hello %1$s</string>"))
        }

        @Test func aFlowsAudienceMayReadAVariant() throws {
            let spec = try #require(decode(Self.spec(audience: #"'experiment.headline == "benefit"'"#)))
            #expect(
                spec.flows.first?.audience
                    == .eq(
                        ref: ConditionReference(kind: .experiment, id: "headline", type: .string),
                        value: .string("benefit")))
        }

        /// Each problem where the writer fixes it.
        @Test(arguments: [
            // Weights that do not sum to 100: at the list of variants (its first item).
            (
                headline.replacingOccurrences(of: "weight: 50 }", with: "weight: 40 }"),
                ["spec-experiment-weights 9:7"]
            ),
            // One variant.
            (
                """
                  - id: headline
                    variants: [{ id: control, weight: 100 }]
                """, ["spec-experiment-weights 6:15"]
            ),
            // A text key the spec does not have, at the key.
            (
                headline.replacingOccurrences(of: "onboarding.welcome.title:", with: "onboarding.welcom.title:"),
                ["spec-unknown-reference 12:18"]
            ),
            // An experiment's audience reads only what the app knows at launch.
            (
                headline.replacingOccurrences(of: #"platform == "ios""#, with: #"answer.goal == "x""#),
                ["spec-condition-unknown-reference 7:15"]
            ),
            (
                headline.replacingOccurrences(of: #"platform == "ios""#, with: #"experiment.headline == "x""#),
                ["spec-condition-unknown-reference 7:15"]
            ),
            // Two variants of one id.
            (
                headline.replacingOccurrences(of: "id: benefit", with: "id: control"),
                ["spec-duplicate-id 10:13"]
            ),
            // An experiment's id is not a flow's.
            (headline.replacingOccurrences(of: "id: headline", with: "id: onboarding"), ["spec-duplicate-id 20:9"]),
        ])
        func eachProblemIsAtItsPlace(experiments: String, expected: [String]) {
            #expect(diagnose(Self.spec(experiments: experiments)).map(\.located) == expected)
        }

        @Test(arguments: [
            // A flow's audience is decided before the flow starts: no answers.
            (#"'answer.goal == "sleep"'"#, ["spec-condition-unknown-reference 16:16"]),
            // A variant the experiment does not have.
            (#"'experiment.headline == "bold"'"#, ["spec-condition-type 16:39"]),
            ("attribute.isNew", ["spec-condition-unknown-reference 16:25"]),
        ])
        func aFlowsAudienceIsChecked(audience: String, expected: [String]) {
            #expect(diagnose(Self.spec(audience: audience)).map(\.located) == expected)
        }

        @Test func oneFirstLaunchFlowHasNoAudience() {
            let yaml = Self.spec().replacingOccurrences(
                of: "    completion: { flag: seen }\n    screens:\n      - { id: welcome",
                with:
                    "    audience: platform == \"android\"\n    completion: { flag: seen }\n    screens:\n      - { id: welcome"
            )
            #expect(diagnose(yaml).map(\.located) == ["spec-audience-default 22:5"])
        }

        @Test func aSettingsFlowHasNoAudience() {
            let yaml = Self.spec().replacingOccurrences(
                of: "trigger: first-launch\n    audience", with: "trigger: settings\n    audience")
            #expect(diagnose(yaml).map(\.located).contains("spec-unused-key 16:5"))
        }

        /// The bundle carries the experiment and the audience, at schemaVersion 3; each alone is enough.
        @Test func theBundleWritesExperimentsAndAudiencesAtSchemaVersion3() throws {
            let result = Pipeline.compile(SourceFile(path: "spec.yaml", text: Self.spec()))
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
            let file = try #require(result.outputs.first { $0.path == "demo/bundle.json" })
            let bundle = try OnboardingBundle(data: Data(file.bytes))
            #expect(bundle.schemaVersion == 3)
            #expect(
                bundle.experiments
                    == [
                        BundleFormat.Experiment(
                            id: "headline", salt: "2026-11",
                            audience: .eq(
                                ref: ConditionReference(kind: .platform, type: .string), value: .string("ios")),
                            variants: [
                                ExperimentVariant(id: "control", weight: 50),
                                ExperimentVariant(
                                    id: "benefit", weight: 50,
                                    texts: [
                                        VariantText(
                                            key: "onboarding.welcome.title",
                                            variantKey: "onboarding.welcome.title.headline.benefit")
                                    ]),
                            ])
                    ])
            #expect(bundle.flows.map { $0.audience != nil } == [true, false])
            // The variant's text is in the tables, with the placeholders of the text it replaces.
            #expect(bundle.placeholders["onboarding.welcome.title.headline.benefit"]?.map(\.name) == ["name"])
            let noExperiment = try #require(decode(Self.spec(experiments: "  []")))
            #expect(BundleEmitter.schemaVersion(of: noExperiment) == 3)
            var plain = noExperiment
            plain.flows[0].audience = nil
            #expect(BundleEmitter.schemaVersion(of: plain) == 2)
            var onlyExperiment = try #require(decode(Self.spec()))
            onlyExperiment.flows[0].audience = nil
            #expect(BundleEmitter.schemaVersion(of: onlyExperiment) == 3)
        }
    }
}
