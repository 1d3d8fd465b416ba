import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import OnboardKit

/// The `<string>` texts of an app's Android tables (`android/res/values*/strings.xml`), for
/// the vector generator: where a text on Android differs from iOS (a copy's `android:`
/// variant), a vector gives both. Plain strings only: the seeds' Android variants have
/// no placeholders or plurals.
struct AndroidTables {
    /// Normalized locale → resource name → text (the default `values` under the source locale).
    private var texts: [String: [String: String]] = [:]

    /// The tables in `app`'s folder; none when the app has no Android output.
    init(app: String, sourceLocale: String) throws {
        let res = Fixtures.repository.appendingPathComponent(app).appendingPathComponent("android/res")
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: res.path) else { return }
        for folder in folders where folder == "values" || folder.hasPrefix("values-") {
            let file = res.appendingPathComponent(folder).appendingPathComponent("strings.xml")
            guard let data = try? Data(contentsOf: file) else { continue }
            let reader = Reader()
            let parser = XMLParser(data: data)
            parser.delegate = reader
            guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
            texts[LocaleResolver.normalized(Self.locale(ofFolder: folder) ?? sourceLocale)] = reader.strings
        }
    }

    /// The locale of a `values-…` folder (`values-b+es+419` → `es-419`, `values-pt-rBR` →
    /// `pt-BR`); nil for `values`.
    static func locale(ofFolder folder: String) -> String? {
        guard folder.hasPrefix("values-") else { return nil }
        let qualifier = folder.dropFirst("values-".count)
        if qualifier.hasPrefix("b+") { return qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-") }
        return qualifier.replacingOccurrences(of: "-r", with: "-")
    }

    /// The Android text of `key` for a user of `text`'s locale: the first locale of its
    /// lookup order whose table has it (the runtime's fallback, on Android's tables).
    func text(_ key: String, bundle: OnboardingBundle, lookupOrder: [String]) -> String? {
        let name = bundle.strings.androidResourceName(forKey: key)
        for locale in lookupOrder {
            if let text = texts[LocaleResolver.normalized(locale)]?[name] { return text }
        }
        return nil
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var strings: [String: String] = [:]
        private var name: String?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if element == "string" { name = attributes["name"]; text = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if name != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "string", let name { strings[name] = Self.unescaped(text) }
            name = nil
        }

        /// Android's escapes undone: `\n`, `\t`, and `\` before any other character.
        static func unescaped(_ text: String) -> String {
            var out = ""
            var escaping = false
            for character in text {
                if escaping {
                    out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    out.append(character)
                }
            }
            return out
        }
    }
}
