import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads emitted Apple string tables back with Foundation, not with the writer under test.
/// `.strings` is an old-style (OpenStep) property list, which Foundation's
/// `PropertyListSerialization` reads on Linux too, undoing the `\"` `\\` `\n` `\UXXXX`
/// escapes the way the platform does; `.stringsdict` is an XML property list.
enum AppleStrings {
    /// A `.strings` file as key → value; nil unless it is an OpenStep property list of strings.
    static func strings(_ text: String) -> [String: String]? {
        guard let (plist, format) = propertyList(text), format == .openStep else { return nil }
        return plist as? [String: String]
    }

    /// A `.stringsdict` file as key → entry; nil unless it is an XML property list of that shape.
    static func stringsdict(_ text: String) -> [String: StringsdictEntry]? {
        guard let (plist, format) = propertyList(text), format == .xml, let root = plist as? [String: Any] else {
            return nil
        }
        var out: [String: StringsdictEntry] = [:]
        for (key, value) in root {
            guard let entry = value as? [String: Any], let formatKey = entry["NSStringLocalizedFormatKey"] as? String
            else { return nil }
            var variables: [String: [String: String]] = [:]
            for (name, variable) in entry where name != "NSStringLocalizedFormatKey" {
                guard let variable = variable as? [String: String] else { return nil }
                variables[name] = variable
            }
            out[key] = StringsdictEntry(formatKey: formatKey, variables: variables)
        }
        return out
    }

    /// Every `<key>` of an XML property list in document order (a dictionary does not keep it).
    static func keysInOrder(_ xml: String) -> [String]? {
        let collector = KeyCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.keys : nil
    }

    private static func propertyList(_ text: String) -> (Any, PropertyListSerialization.PropertyListFormat)? {
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard
            let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format)
        else { return nil }
        return (plist, format)
    }

    private final class KeyCollector: NSObject, XMLParserDelegate {
        var keys: [String] = []
        private var current: String?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if element == "key" { current = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current? += string
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard element == "key", let current else { return }
            keys.append(current)
            self.current = nil
        }
    }
}

/// One key of a `.stringsdict`: its format and its variables' dictionaries.
struct StringsdictEntry: Equatable {
    var formatKey: String
    /// Variable name → `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey` and one text per plural form.
    var variables: [String: [String: String]]

    /// A plural variable with the keys Apple needs and `forms`.
    static func plural(_ formatKey: String, variable: String = "count", _ forms: [String: String]) -> StringsdictEntry {
        StringsdictEntry(
            formatKey: formatKey,
            variables: [
                variable: forms.merging([
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                    "NSStringFormatValueTypeKey": "lld",
                ]) { form, _ in form }
            ])
    }
}

extension Compiled {
    /// The emitted `.strings` file whose path ends with `suffix`, read back by Foundation.
    func appleStrings(_ suffix: String) -> [String: String]? {
        text(suffix).flatMap(AppleStrings.strings)
    }

    /// The emitted `.stringsdict` file whose path ends with `suffix`, read back by Foundation.
    func stringsdict(_ suffix: String) -> [String: StringsdictEntry]? {
        text(suffix).flatMap(AppleStrings.stringsdict)
    }

    /// The emitted `strings.xml` whose path ends with `suffix`, read back by `XMLParser`.
    func android(_ suffix: String) -> AndroidStrings? {
        text(suffix).flatMap(AndroidStrings.init)
    }

    /// One `stringUnit` (`state`, `value`) of the String Catalog; `plural` picks a plural variation.
    func catalogUnit(_ key: String, _ locale: String, plural: String? = nil) -> [String: String]? {
        let localization = dig(json("ios/Localizable.xcstrings"), "strings", key, "localizations", locale)
        let unit =
            plural.map { dig(localization, "variations", "plural", $0, "stringUnit") }
            ?? dig(localization, "stringUnit")
        return unit as? [String: String]
    }

    /// The plural forms the String Catalog has for `key` in `locale`, sorted; nil without variations.
    func catalogPluralForms(_ key: String, _ locale: String) -> [String]? {
        let plural = dig(
            json("ios/Localizable.xcstrings"), "strings", key, "localizations", locale, "variations", "plural")
        return (plural as? [String: Any]).map { $0.keys.sorted() }
    }
}
