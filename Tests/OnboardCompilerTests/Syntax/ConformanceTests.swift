import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Runs the yaml-test-suite through the event layer (`EventNotation.render`).
    /// libyaml 0.2.5 is the ceiling: a case may fall short of the suite only as
    /// the baseline file says libyaml itself does, and a baseline entry that now
    /// behaves is reported so the baseline stays exact.
    ///
    /// The suite is the copy in `Tests/Fixtures/yaml-test-suite` (or `$YAML_TEST_SUITE`):
    /// never skipped, and a folder without it fails `baselineNamesOnlySuiteCases`.
    @Suite struct ConformanceTests {
        enum Outcome: String {
            case validExact = "parses with exactly the expected events"
            case validRejected = "valid_rejected"
            case validEventsMismatch = "valid_events_mismatch"
            case errorRejected = "is rejected as expected"
            case errorAccepted = "error_accepted"
        }

        static func outcome(of suiteCase: ConformanceSuite.Case) -> (Outcome, detail: String) {
            let source = SourceFile(path: suiteCase.id + "/in.yaml", bytes: suiteCase.input)
            let (events, error) = EventNotation.render(source, limits: ConformanceSuite.limits)
            if suiteCase.isErrorCase {
                return error == nil ? (.errorAccepted, "accepted without a diagnostic") : (.errorRejected, "")
            }
            if let error {
                let at = "\(error.span.start.line):\(error.span.start.column)"
                return (.validRejected, "rejected with [\(error.code)] \(error.message) at \(at)")
            }
            let got = ConformanceSuite.lines(events)
            let expected = suiteCase.expectedEvents
            guard got != expected else { return (.validExact, "") }
            let index =
                (0..<min(got.count, expected.count)).first { got[$0] != expected[$0] } ?? min(got.count, expected.count)
            let gotLine = index < got.count ? got[index] : "<end>"
            let expectedLine = index < expected.count ? expected[index] : "<end>"
            return (.validEventsMismatch, "event \(index + 1): got `\(gotLine)`, expected `\(expectedLine)`")
        }

        @Test("each suite case behaves as libyaml 0.2.5 does", arguments: ConformanceSuite.cases)
        func suiteCase(_ suiteCase: ConformanceSuite.Case) {
            let (outcome, detail) = Self.outcome(of: suiteCase)
            let listedAs = ConformanceSuite.baseline.filter { $0.value.contains(suiteCase.id) }.map(\.key).sorted()
            switch outcome {
            case .validExact, .errorRejected:
                #expect(
                    listedAs.isEmpty,
                    "\(suiteCase.id) \(outcome.rawValue) but the baseline lists it under \(listedAs): remove it there")
            case .validRejected, .validEventsMismatch, .errorAccepted:
                #expect(
                    listedAs == [outcome.rawValue],
                    "\(suiteCase.id) is \(outcome.rawValue) (\(detail)); the baseline lists it under \(listedAs)")
            }
        }

        @Test func baselineNamesOnlySuiteCases() throws {
            try #require(ConformanceSuite.isThere, Comment(rawValue: ConformanceSuite.notFound))
            let ids = Set(ConformanceSuite.cases.map(\.id))
            #expect(ids.count == 402)
            #expect(ConformanceSuite.cases.filter(\.isErrorCase).count == 94)
            #expect(
                ConformanceSuite.baseline.keys.sorted() == [
                    "error_accepted", "valid_events_mismatch", "valid_rejected",
                ])
            for (category, listed) in ConformanceSuite.baseline {
                #expect(
                    listed.subtracting(ids).isEmpty,
                    "\(category) names unknown cases \(listed.subtracting(ids).sorted())")
            }
        }

        /// The totals the baseline's summary line states, as this front end reaches them.
        @Test func totalsMatchTheBaselineSummary() {
            var counts: [Outcome: Int] = [:]
            for suiteCase in ConformanceSuite.cases { counts[Self.outcome(of: suiteCase).0, default: 0] += 1 }
            #expect(counts[.validExact] == 252)
            #expect(counts[.validRejected] == 51)
            #expect(counts[.validEventsMismatch] == 5)
            #expect(counts[.errorRejected] == 78)
            #expect(counts[.errorAccepted] == 16)
        }
    }
}
