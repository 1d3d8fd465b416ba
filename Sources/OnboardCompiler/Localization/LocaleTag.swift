/// A BCP-47 language tag of the shape apps localise into:
/// `language[-Script][-REGION][-variant…]`, like `de`, `pt-BR`, `zh-Hant-TW`,
/// `es-419` or `sl-IT-nedis`.
///
/// Parsing accepts any letter case and `_` for `-` (`pt_br`); `identifier` is
/// the canonical spelling (`pt-BR`), so a lint rule can ask for it when the two
/// differ. Canonicalising changes only case and separators, so an offset into
/// `identifier` is the same offset into the text as written. Extensions
/// (`-u-…`), private use (`x-…`), extended language subtags (`zh-yue`) and
/// grandfathered tags are rejected: no platform folder can carry them.
public struct LocaleTag: Sendable, Hashable, CustomStringConvertible {
    /// Two or three lower-case letters (ISO 639).
    public var language: String
    /// Four letters, title case (ISO 15924), like `Hant`.
    public var script: String?
    /// Two upper-case letters (ISO 3166-1) or three digits (UN M.49), like `BR` or `419`.
    public var region: String?
    /// Lower case, five to eight characters or a digit and three more.
    public var variants: [String]

    public init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// The canonical spelling of `text` (`de-ch` → `de-CH`), or `text` itself
    /// when it is not a tag: what two spellings of one locale are compared by.
    public static func canonical(_ text: String) -> String {
        (try? LocaleTag(parsing: text))?.identifier ?? text
    }

    /// Parses `text`; see the type's documentation for what is accepted.
    public static func parse(_ text: String) -> Result<LocaleTag, LocaleTagError> {
        Result { () throws(LocaleTagError) in try LocaleTag(parsing: text) }
    }

    public init(parsing text: String) throws(LocaleTagError) {
        let subtags = try Self.subtags(of: text)
        guard let first = subtags.first else { throw .empty(at: text.startIndex..<text.endIndex) }
        try Self.checkLanguage(first.text, at: first.range)
        self.init(language: first.text.lowercased())
        for (position, subtag) in subtags.enumerated().dropFirst() {
            let value = subtag.text
            let letters = value.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
            let digits = value.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
            let noRegionYet = region == nil && variants.isEmpty
            if value.count == 1 {
                throw value.lowercased() == "x"
                    ? .privateUse(at: subtag.range) : .extensionUnsupported(value, at: subtag.range)
            } else if value.count == 3, letters, position == 1 {
                throw .extendedLanguage(value.lowercased(), at: subtag.range)
            } else if value.count == 4, letters, script == nil, noRegionYet {
                script = value.prefix(1).uppercased() + value.dropFirst().lowercased()
            } else if (value.count == 2 && letters) || (value.count == 3 && digits), noRegionYet {
                region = value.uppercased()
            } else if value.count >= 5 || (value.count == 4 && value.first!.isASCII && value.first!.isNumber) {
                let variant = value.lowercased()
                if variants.contains(variant) { throw .duplicateVariant(variant, at: subtag.range) }
                variants.append(variant)
            } else {
                throw .misplacedSubtag(value, at: subtag.range)
            }
        }
    }

    /// The canonical tag: `zh-Hant-TW`, `es-419`.
    public var identifier: String {
        ([language, script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    public var description: String { identifier }

    /// The subtags between `-` or `_`, each 1–8 ASCII letters or digits.
    private static func subtags(of text: String) throws(LocaleTagError) -> [(text: String, range: Range<String.Index>)]
    {
        let scalars = text.unicodeScalars
        if scalars.isEmpty { throw .empty(at: text.startIndex..<text.endIndex) }
        var subtags: [(text: String, range: Range<String.Index>)] = []
        var start = scalars.startIndex
        var index = start
        while true {
            let atEnd = index == scalars.endIndex
            if atEnd || scalars[index] == "-" || scalars[index] == "_" {
                if start == index {
                    throw .emptySubtag(
                        at: atEnd ? scalars.index(before: index)..<index : index..<scalars.index(after: index))
                }
                let subtag = String(scalars[start..<index])
                if subtag.count > 8 { throw .subtagTooLong(subtag, at: start..<index) }
                subtags.append((subtag, start..<index))
                if atEnd { return subtags }
                start = scalars.index(after: index)
            } else if !scalars[index].isASCII
                || !scalars[index].properties.isAlphabetic && !("0"..."9").contains(scalars[index])
            {
                throw .invalidCharacter(Character(scalars[index]), at: index..<scalars.index(after: index))
            }
            index = scalars.index(after: index)
        }
    }

    private static func checkLanguage(_ value: String, at range: Range<String.Index>) throws(LocaleTagError) {
        let letters = value.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
        switch (value.count, letters) {
        case (2...3, true): return
        case (1, _): throw value.lowercased() == "x" ? .privateUse(at: range) : .notALanguage(value, at: range)
        case (4...8, true): throw .reservedLanguageLength(value, at: range)
        default: throw .notALanguage(value, at: range)
        }
    }
}
