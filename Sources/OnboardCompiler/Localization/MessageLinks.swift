import BundleFormat

/// The link markup (`[text](id)`, BundleFormat's `LinkMarkup`) of a message whose text is
/// cut into pieces by placeholders: a link text may hold `{name}` or a whole plural, so
/// its `[` and its `](id)` can be in different text parts. The pieces are read as one
/// text, each other piece standing as U+FFFC, which no link target holds.
enum LinkedPieces {
    enum Piece<Item> {
        case text(String)
        case item(Item)
        /// A link's `[`; its target.
        case open(String)
        /// A link's `](target)`.
        case close(String)
    }

    /// `items` with the link markup of their text (`text` gives an item's text, nil for
    /// another piece) cut out as `open` and `close`. Broken markup stays text.
    static func split<Item>(_ items: [Item], text: (Item) -> String?) -> [Piece<Item>] {
        var flat = String.UnicodeScalarView()
        for item in items {
            if let piece = text(item) { flat.append(contentsOf: piece.unicodeScalars) } else { flat.append("\u{FFFC}") }
        }
        let joined = String(flat)
        guard case .success(let links) = LinkMarkup.parse(joined), !links.isEmpty else {
            return items.map { text($0).map(Piece.text) ?? .item($0) }
        }
        // Scalar offsets of each `[` and `](target)`, in order.
        let scalars = joined.unicodeScalars
        func offset(_ index: String.Index) -> Int { scalars.distance(from: scalars.startIndex, to: index) }
        var marks: [(start: Int, end: Int, piece: Piece<Item>)] = []
        for link in links {
            marks.append((offset(link.open.lowerBound), offset(link.open.upperBound), .open(link.target)))
            marks.append((offset(link.close.lowerBound), offset(link.close.upperBound), .close(link.target)))
        }
        marks.sort { $0.start < $1.start }
        var out: [Piece<Item>] = []
        var position = 0
        var next = 0
        for item in items {
            guard let piece = text(item) else {
                out.append(.item(item))
                position += 1
                continue
            }
            var run = String.UnicodeScalarView()
            for scalar in piece.unicodeScalars {
                if next < marks.count, position == marks[next].start {
                    if !run.isEmpty { out.append(.text(String(run))) }
                    run = String.UnicodeScalarView()
                    out.append(marks[next].piece)
                }
                if next < marks.count, position >= marks[next].start, position < marks[next].end {
                    if position == marks[next].end - 1 { next += 1 }
                } else {
                    run.append(scalar)
                }
                position += 1
            }
            if !run.isEmpty { out.append(.text(String(run))) }
        }
        return out
    }
}

extension Message {
    /// Each form the message shows (the whole message, or each plural case with the text
    /// around the plural), as its links' targets in order.
    var linkTargets: [[String]] {
        let forms = expandedPlural.map { $0.cases.map(\.parts) } ?? [parts]
        return forms.map { parts in
            LinkedPieces.split(parts, text: Self.textOf).compactMap { piece in
                if case .open(let target) = piece { target } else { nil }
            }
        }
    }

    /// The message with every link's markup replaced: `open` and `close` give, per target,
    /// what stands for its `[` and its `](target)` (empty text takes the markup out).
    func mappingLinks(_ rewrite: (String) -> (open: String, close: String)) -> Message {
        Message(parts: Self.mappingLinks(parts, rewrite))
    }

    /// The message as a reader sees it: link texts without their markup.
    var withoutLinkMarkup: Message {
        mappingLinks { _ in ("", "") }
    }

    private static func mappingLinks(
        _ parts: [Part], _ rewrite: (String) -> (open: String, close: String)
    ) -> [Part] {
        let pieces = LinkedPieces.split(parts, text: textOf).map { (piece: LinkedPieces.Piece<Part>) -> Part in
            switch piece {
            case .text(let text): return Part.text(text)
            case .open(let target): return Part.text(rewrite(target).open)
            case .close(let target): return Part.text(rewrite(target).close)
            case .item(.plural(var plural)):
                for index in plural.cases.indices {
                    plural.cases[index].parts = mappingLinks(plural.cases[index].parts, rewrite)
                }
                return .plural(plural)
            case .item(let part): return part
            }
        }
        return merged(pieces)
    }

    private static func textOf(_ part: Part) -> String? {
        if case .text(let text) = part { text } else { nil }
    }
}
