/// Several sources read as one: for each key and locale, the first source that
/// has a translation. For example the String Catalog with the debug-only
/// pseudo-locale tables (`ios/debug/`) on top, in a preview or a test.
public struct LayeredStrings: LocalizedStrings {
    /// The sources, in the order they are asked.
    public let sources: [any LocalizedStrings]

    /// `sources`, asked in order.
    public init(_ sources: [any LocalizedStrings]) {
        self.sources = sources
    }

    public func format(forKey key: String, locale: String) -> LocalizedFormat? {
        for source in sources {
            if let format = source.format(forKey: key, locale: locale) { return format }
        }
        return nil
    }
}
