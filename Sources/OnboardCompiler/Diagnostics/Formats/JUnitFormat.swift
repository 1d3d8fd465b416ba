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
                cases += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(code))\">\n"
                if let first = failing.first {
                    failures += 1
                    let details = failing.map { "\(file):\($0.span.start.line):\($0.span.start.column): \($0.severity.rawValue): \($0.message)" }
                    cases += "      <failure type=\"\(first.severity.rawValue)\" message=\"\(escape(first.message))\">"
                        + escape(details.joined(separator: "\n")) + "</failure>\n"
                } else {
                    let details = found.map { "\(file):\($0.span.start.line):\($0.span.start.column): info: \($0.message)" }
                    cases += "      <system-out>\(escape(details.joined(separator: "\n")))</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            totalTests += byCode.count
            totalFailures += failures
            suites += "  <testsuite name=\"\(escape(file))\" tests=\"\(byCode.count)\" failures=\"\(failures)\" errors=\"0\">\n"
                + cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"onboardc\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
