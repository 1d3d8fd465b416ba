import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Durations: seconds as a plain number or with a unit (`0.3s`, `300ms`).
    @Suite struct DurationTests {
        private func transition(duration text: String) -> String {
            minimalSpec(flow: "transition: { style: slide, duration: \(text) }")
        }

        @Test(arguments: [
            ("300ms", 0.3), ("0.3s", 0.3), ("0.3", 0.3), ("0", 0), ("1e-1", 0.1), ("3600", 3600), ("3600000ms", 3600),
            // Milliseconds are divided, not multiplied by 0.001: 9 * 0.001 is 0.009000000000000001.
            ("9ms", 0.009), ("700ms", 0.7), ("1050ms", 1.05),
        ])
        func seconds(text: String, seconds: Double) throws {
            let spec = try #require(decode(transition(duration: text)))
            #expect(spec.flows.first?.transition?.animation?.duration == seconds)
        }

        @Test(arguments: ["-1", "-0", "-0.5s", ".nan", ".inf", "abc", "1e999", "ms", "s", "0.3 s", "1h", "\"0.3\""])
        func notADuration(text: String) throws {
            let found = diagnose(transition(duration: text))
            #expect(found.map(\.located) == ["spec-invalid-duration 11:43"])
            let diagnostic = try #require(found.first)
            let written = text.hasPrefix("\"") ? String(text.dropFirst().dropLast()) : text
            #expect(diagnostic.message == "`\(written)` is not a duration")
            if text.hasPrefix("\"") {
                #expect(diagnostic.help == Diagnostic.quotedHelp)
            } else {
                #expect(diagnostic.help?.contains("300ms") == true)
            }
        }

        @Test(arguments: ["3601", "3600001ms"])
        func longerThanAnHourIsOutOfRange(text: String) {
            let found = diagnose(transition(duration: text))
            #expect(found.map(\.located) == ["spec-out-of-range 11:43"])
            #expect(found.first?.message == "`\(text)` is out of range (allowed: 0…3600 seconds)")
        }

        @Test func listIsNotADuration() {
            let found = diagnose(minimalSpec(top: "motion: { scale: { feedback: [1, 2] } }"))
            #expect(found.map(\.located) == ["spec-invalid-duration 11:30"])
            #expect(found.first?.message == "`this` is not a duration")
        }
    }
}
