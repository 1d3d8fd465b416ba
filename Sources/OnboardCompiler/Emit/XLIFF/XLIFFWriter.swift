/// XLIFF 2.0 text of a document, byte-stable: attributes in a fixed order,
/// two-space indentation, LF line ends and a final newline.
///
/// Text is escaped for XML (`&`, `<`, `>`; `"` too in attributes) and kept
/// as written otherwise: apostrophes, `%`, emoji, right-to-left text and line
/// breaks stay verbatim. A carriage return, which XML reads as a line feed, is
/// `&#13;`; characters XML 1.0 cannot hold (control characters, U+FFFE,
/// U+FFFF) are `<cp hex="…"/>` (both from `ResourceEscaping`). `<source>` and
/// `<target>` whose whitespace a tool could collapse (line breaks, tabs, double
/// or edge spaces) carry `xml:space="preserve"`.
///
/// A glossary term in a text is `<mrk id="term-N" translate="no">` (`GlossaryMarks`); a
/// unit that is one term is `<unit translate="no">`, its content unmarked.
enum XLIFFWriter {
    static func write(_ document: XLIFFDocument) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<xliff xmlns=\"\(XLIFFDocument.namespace)\" version=\"2.0\""
            + " srcLang=\"\(attribute(document.sourceLocale))\" trgLang=\"\(attribute(document.targetLocale))\">\n"
        out += "  <file id=\"\(attribute(document.fileID))\""
        if let original = document.original { out += " original=\"\(attribute(original))\"" }
        // Segments are plural cases: a tool must not split or join them.
        out += " canResegment=\"no\">\n"
        for unit in document.units { out += self.unit(unit, glossary: document.glossary) }
        out += "  </file>\n</xliff>\n"
        return out
    }

    private static func unit(_ unit: XLIFFUnit, glossary: [String]) -> String {
        var out = "    <unit id=\"\(attribute(unit.id))\"\(unit.translate ? "" : " translate=\"no\"")>\n"
        if !unit.notes.isEmpty {
            out += "      <notes>\n"
            for note in unit.notes {
                out += "        <note category=\"\(attribute(note.category))\">\(noteText(note.text))</note>\n"
            }
            out += "      </notes>\n"
        }
        let ids = PlaceholderIDs(unit.segments)
        // Every source is marked before any target, whose marks take the source's ids.
        var marks = GlossaryMarks(terms: unit.translate ? glossary : [])
        var sources: [String] = []
        for (index, segment) in unit.segments.enumerated() {
            sources.append(
                element(
                    "source", segment.source, ids: ids.source[index], unit: unit, segment: segment.id,
                    marks: &marks, at: (index, false)))
        }
        for (index, segment) in unit.segments.enumerated() {
            out += "      <segment"
            if let id = segment.id { out += " id=\"\(attribute(id))\"" }
            out += " state=\"\(segment.state.rawValue)\""
            if let subState = segment.subState { out += " subState=\"\(attribute(subState))\"" }
            out += ">\n"
            out += "        " + sources[index] + "\n"
            if let target = segment.target {
                out +=
                    "        "
                    + element(
                        "target", target, ids: ids.target[index], copies: ids.targetCopies[index],
                        unit: unit, segment: segment.id, marks: &marks, at: (index, true)) + "\n"
            }
            out += "      </segment>\n"
        }
        return out + "    </unit>\n"
    }

    /// `copies`: per placeholder, the id of the source placeholder it repeats (XLIFF's `copyOf`).
    /// A link of the text (`[Terms](terms)`) is a `<pc type="link">` around its text (`linkCode`).
    private static func element(
        _ name: String, _ content: [XLIFFInline], ids: [Int], copies: [Int?] = [],
        unit: XLIFFUnit, segment: String?, marks: inout GlossaryMarks, at place: (segment: Int, isTarget: Bool)
    ) -> String {
        var body = ""
        var placeholders = ids.makeIterator()
        var copied = copies.makeIterator()
        let pieces = LinkedPieces.split(content) { if case .text(let text) = $0 { text } else { nil } }
        for piece in pieces {
            let item: XLIFFInline
            switch piece {
            case .text(let text): item = .text(text)
            case .item(let inline): item = inline
            case .open(let target):
                body += linkCode(target, segment: segment)
                continue
            case .close:
                body += "</pc>"
                continue
            }
            switch item {
            case .text(let text):
                body += marks.marked(text, at: place) { self.text($0) }
            case .placeholder(let placeholder):
                let id = placeholders.next() ?? 0
                let copyOf = (copied.next() ?? nil).map { " copyOf=\"\($0)\"" } ?? ""
                let display = placeholder.display(pluralArgument: unit.pluralArgument)
                body +=
                    "<ph id=\"\(id)\"\(copyOf) disp=\"\(attribute(display))\" equiv=\"\(attribute(placeholder.icu))\"/>"
            }
        }
        let space = needsPreserve(content) ? " xml:space=\"preserve\"" : ""
        return "<\(name)\(space)>\(body)</\(name)>"
    }

    /// The opening `<pc>` of a link to `target`: its id is `link-<target>` (with the plural
    /// case, `link-terms-one`, unique in the unit), the same in source and target; a tool must
    /// neither delete nor copy it, and `equivEnd` holds the markup the import reads back.
    static func linkCode(_ target: String, segment: String?) -> String {
        let id = "link-\(target)" + (segment.map { "-\($0)" } ?? "")
        let end = attribute("](\(target))")
        return "<pc id=\"\(attribute(id))\" type=\"link\" canCopy=\"no\" canDelete=\"no\""
            + " dispStart=\"[\" dispEnd=\"\(end)\" equivStart=\"[\" equivEnd=\"\(end)\">"
    }

    /// Whitespace that `xml:space="default"` would let a tool collapse.
    private static func needsPreserve(_ content: [XLIFFInline]) -> Bool {
        let text = content.map { if case .text(let text) = $0 { text } else { "x" } }.joined()
        return text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
            || text.unicodeScalars.contains { $0 == "\n" || $0 == "\t" || $0 == "\r" }
    }

    /// Character data of `<source>` and `<target>`.
    static func text(_ text: String) -> String { ResourceEscaping.xliffContent(text) }

    private static func noteText(_ text: String) -> String { XMLEscaping.text(text) }

    private static func attribute(_ value: String) -> String { XMLEscaping.attribute(value) }
}

