import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// `samples:`: the values `onboardc preview` fills placeholders with. A plain whole
    /// number is a number; anything else, quoted digits included, is text.
    @Suite struct SampleDecodingTests {
        @Test func numbersAndText() throws {
            let spec = try #require(decode(minimalSpec(top: #"samples: { name: Maya, count: 3, code: "7", ratio: 1.5 }"#)))
            #expect(spec.samples == ["name": .text("Maya"), "count": .integer(3), "code": .text("7"), "ratio": .text("1.5")])
        }

        @Test func notAMapping() {
            #expect(diagnose(minimalSpec(top: "samples: [Maya]")).map(\.located) == ["spec-type-mismatch 11:10"])
        }

        @Test func aValueThatIsNotAScalar() {
            let diagnostics = diagnose(minimalSpec(top: "samples: { name: [Maya], count: 2 }"))
            #expect(diagnostics.map(\.located) == ["spec-type-mismatch 11:18"])
            #expect(diagnostics.first?.message == "expected a sample value: text or a whole number, found a list")
        }
    }
}
