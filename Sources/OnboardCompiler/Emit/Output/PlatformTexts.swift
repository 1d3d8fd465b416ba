import BundleFormat

/// One platform's texts as its string tables give them, in every locale: each key's
/// variant for the platform, else its copy. Made from the compiler's own `StringTable`
/// (no file is written or read back), in the shape OnboardKit reads an Apple table in, so
/// that `onboardc preview` shows a platform's texts through the same `OnboardingText`.
public struct PlatformTexts: LocalizedStrings {
    /// `ios` or `android`.
    public let platform: String
    /// The keys whose text is the platform's own variant, not the copy.
    public let variantKeys: Set<String>
    /// Locale (normalized) → key → format.
    private let texts: [String: [String: LocalizedFormat]]

    /// `table` (one platform's: `AppStrings.android`), links written as Apple tables write them.
    init(_ table: StringTable, platform: App.Platform, links: [String: String]) {
        let table = table.mappingMessages { $0.mappingLinks { id in ("[", "](\(links[id] ?? id))") } }
        self.platform = platform.rawValue
        variantKeys = Set(table.entries.filter { $0.platform == platform }.map(\.key))
        var texts: [String: [String: LocalizedFormat]] = [:]
        for locale in table.allLocales {
            var rows: [String: LocalizedFormat] = [:]
            for (entry, value) in locale.translated(in: table) {
                let arguments = entry.message.arguments
                if let plural = PlatformFormat.stringsdict(value.message, arguments: arguments) {
                    let forms = Dictionary(plural.cases.categorized(), uniquingKeysWith: { first, _ in first })
                    rows[entry.key] = .format(
                        plural.formatKey, variables: [plural.variable: PluralForms(forms, specifier: plural.valueType)])
                } else {
                    rows[entry.key] = .format(PlatformFormat.apple.format(value.message.parts, arguments: arguments))
                }
            }
            texts[LocaleResolver.normalized(locale.tag), default: [:]].merge(rows) { _, new in new }
        }
        self.texts = texts
    }

    public func format(forKey key: String, locale: String) -> LocalizedFormat? {
        texts[LocaleResolver.normalized(locale)]?[key]
    }
}
