import Foundation
import Testing
@testable import OnboardCompiler
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The value of `"k" = "<escaped>";` as Foundation's property-list reader (the
/// `.strings` parser) reads it, or nil when it cannot.
func readAppleStrings(_ escaped: String) -> String? {
    let data = Data("\"k\" = \"\(escaped)\";\n".utf8)
    let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return (plist as? [String: String])?["k"]
}

/// The text content of the single element in `xml`, as an XML parser reads it.
func readXMLText(_ xml: String) -> String? {
    final class Collector: NSObject, XMLParserDelegate {
        var text = ""
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }
    let collector = Collector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    return parser.parse() ? collector.text : nil
}

extension LocalizationTests {
    /// Each file format's escaping gives back exactly the text, read by that format's own reader.
    @Suite struct ResourceEscapingTests {
        static let texts = [
            "plain", "It's \"quoted\" & <b>bold</b>", "back\\slash", "line\nbreak\ttab\rreturn", "50% off",
            "bell\u{7} nul\u{0} del\u{7F}", "🌱 مرحبا بالعالم שלום", "  spaced  ", "@handle", "?why", "]]> end",
        ]

        @Test(arguments: texts)
        func appleStringsReadBack(text: String) {
            #expect(readAppleStrings(ResourceEscaping.appleStrings(text)) == text)
        }

        @Test func appleStringsEscapes() {
            #expect(ResourceEscaping.appleStrings("a\"b\\c\nd\te\u{1}🌱") == "a\\\"b\\\\c\\nd\\te\\U0001🌱")
        }

        @Test(arguments: texts)
        func androidStringsReadBack(text: String) {
            let xml = "<resources><string name=\"v\">\(ResourceEscaping.androidString(text))</string></resources>"
            #expect(AndroidStrings(xml)?.value("v") == text)
        }

        @Test(arguments: texts.filter { !$0.unicodeScalars.contains { XMLEscaping.isForbidden($0) } })
        func xmlTextAndAttributesReadBack(text: String) {
            #expect(readXMLText("<note>\(XMLEscaping.text(text))</note>") == text)
            #expect(readXMLText("<source>\(ResourceEscaping.xliffContent(text))</source>") == text)
            let attribute = "<ph disp=\"\(XMLEscaping.attribute(text))\"/>"
            #expect(readXMLAttribute(attribute) == text)
        }

        @Test func charactersXMLCannotHoldBecomeCodePointElementsInXLIFF() {
            #expect(
                ResourceEscaping.xliffContent("a\u{7}b\u{FFFF}c\r") == "a<cp hex=\"0007\"/>b<cp hex=\"FFFF\"/>c&#13;")
            #expect(XMLEscaping.text("a\u{7}b") == "a\u{FFFD}b")
            #expect(XMLEscaping.attribute("\"<\n\t>&") == "&quot;&lt;&#10;&#9;&gt;&amp;")
        }

        func readXMLAttribute(_ xml: String) -> String? {
            final class Collector: NSObject, XMLParserDelegate {
                var value: String?
                func parser(
                    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]
                ) { value = attributes["disp"] }
            }
            let collector = Collector()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = collector
            return parser.parse() ? collector.value : nil
        }
    }
}
