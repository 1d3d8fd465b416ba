/// Inline suppressions written as YAML comments, each with a required reason:
///
///     # onboardc-disable-next-line copy-word-count -- the seed's headline, kept verbatim
///     title: "Scan any menu in any language, anywhere"
///     body: "…"  # onboardc-disable-line copy-readability -- a quote from the seed
///
/// `disable-next-line` applies to the next line that is not blank or a comment.
struct Suppressions {
    struct Directive {
        var rules: [String]
        var reason: String?
        /// The line whose findings it silences.
        var target: Int
        var span: SourceSpan
    }

    private(set) var directives: [Directive] = []

    init(_ source: SourceFile) {
        // Every directive holds these bytes (no other characters are canonically
        // equivalent to them); most files have none, and splitting a file into
        // lines and looking for comments in each costs as much as some rules.
        guard Self.mentionsDirective(source.bytes) else { return }
        var pending: [Directive] = []
        for (index, bytes) in Self.lines(source).enumerated() {
            // A line without `#` holds no directive, and matters only as the line
            // that pending ones apply to: most lines are never decoded.
            let hasComment = bytes.contains(0x23)  // `#`; no other character's UTF-8 holds 0x23
            guard hasComment || !pending.isEmpty else { continue }
            let line = Self.text(bytes)
            let offset = bytes.startIndex
            let number = index + 1
            let comment = hasComment ? Self.commentStart(line) : nil
            let isContent =
                !line.allSatisfy(\.isWhitespace) && comment.map { line[..<$0].allSatisfy(\.isWhitespace) } != true
            if isContent {
                for directive in pending {
                    directives.append(
                        Directive(
                            rules: directive.rules, reason: directive.reason, target: number, span: directive.span))
                }
                pending.removeAll()
            }
            if let start = comment, let parsed = Self.parse(line[start...]) {
                let column = line[..<start].unicodeScalars.count + 1
                let byte = offset + line[..<start].utf8.count
                let span = SourceSpan(
                    file: source.path, start: SourceLocation(line: number, column: column, offset: byte),
                    end: SourceLocation(
                        line: number, column: line.unicodeScalars.count + 1, offset: offset + line.utf8.count))
                let directive = Directive(rules: parsed.rules, reason: parsed.reason, target: number, span: span)
                if parsed.nextLine { pending.append(directive) } else { directives.append(directive) }
            }
        }
        directives += pending
    }

    private static let marker = Array("onboardc-disable".utf8)

    /// Whether `bytes` contain `onboardc-disable` anywhere.
    static func mentionsDirective(_ bytes: [UInt8]) -> Bool {
        let marker = Self.marker
        guard bytes.count >= marker.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - marker.count
            while index <= last {
                if buffer[index] == marker[0] {
                    var k = 1
                    while k < marker.count && buffer[index + k] == marker[k] { k += 1 }
                    if k == marker.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// The bytes of each line, with its break: the lines the parser numbers (breaks are
    /// LF, CRLF, CR, NEL, LS and PS; a byte order mark is not part of line 1).
    static func lines(_ source: SourceFile) -> [ArraySlice<UInt8>] {
        let scanned = source.bytes.withUnsafeBufferPointer { InputScanner.scan($0, path: source.path) }
        guard case .success(let table) = scanned else { return [] }
        let starts = table.starts
        return starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : source.bytes.count
            return source.bytes[starts[index]..<end]
        }
    }

    /// A line's text without its break.
    static func text(_ bytes: ArraySlice<UInt8>) -> Substring {
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        if text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// Where a `#` comment starts on the line: at the start or after white space, outside quotes
    /// (where `\"` does not end a double-quoted value, nor `''` a single-quoted one).
    static func commentStart(_ line: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let char = line[index]
            if let open = quote {
                let next = line.index(after: index)
                if open == "\"" && char == "\\" && next < line.endIndex {
                    index = next
                } else if char == open {
                    if open == "'" && next < line.endIndex && line[next] == "'" { index = next } else { quote = nil }
                }
            } else if char == "\"" || char == "'" {
                if previous.isWhitespace || "[{:,".contains(previous) { quote = char }
            } else if char == "#" && previous.isWhitespace {
                return index
            }
            previous = line[index]
            index = line.index(after: index)
        }
        return nil
    }

    /// `# onboardc-disable-line a, b -- reason` or `# onboardc-disable-next-line …`.
    static func parse(_ comment: Substring) -> (rules: [String], reason: String?, nextLine: Bool)? {
        let body = comment.dropFirst().drop(while: \.isWhitespace)
        let nextLine: Bool
        let rest: Substring
        if body.hasPrefix("onboardc-disable-next-line") {
            nextLine = true
            rest = body.dropFirst("onboardc-disable-next-line".count)
        } else if body.hasPrefix("onboardc-disable-line") {
            nextLine = false
            rest = body.dropFirst("onboardc-disable-line".count)
        } else {
            return nil
        }
        let parts = rest.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let rules = parts[0].split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        return (rules, reason?.isEmpty == false ? reason : nil, nextLine)
    }
}
