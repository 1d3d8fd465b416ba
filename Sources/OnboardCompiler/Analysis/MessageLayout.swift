/// Where the placeholders and plural selectors of a message are written in its
/// text, for findings that point at them (`Message` keeps no ranges).
///
/// It walks the text as `MessageParser` does, with the same scanner, so quoted
/// braces (`'{'`) are skipped. A text the parser would reject yields what was
/// found before the error.
struct MessageLayout {
    struct Placeholder {
        var name: String
        /// `{name}` or `{name, number}` whole; `{name, plural` for a plural.
        var range: Range<String.Index>
        var isPlural: Bool
    }

    private(set) var placeholders: [Placeholder] = []
    /// A plural's selectors (`one`, `=0`…), in the order written.
    private(set) var selectors: [(text: String, range: Range<String.Index>)] = []

    init(_ text: String) {
        var walker = Walker(scanner: MessageScanner(text))
        walker.parts(inCase: false)
        placeholders = walker.placeholders
        selectors = walker.selectors
    }

    /// The first place `{name…` is written.
    func range(of name: String) -> Range<String.Index>? {
        placeholders.first { $0.name == name }?.range
    }

    /// Where the plural's selector `text` (`few`, `=1`) is written.
    func range(ofSelector text: String) -> Range<String.Index>? {
        selectors.first { $0.text == text }?.range
    }

    private struct Walker {
        var scanner: MessageScanner
        var placeholders: [Placeholder] = []
        var selectors: [(text: String, range: Range<String.Index>)] = []
        var failed = false

        mutating func parts(inCase: Bool) {
            while !failed, let scalar = scanner.current, scalar != "}" {
                if scalar == "{" {
                    argument()
                } else if scalar == "#", inCase {
                    scanner.advance()
                } else {
                    _ = scanner.literalText(inCase: inCase)
                }
            }
        }

        mutating func argument() {
            let open = scanner.index
            scanner.advance()
            scanner.skipWhiteSpace()
            let name = scanner.word().text
            scanner.skipWhiteSpace()
            switch scanner.current {
            case "}":
                scanner.advance()
                placeholders.append(Placeholder(name: name, range: open..<scanner.index, isPlural: false))
                return
            case ",":
                scanner.advance()
            default:
                failed = true
                return
            }
            scanner.skipWhiteSpace()
            let type = scanner.word()
            scanner.skipWhiteSpace()
            if type.text == "plural" {
                placeholders.append(Placeholder(name: name, range: open..<type.range.upperBound, isPlural: true))
                cases()
            } else if scanner.current == "}" {
                scanner.advance()
                placeholders.append(Placeholder(name: name, range: open..<scanner.index, isPlural: false))
            } else {
                failed = true
            }
        }

        /// After `{name, plural`: `, one {…} other {…}}`.
        mutating func cases() {
            guard scanner.current == "," else { failed = true; return }
            scanner.advance()
            while !failed {
                scanner.skipWhiteSpace()
                guard let scalar = scanner.current, scalar != "{" else { failed = true; return }
                if scalar == "}" {
                    scanner.advance()
                    return
                }
                selectors.append(scanner.word())
                scanner.skipWhiteSpace()
                guard scanner.current == "{" else { failed = true; return }
                scanner.advance()
                parts(inCase: true)
                guard scanner.current == "}" else { failed = true; return }
                scanner.advance()
            }
        }
    }
}
