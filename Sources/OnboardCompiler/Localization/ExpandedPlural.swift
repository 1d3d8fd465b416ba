extension Message {
    /// A message's plural laid out the way string tables need it: the text
    /// around the plural (`prefix`, `suffix`), and each case with `#` replaced
    /// by the count argument, both on its own (`innerCases`, for a stringsdict's
    /// `%#@count@` variable) and wrapped in the prefix and suffix (`cases`, for
    /// xcstrings variations and Android `<item>`s).
    public struct ExpandedPlural: Sendable, Hashable {
        /// The number the plural selects on (type `integer`).
        public var argument: Argument
        public var prefix: [Part]
        public var suffix: [Part]
        /// prefix + case + suffix, in the order written.
        public var cases: [Plural.Case]
        /// Each case alone.
        public var innerCases: [Plural.Case]
    }

    /// The expansion of the message's plural, or nil when it has none.
    public var expandedPlural: ExpandedPlural? {
        guard let index = parts.firstIndex(where: { if case .plural = $0 { true } else { false } }),
            case .plural(let plural) = parts[index]
        else { return nil }
        let argument = Argument(name: plural.argument, type: .integer)
        let prefix = Array(parts[..<index])
        let suffix = Array(parts[(index + 1)...])
        let inner = plural.cases.map { item in
            Plural.Case(selector: item.selector, parts: item.parts.map { $0 == .count ? .argument(argument) : $0 })
        }
        let cases = inner.map { Plural.Case(selector: $0.selector, parts: Message.merged(prefix + $0.parts + suffix)) }
        return ExpandedPlural(argument: argument, prefix: prefix, suffix: suffix, cases: cases, innerCases: inner)
    }

    /// The parts with adjacent text joined and empty text dropped, as the parser gives them.
    static func merged(_ parts: [Part]) -> [Part] {
        var out: [Part] = []
        for part in parts {
            if case .text(let text) = part {
                if text.isEmpty { continue }
                if case .text(let before)? = out.last {
                    out[out.count - 1] = .text(before + text)
                    continue
                }
            }
            out.append(part)
        }
        return out
    }
}
