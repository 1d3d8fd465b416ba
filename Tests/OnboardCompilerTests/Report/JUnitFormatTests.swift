import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import OnboardCompiler

/// JUnit XML: a test suite per spec file, a test case per code, failures for errors and warnings.
@Suite struct JUnitFormatTests {
    /// The elements of `xml` in document order; records an issue when it is not well-formed.
    func parse(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [XMLElementRecord] {
        let recorder = XMLRecorder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = recorder
        let ok = parser.parse()
        #expect(
            ok, "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")\n\(xml)", sourceLocation: sourceLocation)
        return recorder.elements
    }

    func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer().render(diagnostics, format: .junit)
    }

    @Test func emptyRunIsAnEmptyReport() {
        let elements = parse(render([]))
        #expect(elements.map(\.name) == ["testsuites"])
        #expect(elements.first?.attributes == ["name": "onboardc", "tests": "0", "failures": "0", "errors": "0"])
    }

    @Test func aSuitePerFileAndACasePerCode() {
        let diagnostics = [
            testFinding(file: "specs/b.yaml"),
            testFinding(file: "specs/b.yaml", at: 9, 9, path: "flows[intro].screens[c]"),
            testFinding(.warning, rule: "copy-word-count", file: "specs/b.yaml"),
            testFinding(.info, rule: "copy-readability", file: "specs/a.yaml"),
        ]
        let elements = parse(render(diagnostics))
        let suites = elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["specs/a.yaml", "specs/b.yaml"])
        #expect(suites.map { $0.attributes["tests"] } == ["1", "2"])
        #expect(suites.map { $0.attributes["failures"] } == ["0", "2"])
        #expect(elements.first?.attributes["tests"] == "3")
        #expect(elements.first?.attributes["failures"] == "2")
        let cases = elements.filter { $0.name == "testcase" }
        #expect(
            cases.map { "\($0.attributes["classname"]!) \($0.attributes["name"]!)" } == [
                "specs/a.yaml copy-readability", "specs/b.yaml copy-word-count", "specs/b.yaml flow-unreachable-screen",
            ])
        // Every test case sits in the suite of its file.
        for testCase in cases {
            #expect(elements[testCase.parent!].attributes["name"] == testCase.attributes["classname"])
        }
    }

    @Test func errorsAndWarningsFailInfoIsOutput() throws {
        let diagnostics = [
            testFinding(), testFinding(at: 9, 9, path: "flows[intro].screens[c]"),
            testFinding(.warning, rule: "copy-word-count"), testFinding(.info, rule: "copy-readability"),
        ]
        let elements = parse(render(diagnostics))
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] } == ["warning", "error"])
        let unreachable = try #require(failures.last)
        #expect(unreachable.attributes["message"] == "screen `b` is never shown")
        #expect(
            unreachable.text == "specs/app.yaml:8:9: error: screen `b` is never shown\n"
                + "specs/app.yaml:9:9: error: screen `b` is never shown")
        let output = elements.filter { $0.name == "system-out" }
        #expect(output.map(\.text) == ["specs/app.yaml:8:9: info: screen `b` is never shown"])
        #expect(elements[output[0].parent!].attributes["name"] == "copy-readability")
    }

    @Test func markupCharactersAreEscaped() throws {
        let message = "use <b> & \"quotes\" or 'apostrophes' > none"
        let xml = render([testFinding(file: "specs/a&b<c>.yaml", message: message)])
        #expect(!xml.contains("<b>"))
        let elements = parse(xml)
        let failure = try #require(elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == message)
        #expect(failure.text == "specs/a&b<c>.yaml:8:9: error: \(message)")
        #expect(elements.first { $0.name == "testsuite" }?.attributes["name"] == "specs/a&b<c>.yaml")
    }

    /// The one XML escaper (`XMLEscaping`): characters XML 1.0 cannot hold become U+FFFD;
    /// a carriage return, a tab and a newline in an attribute survive as character references.
    @Test func controlCharactersAreReplaced() throws {
        let xml = render([testFinding(message: "bell\u{7} and\rreturn\tand\nnewline")])
        let failure = try #require(parse(xml).first { $0.name == "failure" })
        #expect(failure.attributes["message"] == "bell\u{FFFD} and\rreturn\tand\nnewline")
        #expect(!xml.unicodeScalars.contains("\u{7}"))
    }
}

/// One element of a parsed XML document.
struct XMLElementRecord {
    var name: String
    var attributes: [String: String]
    var text = ""
    /// The index of the enclosing element in the document-order list.
    var parent: Int?
}

final class XMLRecorder: NSObject, XMLParserDelegate {
    var elements: [XMLElementRecord] = []
    private var open: [Int] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(XMLElementRecord(name: elementName, attributes: attributeDict, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = open.last else { return }
        elements[current].text += string
    }
}
