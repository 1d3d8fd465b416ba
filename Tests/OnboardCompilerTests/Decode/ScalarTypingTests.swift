import Foundation
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Scalars are typed against the schema: text stays as written, only `true`
    /// and `false` are booleans, and numbers are plain decimals.
    @Suite struct ScalarTypingTests {
        @Test func listWhereTextIsExpected() throws {
            let found = diagnose(minimalSpec(top: "policy: { tone: { voice: [calm, warm] } }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 11:26"])
            #expect(found.first?.message == "expected text, found a list")
        }

        @Test(arguments: ["yes", "no", "on", "off", "True", "1"])
        func onlyTrueAndFalseAreBooleans(word: String) throws {
            let found = diagnose(minimalSpec(screen: "optional: \(word)"))
            #expect(found.map(\.located) == ["spec-type-mismatch 11:19"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "expected true or false, found `\(word)`")
            #expect(diagnostic.help?.contains("not yes/no/on/off") == true)
        }

        @Test func leadingZeroIsNotAWholeNumber() throws {
            let found = diagnose(minimalSpec(top: "policy: { maxScreens: 0123 }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 11:23"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "expected a whole number, found `0123`")
            #expect(diagnostic.help == "write the number without leading zeros")
        }

        @Test(arguments: ["1.5", "\"3\"", "three", "0x10"])
        func otherNonWholeNumbers(text: String) {
            let found = diagnose(minimalSpec(top: "policy: { maxScreens: \(text) }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 11:23"])
            #expect(found.first?.message.hasPrefix("expected a whole number, found") == true)
        }

        @Test(arguments: [".nan", ".inf", "-.inf", "1e999", "1_000", "0x10"])
        func nonFiniteOrNonDecimalIsNotANumber(text: String) {
            let found = diagnose(minimalSpec(screen: "icon: { name: star, size: \(text) }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 11:35"])
            #expect(found.first?.message == "expected a number, found `\(text)`")
        }

        @Test func numbersOutOfRange() {
            let yaml = minimalSpec(screen: "icon: { name: star, size: 0 }", top: "policy: { maxScreens: 1001 }")
            let found = diagnose(yaml)
            #expect(found.map(\.located) == ["spec-out-of-range 11:35", "spec-out-of-range 12:23"])
            #expect(found.first?.message == "`0` is out of range (allowed: 1.0…1000.0)")
            #expect(found.last?.message == "`1001` is out of range (allowed: 1…1000)")
        }

        @Test func hugeWholeNumberIsOutOfRangeNotACrash() {
            let found = diagnose("version: 99999999999999999999\napp: { id: demo, name: Demo }\nflows: []\n")
            #expect(found.map(\.located) == ["spec-out-of-range 1:10"])
        }

        /// The Norway problem: YAML 1.1 would read these as booleans, numbers,
        /// dates or null; a spec keeps the writer's text.
        @Test(arguments: ["no", "on", "yes", "1.10", "0123", "2024-03-01", "~", "null", "0o17", "+1"])
        func textStaysExactlyAsWritten(text: String) throws {
            let yaml = minimalSpec().replacingOccurrences(of: "title: Welcome", with: "title: \(text)")
            let spec = try #require(decode(yaml))
            let title = try #require(spec.screen("welcome")?.content.title)
            #expect(title.text == text)
            #expect(title.key == "onboarding.welcome.title")
        }

        @Test func norwegianSourceLocale() throws {
            let spec = try #require(
                decode(
                    """
                    version: 1
                    app: { id: demo, name: Demo, sourceLocale: no }
                    flows: []
                    """))
            #expect(spec.app.sourceLocale == "no")
        }
    }
}
