/// A mechanical edit that resolves a diagnostic: the did-you-mean written in, a missing key
/// added. The diagnostic carries it, so every front end offers the same one: the language
/// server as a quick fix, `lint --format json` and SARIF as data.
public struct Fix: Sendable, Hashable, Codable {
    /// The text at `span` (an empty span: a place) replaced by `newText`.
    public struct Edit: Sendable, Hashable, Codable {
        public var span: SourceSpan
        public var newText: String

        public init(span: SourceSpan, newText: String) {
            self.span = span
            self.newText = newText
        }
    }

    /// What the fix does, for a menu: "Change `styel` to `style`".
    public var title: String
    /// Edits that do not overlap, in any order.
    public var edits: [Edit]
    /// The one evident edit (a did-you-mean), which an editor may apply without asking; a fix
    /// that picks one of several good values (`style: opacity`) is not.
    public var isPreferred: Bool

    public init(_ title: String, edits: [Edit], isPreferred: Bool = false) {
        self.title = title
        self.edits = edits
        self.isPreferred = isPreferred
    }

    /// `bytes` with `edits` (those in `file`) made; nil when two of them overlap or one is
    /// outside the text. (A test's and `lint --fix`'s: an editor applies edits itself.)
    public static func apply(_ edits: [Edit], in file: String, to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.filter { $0.span.file == file }.sorted { $0.span.start.offset < $1.span.start.offset }
        var out: [UInt8] = []
        var done = 0
        for edit in sorted {
            let start = edit.span.start.offset
            let end = edit.span.end.offset
            guard start >= done, start <= end, end <= bytes.count else { return nil }
            out += bytes[done..<start]
            out += Array(edit.newText.utf8)
            done = end
        }
        return out + bytes[done...]
    }

    /// The did-you-mean: the value, key or id written `word` at `span` (the whole scalar, quotes
    /// included) replaced by `match`, plain when YAML reads it as the same text, else quoted.
    static func didYouMean(_ word: String, _ match: String, at span: SourceSpan) -> Fix {
        Fix("Change `\(word)` to `\(match)`", edits: [Edit(span: span, newText: scalar(match))], isPreferred: true)
    }

    /// The did-you-mean inside a text (a placeholder's name in copy, an id in a condition):
    /// `span` covers exactly the misspelt characters, which `match` replaces as it is.
    static func didYouMean(inText word: String, _ match: String, at span: SourceSpan) -> Fix {
        Fix("Change `\(word)` to `\(match)`", edits: [Edit(span: span, newText: match)], isPreferred: true)
    }

    /// `text` as a YAML scalar: plain when it is a word of letters, digits and `_.-` (every
    /// key, id and closed value is), else double-quoted.
    static func scalar(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "_.-".unicodeScalars.contains($0)
        }
        if plain, let first = text.unicodeScalars.first, first != "-", first != "." { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension Suggestion {
    /// The did-you-mean as help and as a fix: `word`, written at `span` (the whole scalar),
    /// changed to the closest candidate; the fallback help and no fix when nothing is close.
    static func advice(
        for word: String, in candidates: [String], at span: SourceSpan, otherwise: String? = nil
    ) -> (help: String?, fixes: [Fix]) {
        guard let match = closest(to: word, in: candidates) else { return (otherwise, []) }
        return ("did you mean '\(match)'?", [.didYouMean(word, match, at: span)])
    }

    /// The did-you-mean for a word inside a text (an id in copy, a name in a condition): the
    /// fix only when `span` covers exactly the word's characters, which nil says it does not.
    static func advice(
        for word: String, in candidates: [String], inTextAt span: SourceSpan?, otherwise: String? = nil
    ) -> (help: String?, fixes: [Fix]) {
        guard let match = closest(to: word, in: candidates) else { return (otherwise, []) }
        return ("did you mean '\(match)'?", span.map { [.didYouMean(inText: word, match, at: $0)] } ?? [])
    }
}
