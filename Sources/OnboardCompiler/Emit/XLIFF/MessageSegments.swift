import BundleFormat

/// A message as XLIFF segments and back. A translator sees one segment per
/// plural case, each with the whole sentence: the text before the plural, the
/// case, and the text after it (`You have <ph #/> plants left`).
extension Message {
    /// What the message shows for the plural case `selector`, as XLIFF content.
    /// A message without a plural shows the same for every case.
    func content(at selector: Plural.Selector?) -> [XLIFFInline] {
        Self.content(parts, at: selector).normalized
    }

    private static func content(_ parts: [Part], at selector: Plural.Selector?) -> [XLIFFInline] {
        parts.flatMap { part -> [XLIFFInline] in
            switch part {
            case .text(let text): [.text(text)]
            case .argument(let argument): [.placeholder(.argument(argument))]
            case .count: [.placeholder(.count)]
            case .plural(let plural): content(plural.parts(at: selector), at: nil)
            }
        }
    }

    /// True when both show the same text for every count and write the same
    /// plural forms: a plural whose cases are written in another order, or
    /// with the text around the plural moved into its cases, means the same;
    /// a form added with the text of `other` (Arabic `many` often is) does not,
    /// because the language's rules ask for it to be written.
    func sameMeaning(as other: Message) -> Bool {
        let plurals = [plural, other.plural].compactMap { $0 }
        guard Set(plurals.map(\.argument)).count <= 1 else { return false }
        if let mine = plural, let theirs = other.plural,
            Set(mine.cases.map(\.selector)) != Set(theirs.cases.map(\.selector))
        {
            return false
        }
        var selectors: Set<Plural.Selector> = [.category(.other)]
        for plural in plurals { selectors.formUnion(plural.cases.map(\.selector)) }
        return selectors.allSatisfy { content(at: $0) == other.content(at: $0) }
    }

    /// The message that segments of XLIFF content make: one plural case per
    /// segment whose id names a case (`one`, `exact-0`), or the segments' content
    /// in order. Nil when the segments are plural cases but nothing names the argument.
    static func assembled(_ segments: [(id: String?, content: [XLIFFInline])], pluralArgument: String?) -> Message? {
        let cases = segments.compactMap { segment in
            segment.id.flatMap(Plural.Selector.init(segmentID:)).map { ($0, segment.content) }
        }
        guard !cases.isEmpty else {
            return Message(parts: parts(segments.flatMap(\.content).normalized))
        }
        guard let pluralArgument else { return nil }
        let ordered = cases.sorted { $0.0.segmentOrder < $1.0.segmentOrder }
        let plural = Plural(
            argument: pluralArgument, cases: ordered.map { Plural.Case(selector: $0, parts: parts($1.normalized)) })
        return Message(parts: [.plural(plural)])
    }

    private static func parts(_ content: [XLIFFInline]) -> [Part] {
        content.map { item in
            switch item {
            case .text(let text): .text(text)
            case .placeholder(.argument(let argument)): .argument(argument)
            case .placeholder(.count): .count
            }
        }
    }
}

extension Message.Plural {
    /// The parts of the case for `selector`, or of `other` when there is none.
    func parts(at selector: Selector?) -> [Message.Part] {
        if let selector, let match = cases.first(where: { $0.selector == selector }) { return match.parts }
        return (cases.first { $0.selector == .category(.other) } ?? cases.last)?.parts ?? []
    }
}

extension Message.Plural.Selector {
    /// The id of the case's segment: the category (`one`), or `exact-N` for `=N`
    /// (`=` cannot appear in an XML id).
    var segmentID: String {
        switch self {
        case .category(let category): category.rawValue
        case .exact(let number): "exact-\(number)"
        }
    }

    init?(segmentID: String) {
        if let category = PluralCategory(rawValue: segmentID) {
            self = .category(category)
        } else if segmentID.hasPrefix("exact-"), let number = Int(segmentID.dropFirst("exact-".count)), number >= 0 {
            self = .exact(number)
        } else {
            return nil
        }
    }

    /// Exact numbers first, smallest first, then the categories in CLDR order.
    var segmentOrder: Int {
        switch self {
        case .exact(let number): number - Int(Int32.max)
        case .category(let category): PluralCategory.allCases.firstIndex(of: category)!
        }
    }
}
