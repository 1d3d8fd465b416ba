import BundleFormat
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The texts of an app's string tables, every locale: read from the String
/// Catalog (`ios/Localizable.xcstrings`) or from Android's
/// `res/values*/strings.xml`. A plural is one text: its forms in CLDR order
/// (`one: # plant | other: # plants`).
public struct StringTables: Sendable, Hashable {
    public enum Origin: String, Sendable, Hashable {
        /// Keys are string keys (`onboarding.welcome.title`).
        case stringCatalog = "ios/Localizable.xcstrings"
        /// Keys are Android resource names (`onboarding_welcome_title`); texts keep Android's escapes.
        case android = "android/res/values*/strings.xml"
    }

    public var origin: Origin
    /// Locale → key → text.
    public var texts: [String: [String: String]]

    public init(origin: Origin, texts: [String: [String: String]]) {
        self.origin = origin
        self.texts = texts
    }

    static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]

    static func pluralText(_ forms: [String: String]) -> String {
        forms.keys.sorted { (pluralOrder.firstIndex(of: $0) ?? 9, $0) < (pluralOrder.firstIndex(of: $1) ?? 9, $1) }
            .map { "\($0): \(forms[$0]!)" }.joined(separator: " | ")
    }
}

// MARK: - String Catalog

extension StringTables {
    /// Every translated locale of a String Catalog, read by BundleFormat's
    /// `StringCatalog` (the reader OnboardKit uses): a plain text as written, a
    /// plural as its forms, a text with plural variables followed by each
    /// variable's forms (`%#@count@ left [count: one: %arg day | other: %arg days]`).
    public static func stringCatalog(_ data: Data) throws -> StringTables {
        guard let catalog = try? StringCatalog(data: data) else {
            throw DiffFailure.notAStringTable("not a String Catalog (no `strings` object)")
        }
        let texts = catalog.translations.mapValues { $0.mapValues(text) }
        return StringTables(origin: .stringCatalog, texts: texts)
    }

    /// A catalog text as `onboardc diff` shows and compares it.
    static func text(_ format: LocalizedFormat) -> String {
        func forms(_ plural: PluralForms) -> String {
            pluralText(Dictionary(uniqueKeysWithValues: plural.forms.map { ($0.key.rawValue, $0.value) }))
        }
        switch format {
        case .plural(let plural):
            return forms(plural)
        case .format(let text, let variables):
            return ([text] + variables.keys.sorted().map { "[\($0): \(forms(variables[$0]!))]" }).joined(separator: " ")
        }
    }
}

// MARK: - Android

extension StringTables {
    /// `strings.xml` files by locale: `<string name>` texts and `<plurals name>` items, as written.
    public static func android(_ files: [(locale: String, data: Data)]) throws -> StringTables {
        var texts: [String: [String: String]] = [:]
        for (locale, data) in files {
            let reader = AndroidReader()
            let parser = XMLParser(data: data)
            parser.delegate = reader
            guard parser.parse() else {
                throw DiffFailure.notAStringTable("strings.xml for \(locale) is not well-formed XML")
            }
            texts[locale, default: [:]].merge(reader.texts.merging(reader.plurals.mapValues(pluralText)) { $1 }) { $1 }
        }
        return StringTables(origin: .android, texts: texts)
    }

    /// The locale of an Android resource folder: `values` is the source locale,
    /// `values-fr` → `fr`, `values-pt-rBR` → `pt-BR`, `values-b+sr+Latn` → `sr-Latn`;
    /// nil for a folder that is not a plain locale qualifier (`values-night`).
    public static func androidLocale(folder: String, sourceLocale: String) -> String? {
        if folder == "values" { return sourceLocale }
        guard folder.hasPrefix("values-") else { return nil }
        let qualifier = folder.dropFirst("values-".count)
        if qualifier.hasPrefix("b+") { return qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-") }
        let parts = qualifier.split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return nil
        }
        if parts.count == 1 { return String(parts[0]) }
        guard parts.count == 2, parts[1].count == 3, parts[1].hasPrefix("r") else { return nil }
        return "\(parts[0])-\(parts[1].dropFirst())"
    }

    private final class AndroidReader: NSObject, XMLParserDelegate {
        var texts: [String: String] = [:]
        var plurals: [String: [String: String]] = [:]
        private var string: String?
        private var plural: String?
        private var quantity: String?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            switch element {
            case "string": string = attributes["name"]; text = ""
            case "plurals": plural = attributes["name"]
            case "item" where plural != nil: quantity = attributes["quantity"]; text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters characters: String) {
            if string != nil || quantity != nil { text += characters }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            switch element {
            case "string":
                if let name = string { texts[name] = text }
                string = nil
            case "item":
                if let name = plural, let quantity { plurals[name, default: [:]][quantity] = text }
                quantity = nil
            case "plurals": plural = nil
            default: break
            }
        }
    }
}
