import Foundation

/// JUnit XML, which most CI systems show as a test report: one test suite per
/// spec file, one test case per rule or code that reported something there.
enum JUnitFormat {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        let byFile = Dictionary(grouping: diagnostics, by: \.span.file)
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in byFile.keys.sorted() {
            let byCode = Dictionary(grouping: byFile[file]!, by: \.code)
            var cases = ""
            var failures = 0
            for code in byCode.keys.sorted() {
                let found = byCode[code]!
                let failing = found.filter { $0.severity != .info }
                cases +=
                    "    <testcase classname=\"\(XMLEscaping.attribute(file))\" name=\"\(XMLEscaping.attribute(code))\">\n"
                if let first = failing.first {
                    failures += 1
                    let details = failing.map {
                        "\(file):\($0.span.start.line):\($0.span.start.column): \($0.severity.rawValue): \($0.message)"
                    }
                    cases +=
                        "      <failure type=\"\(first.severity.rawValue)\" message=\"\(XMLEscaping.attribute(first.message))\">"
                        + XMLEscaping.text(details.joined(separator: "\n")) + "</failure>\n"
                } else {
                    let details = found.map {
                        "\(file):\($0.span.start.line):\($0.span.start.column): info: \($0.message)"
                    }
                    cases += "      <system-out>\(XMLEscaping.text(details.joined(separator: "\n")))</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            totalTests += byCode.count
            totalFailures += failures
            suites +=
                "  <testsuite name=\"\(XMLEscaping.attribute(file))\" tests=\"\(byCode.count)\" failures=\"\(failures)\" errors=\"0\">\n"
                + cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"onboardc\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }
}
