import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an emitted strings.xml back the way an Android build would: Foundation's XML parser
/// for the markup (`<string>`, and `<plurals>` with their `<item>`s), then Android's own
/// escaping rules for each value.
struct AndroidStrings {
    struct Entry {
        var raw: String
        var formatted: String?
    }

    /// One `<item quantity="…">` of a `<plurals>`, its text with Android's escapes undone.
    struct PluralItem: Equatable, CustomStringConvertible {
        var quantity: String
        var value: String?

        init(_ quantity: String, _ value: String?) {
            self.quantity = quantity
            self.value = value
        }

        var description: String { "\(quantity): \(value.map { String(reflecting: $0) } ?? "nil")" }
    }

    var entries: [String: Entry] = [:]
    /// `<plurals>` by name: each item's quantity and raw text, in document order.
    var plurals: [String: [(quantity: String, raw: String)]] = [:]
    var comments: [String] = []

    /// Nil when the document is not well-formed XML.
    init?(_ xml: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        guard parser.parse() else { return nil }
        entries = collector.entries
        plurals = collector.plurals
        comments = collector.comments
    }

    /// The value of resource `name` with Android's escapes undone; nil when aapt would reject
    /// or alter it (an unescaped `'`, a leading `@` or `?` read as a reference).
    func value(_ name: String) -> String? {
        entries[name].flatMap { Self.unescape($0.raw) }
    }

    /// The items of `<plurals name="…">` in document order, each with Android's escapes undone.
    func plural(_ name: String) -> [PluralItem]? {
        plurals[name].map { $0.map { PluralItem($0.quantity, Self.unescape($0.raw)) } }
    }

    /// Every resource name, `<string>` and `<plurals>` alike.
    var names: Set<String> {
        Set(entries.keys).union(plurals.keys)
    }

    /// `\'` `\"` `\\` `\n` `\t` `\@` `\?` `\uXXXX`; unescaped double quotes switch quoting on and
    /// off and are dropped; outside quotes runs of whitespace become one space and the ends are trimmed.
    static func unescape(_ raw: String) -> String? {
        if raw.hasPrefix("@") || raw.hasPrefix("?") { return nil }
        var out = ""
        var quoted = false
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace && !out.isEmpty { out += " " }
            pendingSpace = false
            out.unicodeScalars.append(scalar)
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                guard let escaped = scalars.next() else { return nil }
                switch escaped {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    var hex = ""
                    for _ in 0..<4 {
                        guard let digit = scalars.next() else { return nil }; hex.unicodeScalars.append(digit)
                    }
                    guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                    append(decoded)
                case "'", "\"", "\\", "@", "?": append(escaped)
                default: return nil
                }
            case "\"": quoted.toggle()
            case "'" where !quoted: return nil
            case " ", "\n", "\t", "\r":
                if quoted { append(scalar) } else { pendingSpace = true }
            default: append(scalar)
            }
        }
        return quoted ? nil : out
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var entries: [String: Entry] = [:]
        var plurals: [String: [(quantity: String, raw: String)]] = [:]
        var comments: [String] = []
        private var current: (name: String, entry: Entry)?
        private var currentPlurals: String?
        private var currentItem: (quantity: String, raw: String)?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            switch element {
            case "string":
                guard let name = attributes["name"] else { return }
                current = (name, Entry(raw: "", formatted: attributes["formatted"]))
            case "plurals":
                guard let name = attributes["name"] else { return }
                currentPlurals = name
                plurals[name] = []
            case "item":
                guard currentPlurals != nil, let quantity = attributes["quantity"] else { return }
                currentItem = (quantity, "")
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if currentItem != nil {
                currentItem?.raw += string
            } else {
                current?.entry.raw += string
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            switch element {
            case "string":
                guard let current else { return }
                entries[current.name] = current.entry
                self.current = nil
            case "item":
                guard let currentPlurals, let currentItem else { return }
                plurals[currentPlurals, default: []].append(currentItem)
                self.currentItem = nil
            case "plurals":
                currentPlurals = nil
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundComment comment: String) {
            comments.append(comment)
        }
    }
}
