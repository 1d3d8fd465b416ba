import BundleFormat

extension Sequence {
    /// The plural forms in CLDR order (zero, one, two, few, many, other),
    /// whatever order the writer used; exact-number cases, which the decoder
    /// refuses, are left out.
    func categorized<Value>() -> [(PluralCategory, Value)] where Element == (Message.Plural.Selector, Value) {
        compactMap { selector, value -> (PluralCategory, Value)? in
            guard case .category(let category) = selector else { return nil }
            return (category, value)
        }.sorted { $0.0 < $1.0 }
    }
}

extension Sequence where Element == StringsdictPlural.Case {
    /// The forms of a `.stringsdict` variable in CLDR order.
    func categorized() -> [(PluralCategory, String)] {
        map { ($0.selector, $0.format) }.categorized()
    }
}
