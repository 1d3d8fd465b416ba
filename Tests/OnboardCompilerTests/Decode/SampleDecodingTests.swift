import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// `samples:`: the values `onboardc preview` fills placeholders with. A plain whole
    /// number is a number; anything else, quoted digits included, is text. A sample that
    /// fills nothing, has no value, or is text for a number is `spec-sample-mismatch`.
    @Suite struct SampleDecodingTests {
        static let body = #"body: "Hi {name}, {count, plural, one {# day} other {# days}} ({code}, {ratio})""#

        @Test func numbersAndText() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: Self.body,
                        top: #"samples: { name: Maya, count: 3, code: "7", ratio: 1.5 }"#)))
            #expect(
                spec.samples == [
                    "name": .text("Maya"), "count": .integer(3), "code": .text("7"), "ratio": .text("1.5"),
                ])
        }

        @Test func notAMapping() {
            #expect(
                diagnose(minimalSpec(screen: Self.body, top: "samples: [Maya]")).map(\.located) == [
                    "spec-type-mismatch 12:10"
                ])
        }

        @Test func aValueThatIsNotAScalar() {
            let diagnostics = diagnose(minimalSpec(screen: Self.body, top: "samples: { name: [Maya], count: 2 }"))
            #expect(diagnostics.map(\.located) == ["spec-type-mismatch 12:18"])
            #expect(diagnostics.first?.message == "expected a sample value: text or a whole number, found a list")
        }

        /// Each mismatch at its place: a name no copy has (with a did-you-mean), no value, text for a count.
        @Test func mismatches() throws {
            let result = Pipeline.validate(
                SourceFile(
                    path: "spec.yaml",
                    text: minimalSpec(
                        screen: Self.body, top: "samples: { nmae: Maya, code: ~, count: 1e3, ratio: 2 }")))
            #expect(
                result.diagnostics.map(\.located) == [
                    "spec-sample-mismatch 12:12", "spec-sample-mismatch 12:30", "spec-sample-mismatch 12:40",
                ])
            #expect(
                result.diagnostics.map(\.message) == [
                    "sample `nmae` fills no placeholder: no copy has `{nmae}`",
                    "sample `code` has no value",
                    "`{count}` takes a whole number, but its sample `1e3` is not one",
                ])
            #expect(result.diagnostics.first?.help == "did you mean 'name'?")
            #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
            // A warning: the spec still decodes, without the samples that do not fit.
            #expect(result.spec?.samples == ["ratio": .integer(2)])
        }
    }
}
