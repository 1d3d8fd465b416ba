extension Message {
    /// The message as canonical ICU text, which `MessageParser` reads back as
    /// this same message: `{name}`, `{name, number}`,
    /// `{name, plural, one {# item} other {# items}}` (cases in written order).
    ///
    /// Text is quoted only where it must be, so that "Don't" stays as written:
    /// a run of `{`, `}` (and `#` inside a case), with any apostrophes touching
    /// it, is wrapped in `'…'` with its apostrophes doubled; any other
    /// apostrophe is doubled only when a single one would be read as quoting
    /// (next to another apostrophe, or before an argument, `#` or a case's end).
    public var icuText: String {
        Self.icuText(parts, inCase: false)
    }

    private static func icuText(_ parts: [Part], inCase: Bool) -> String {
        var out = ""
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let text):
                // Text parts from the parser are never adjacent; merge any that are.
                if index > 0, case .text = parts[index - 1] { continue }
                var text = text
                var last = index
                while last + 1 < parts.count, case .text(let more) = parts[last + 1] { text += more; last += 1 }
                let endsMessage = !inCase && last == parts.count - 1
                out += quoted(text, inCase: inCase, endsMessage: endsMessage)
            case .argument(let argument):
                out += argument.type == .integer ? "{\(argument.name), number}" : "{\(argument.name)}"
            case .count:
                out += "#"
            case .plural(let plural):
                out += "{\(plural.argument), plural,"
                for item in plural.cases {
                    switch item.selector {
                    case .category(let category): out += " \(category.rawValue) {"
                    case .exact(let number): out += " =\(number) {"
                    }
                    out += icuText(item.parts, inCase: true) + "}"
                }
                out += "}"
            }
        }
        return out
    }

    /// Literal text in ICU quoting. `endsMessage`: nothing follows, so a
    /// trailing single apostrophe is read as itself.
    private static func quoted(_ text: String, inCase: Bool, endsMessage: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        func isSyntax(_ index: Int) -> Bool { MessageScanner.isSyntax(scalars[index], inCase: inCase) }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "'" || isSyntax(index) else {
                out.append(scalars[index])
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, scalars[end] == "'" { end += 1 }
            if end < scalars.count, isSyntax(end) {
                // A quoted run: syntax characters and the apostrophes among and after them.
                while end < scalars.count, scalars[end] == "'" || isSyntax(end) { end += 1 }
                out.append("'")
                for scalar in scalars[index..<end] {
                    out.append(scalar)
                    if scalar == "'" { out.append("'") }
                }
                out.append("'")
            } else {
                // Apostrophes before ordinary text, an argument, `#`, a case's end or the end.
                let single = end - index == 1 && (end < scalars.count || endsMessage)
                out.append(
                    contentsOf: String(repeating: single ? "'" : "''", count: single ? 1 : end - index).unicodeScalars)
            }
            index = end
        }
        return String(out)
    }
}
