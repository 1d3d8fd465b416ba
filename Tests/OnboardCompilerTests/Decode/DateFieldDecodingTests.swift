import BundleFormat
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Date fields: bounds, the age rule and its `underAge` target, at exact positions.
    @Suite struct DateFieldDecodingTests {
        static let birthday = """
            inputs:
              - id: dob
                kind: date
                label: Date of birth
                placeholder: Pick a day
                validation: You must be 18 or older
                min: 1900-01-01
                max: "2030-12-31"
                minimumAge: 18
                underAge: too-young
            states:
              - { id: too-young, kind: error, title: Too young }
            """

        @Test func boundsAgeAndTargetAreRead() throws {
            let spec = try #require(decode(minimalSpec(screen: Self.birthday)))
            let input = try #require(spec.screen("welcome")?.inputs.first)
            let rule = try #require(input.date)
            #expect(input.kind == .date && input.field?.placeholder?.key == "onboarding.welcome.dob.placeholder")
            #expect(input.field?.validation?.key == "onboarding.welcome.dob.validation")
            #expect(rule.min?.description == "1900-01-01" && rule.max?.description == "2030-12-31")
            #expect(rule.minimumAge == 18)
            #expect(rule.underAge?.kind == .state(screen: "welcome", state: "too-young"))
        }

        @Test func theBundleCarriesThemAndNeedsSchemaVersion4() throws {
            let spec = try #require(decode(minimalSpec(screen: Self.birthday)))
            let analysis = SpecAnalysis(spec)
            let bundle = BundleEmitter.bundle(
                analysis, strings: AppStrings(analysis, diagnostics: DiagnosticSink()).units)
            let input = try #require(bundle.flows.first?.screens.first?.inputs.first)
            #expect(bundle.schemaVersion == OnboardingBundle.fieldSchemaVersion)
            #expect(input.kind == .date && input.min == "1900-01-01" && input.max == "2030-12-31")
            #expect(input.minimumAge == 18 && input.underAge == .state(screen: "welcome", state: "too-young"))
            #expect(input.keyboard == nil && input.autofill == nil)
        }

        @Test(
            "a bound that is no day, bounds the wrong way round, an age out of range",
            arguments: [
                ("min: 2007-02-29", "spec-invalid-date 12:54"), ("max: 2026-13-01", "spec-invalid-date 12:54"),
                ("min: 20260101", "spec-invalid-date 12:54"),
                ("min: 2000-01-01, max: 1999-12-31", "spec-date-bounds 12:71"),
                ("minimumAge: 0", "spec-out-of-range 12:61"), ("minimumAge: 151", "spec-out-of-range 12:61"),
            ])
        func badValues(keys: String, located: String) {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: dob, kind: date, label: Born, \(keys) }"))
            #expect(found.map(\.located) == [located])
        }

        @Test func underAgeWithoutAnAgeAndTypingKeysHaveNoEffect() {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - { id: dob, kind: date, label: Born, underAge: complete, keyboard: number, default: x }
                        """))
            #expect(
                found.map(\.located) == ["spec-unused-key 12:49", "spec-unused-key 12:69", "spec-unused-key 12:87"])
            #expect(found.first?.message == "`underAge` has no effect: the field has no `minimumAge`")
        }

        @Test func dateKeysHaveNoEffectOnATextField() {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: f, kind: text, label: F, minimumAge: 18 }"))
            #expect(found.map(\.located) == ["spec-unused-key 12:44"])
            #expect(found.first?.message == "`minimumAge` has no effect: only a date field has one")
        }

        @Test func anUnknownUnderAgeTargetNamesTheKnownOnes() {
            let found = diagnose(
                minimalSpec(
                    screen: "inputs:\n  - { id: dob, kind: date, label: Born, minimumAge: 18, underAge: tooyoung }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 12:75"])
        }
    }
}