/// The `id` of each `<ph>` of a unit: unique among the unit's sources, numbered
/// from 1 in reading order; a target's placeholder takes the id of the same
/// placeholder in its segment's source, or a new number when the source has none.
struct PlaceholderIDs {
    /// Per segment, the ids of its source's placeholders in order.
    var source: [[Int]] = []
    /// Per segment, the ids of its target's placeholders in order.
    var target: [[Int]] = []
    /// Per segment and target placeholder: the source placeholder's id when the
    /// target uses that placeholder once more (`#` twice), else nil.
    var targetCopies: [[Int?]] = []

    init(_ segments: [XLIFFSegment]) {
        var next = 1
        var sourcePlaceholders: [[(XLIFFPlaceholder, Int)]] = []
        for segment in segments {
            let numbered = segment.source.placeholders.map { placeholder -> (XLIFFPlaceholder, Int) in
                defer { next += 1 }
                return (placeholder, next)
            }
            sourcePlaceholders.append(numbered)
            source.append(numbered.map(\.1))
        }
        for (index, segment) in segments.enumerated() {
            var unused = sourcePlaceholders[index]
            var ids: [Int] = []
            var copies: [Int?] = []
            for placeholder in (segment.target ?? []).placeholders {
                if let match = unused.firstIndex(where: { $0.0 == placeholder }) {
                    ids.append(unused.remove(at: match).1)
                    copies.append(nil)
                } else {
                    ids.append(next)
                    next += 1
                    copies.append(sourcePlaceholders[index].first { $0.0 == placeholder }?.1)
                }
            }
            target.append(ids)
            targetCopies.append(copies)
        }
    }
}

extension [XLIFFInline] {
    /// The placeholders, in order.
    var placeholders: [XLIFFPlaceholder] {
        compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
    }
}
