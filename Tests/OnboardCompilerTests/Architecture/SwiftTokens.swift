/// The code of a Swift file as words and symbols, without its comments and the
/// text of its string literals (the code of string interpolations is kept): what
/// the floor test reads to find which declarations a file refers to.
///
/// Not a Swift parser: it knows comments (nested), string literals (single-line,
/// multi-line, raw with `#`), interpolation, regex literals (`/…/` where an expression
/// starts, `#/…/#`), backticked names and numbers, which is all that decides whether a
/// word is code.
enum SwiftTokens {
    enum Token: Equatable {
        case word(String)
        case symbol(Character)
    }

    static func tokens(_ source: String) -> [Token] {
        var lexer = Lexer(scalars: Array(source.unicodeScalars))
        lexer.code(untilCloseParen: false)
        return lexer.tokens
    }

    private struct Lexer {
        let scalars: [Unicode.Scalar]
        var index = 0
        var tokens: [Token] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func starts(with text: String) -> Bool {
            for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
            return true
        }

        static func isWordStart(_ s: Unicode.Scalar) -> Bool {
            s == "_" || s.properties.isAlphabetic
        }

        static func isWordPart(_ s: Unicode.Scalar) -> Bool {
            isWordStart(s) || ("0"..."9").contains(s)
        }

        /// Code up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilCloseParen: Bool) {
            var depth = 0
            while let s = peek() {
                if starts(with: "//") {
                    while let c = peek(), c != "\n" { index += 1 }
                } else if starts(with: "/*") {
                    blockComment()
                } else if s == "#" || s == "\"" {
                    var hashes = 0
                    while peek(hashes) == "#" { hashes += 1 }
                    if peek(hashes) == "\"" {
                        index += hashes
                        string(hashes: hashes)
                    } else if hashes > 0 && peek(hashes) == "/" {
                        regex(close: "/" + String(repeating: "#", count: hashes), from: index + hashes + 1)
                    } else {
                        tokens.append(.symbol("#"))
                        index += 1
                    }
                } else if s == "`" {
                    index += 1
                    let start = index
                    while let c = peek(), c != "`", c != "\n" { index += 1 }
                    tokens.append(.word(String(String.UnicodeScalarView(scalars[start..<index]))))
                    index += 1
                } else if Self.isWordStart(s) {
                    let start = index
                    while let c = peek(), Self.isWordPart(c) { index += 1 }
                    tokens.append(.word(String(String.UnicodeScalarView(scalars[start..<index]))))
                } else if ("0"..."9").contains(s) {
                    while let c = peek(), Self.isWordPart(c) { index += 1 }
                } else if s.properties.isWhitespace {
                    index += 1
                } else if s == "/", startsExpression, let next = peek(1), !next.properties.isWhitespace, next != "=",
                    closesOnLine("/")
                {
                    regex(close: "/", from: index + 1)
                } else {
                    if untilCloseParen {
                        if s == "(" { depth += 1 }
                        if s == ")" {
                            if depth == 0 { index += 1; return }
                            depth -= 1
                        }
                    }
                    tokens.append(.symbol(Character(s)))
                    index += 1
                }
            }
        }

        /// Whether an expression may start here (after `(`, `=`, `return`…), where a
        /// `/` opens a regex literal rather than dividing.
        var startsExpression: Bool {
            switch tokens.last {
            case nil: true
            case .symbol(let c)?: "(,=:[{!&|?;".contains(c)
            case .word(let w)?: ["return", "case", "in", "try", "await", "throw"].contains(w)
            }
        }

        /// Whether `close` comes later on this line (unescaped).
        func closesOnLine(_ close: Character) -> Bool {
            var offset = 1
            while let c = peek(offset), c != "\n" {
                if c == "\\" { offset += 2; continue }
                if Character(c) == close { return true }
                offset += 1
            }
            return false
        }

        /// Skips a regex literal's body, from `start` to after `close`.
        mutating func regex(close: String, from start: Int) {
            index = start
            while peek() != nil {
                if peek() == "\\" { index += 2; continue }
                if starts(with: close) {
                    index += close.unicodeScalars.count
                    return
                }
                index += 1
            }
        }

        mutating func blockComment() {
            var depth = 0
            while peek() != nil {
                if starts(with: "/*") {
                    depth += 1
                    index += 2
                } else if starts(with: "*/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// A string literal from its opening quote; `hashes` is the number of `#` before it.
        mutating func string(hashes: Int) {
            let multiline = starts(with: "\"\"\"")
            let quote = multiline ? "\"\"\"" : "\""
            index += quote.unicodeScalars.count
            let close = quote + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while let s = peek() {
                if starts(with: close) {
                    index += close.unicodeScalars.count
                    return
                }
                if !multiline && s == "\n" { return }
                if starts(with: escape) {
                    index += escape.unicodeScalars.count
                    if peek() == "(" {
                        index += 1
                        code(untilCloseParen: true)
                    } else {
                        index += 1
                    }
                    continue
                }
                index += 1
            }
        }
    }
}
