import BundleFormat
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XLIFF 2.0 file back into an `XLIFFDocument`, with the place of
/// each unit and segment, for `onboardc l10n import`.
///
/// Anything that is not XLIFF 2.0 with a target language, and any `<ph>` that
/// names no argument, is an error at its line and column. Elements onboardc does
/// not write (notes, other namespaces, `<ignorable>`) are skipped; inline markup
/// a tool may add (`<mrk>`, `<pc>`) keeps its text; `<cp hex>` is its character.
/// A target's `<mrk translate="no">` whose text is not that of the source's mark with
/// its id (a glossary term the translator changed) is a warning.
enum XLIFFReader {
    static func read(
        _ source: SourceFile, limits: ParseLimits = .default, diagnostics: DiagnosticSink
    ) -> XLIFFDocument? {
        // What could crash or mislead the XML parser never reaches it.
        if let problem = XLIFFInputScanner.check(source, limits: limits) {
            diagnostics.emit(problem)
            return nil
        }
        let handler = XLIFFHandler(source)
        let parser = XMLParser(data: Data(source.bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = handler
        _ = parser.parse()
        let document = handler.finish()
        diagnostics.emit(contentsOf: handler.problems)
        return handler.problems.contains { $0.severity == .error } ? nil : document
    }
}

/// The parser's delegate: a small state machine over xliff → file → unit →
/// segment → source/target, which skips every other subtree.
private final class XLIFFHandler: NSObject, XMLParserDelegate {
    private let path: String
    private let positions: XMLPositions
    private(set) var problems: [Diagnostic] = []
    private var stopped = false
    private var sawElement = false

    private var root: (span: SourceSpan, source: String, target: String)?
    private var file: (span: SourceSpan, id: String, original: String?)?
    private var units: [XLIFFUnit] = []
    private var unitIDs: Set<String> = []

    private var depth = 0
    /// The depth of a subtree being skipped.
    private var skipping: Int?
    private var unit: UnitDraft?
    private var segment: SegmentDraft?
    /// The content of the `<source>` or `<target>` being read, and its depth.
    private var content: (items: [RawInline], depth: Int, isTarget: Bool)?
    /// Per `<pc>` open in the content, the link markup its end stands for (`](terms)`), or
    /// nil for markup a tool added.
    private var linkEnds: [String?] = []
    /// The unit's links by `<pc>` id, for a target's `<pc>` that lost its `equivEnd`.
    private var linkEndsByID: [String: String] = [:]
    /// The `<mrk>` open in the content: its id, whether it is `translate="no"`, its text so far.
    private var marks: [(id: String?, keep: Bool, text: String, span: SourceSpan)] = []
    /// The text of each `<mrk translate="no">` of the unit's sources, by id.
    private var keptTexts: [String: String] = [:]

    init(_ source: SourceFile) {
        path = source.path
        positions = XMLPositions(source.bytes)
    }

    func finish() -> XLIFFDocument? {
        guard !stopped else { return nil }
        guard let root else {
            fail(.xliffNotXML(XMLProblem.noElement, at: SourceSpan.file(path)))
            return nil
        }
        guard let file else {
            // A `<file>` without an id is the only problem that can come before one is read: it is reported there.
            if problems.isEmpty { fail(.xliffNoFile(at: root.span)) }
            return nil
        }
        return XLIFFDocument(
            sourceLocale: root.source, targetLocale: root.target, fileID: file.id,
            original: file.original, units: units, rootSpan: root.span, fileSpan: file.span)
    }

    // MARK: Parser events

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        sawElement = true
        guard !stopped, skipping == nil else { return }
        let span = elementSpan(parser)
        guard root != nil else { return start(root: name, namespace: namespaceURI, attributes, span, parser) }
        if content != nil {
            if namespaceURI == XLIFFDocument.namespace { inline(name, attributes, span, parser) }
            return
        }
        guard namespaceURI == XLIFFDocument.namespace else { return skip() }
        switch name {
        case "file": start(file: attributes, span)
        case "group" where file != nil && unit == nil: break
        case "unit" where file != nil && unit == nil: start(unit: attributes, span)
        case "segment" where unit != nil && segment == nil: start(segment: attributes, span)
        case "source" where segment != nil:
            content = ([], depth, false)
        case "target" where segment != nil:
            // XLIFF allows one; of two, neither may silently win.
            if segment?.targetSpan != nil {
                problems.append(.xliffSecondTarget(at: span))
                return skip()
            }
            content = ([], depth, true)
            segment?.targetSpan = span
        default: skip()
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        if let skipped = skipping {
            if depth == skipped { skipping = nil }
            return
        }
        guard !stopped else { return }
        if let current = content {
            guard depth == current.depth else {
                if name == "pc", namespaceURI == XLIFFDocument.namespace, let end = linkEnds.popLast() ?? nil {
                    append(end)
                }
                if name == "mrk", namespaceURI == XLIFFDocument.namespace, let mark = marks.popLast() {
                    end(mark: mark, isTarget: current.isTarget)
                }
                return
            }
            if current.isTarget { segment?.target = current.items } else { segment?.source = current.items }
            content = nil
        } else if name == "segment", let finished = segment {
            unit?.segments.append(finished)
            segment = nil
        } else if name == "unit", let finished = unit {
            if let resolved = resolve(finished) { units.append(resolved) }
            unit = nil
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard skipping == nil, content != nil else { return }
        append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard skipping == nil, content != nil else { return }
        append(String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard !stopped else { return }
        let location = positions.location(line: parser.lineNumber, column: parser.columnNumber)
        let code = (parseError as NSError).code
        let span = SourceSpan(file: path, start: location, end: location)
        // After only a comment or the XML declaration, libxml2 reports a file with no
        // element as "extra content at the end" (5).
        if !sawElement, code == 5 {
            fail(.xliffNotXML(XMLProblem.noElement, at: span))
        } else {
            fail(.xliffNotXML(XMLProblem.message(code), at: span))
        }
        parser.abortParsing()
    }

    // MARK: Elements

    private func start(
        root name: String, namespace: String?, _ attributes: [String: String], _ span: SourceSpan,
        _ parser: XMLParser
    ) {
        let version = attributes["version"]
        guard name == "xliff" else { return stop(.xliffNotXLIFF(name, at: span), parser) }
        guard version == "2.0" else { return stop(.xliffVersion(version, at: span), parser) }
        guard namespace == XLIFFDocument.namespace else {
            return stop(.xliffNamespace(namespace?.isEmpty == false ? namespace : nil, at: span), parser)
        }
        guard let source = attributes["srcLang"] else {
            return stop(.xliffMissingAttribute("srcLang", of: "xliff", at: span), parser)
        }
        guard let target = attributes["trgLang"] else { return stop(.xliffNoTargetLanguage(at: span), parser) }
        switch LocaleTag.parse(target) {
        case .success(let tag): root = (span, source, tag.identifier)
        case .failure: stop(.xliffInvalidTargetLanguage(target, at: span), parser)
        }
    }

    private func start(file attributes: [String: String], _ span: SourceSpan) {
        guard file == nil else {
            problems.append(.xliffSecondFile(at: span))
            return skip()
        }
        guard let id = attributes["id"] else {
            problems.append(.xliffMissingAttribute("id", of: "file", at: span))
            return skip()
        }
        file = (span, id, attributes["original"])
    }

    private func start(unit attributes: [String: String], _ span: SourceSpan) {
        guard let id = attributes["id"] else {
            problems.append(.xliffMissingAttribute("id", of: "unit", at: span))
            return skip()
        }
        guard unitIDs.insert(id).inserted else {
            problems.append(.xliffDuplicateUnit(id, at: span))
            return skip()
        }
        unit = UnitDraft(id: id, span: span)
        linkEndsByID = [:]
        keptTexts = [:]
    }

    private func start(segment attributes: [String: String], _ span: SourceSpan) {
        let stateText = attributes["state"] ?? XLIFFSegment.State.initial.rawValue
        guard let state = XLIFFSegment.State(rawValue: stateText) else {
            problems.append(.xliffInvalidState(stateText, at: span))
            return skip()
        }
        segment = SegmentDraft(id: attributes["id"], state: state, subState: attributes["subState"], span: span)
    }

    /// An element inside `<source>` or `<target>`.
    private func inline(_ name: String, _ attributes: [String: String], _ span: SourceSpan, _ parser: XMLParser) {
        switch name {
        case "ph":
            content?.items.append(
                .placeholder(
                    RawPlaceholder(
                        id: attributes["id"], equiv: attributes["equiv"],
                        disp: attributes["disp"], span: span)))
        case "cp":
            let hex = attributes["hex"] ?? ""
            guard !hex.isEmpty, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                problems.append(.xliffInvalidCodePoint(hex, at: span))
                return
            }
            append(String(Character(scalar)))
        case "pc":
            // A link onboardc wrote (`XLIFFWriter.linkCode`) is its markup again: `[`, the text, `](id)`.
            let written = attributes["equivEnd"] ?? attributes["dispEnd"]
            let end = written.flatMap { Self.isLinkEnd($0) ? $0 : nil } ?? attributes["id"].flatMap { linkEndsByID[$0] }
            if let end {
                append("[")
                if let id = attributes["id"], linkEndsByID[id] == nil { linkEndsByID[id] = end }
            }
            linkEnds.append(end)
        case "mrk":
            marks.append((attributes["id"], attributes["translate"] == "no", "", span))
        default:
            // `<mrk>`, and `<pc>` a tool added: their text is kept. `<sc>`, `<ec>`, `<sm>`, `<em>` are empty.
            break
        }
    }

    /// A unit with every placeholder resolved, or nil after reporting the ones that name no argument.
    private func resolve(_ draft: UnitDraft) -> XLIFFUnit? {
        var resolver = PlaceholderResolver(
            isPlural: draft.segments.contains {
                $0.id.flatMap(Message.Plural.Selector.init(segmentID:)) != nil
            })
        let sources = draft.segments.map { resolver.content($0.source, isTarget: false) }
        let targets = draft.segments.map { $0.target.map { resolver.content($0, isTarget: true) } }
        guard resolver.unresolved.isEmpty else {
            problems += resolver.unresolved.map { .xliffPlaceholder($0, unit: draft.id) }
            return nil
        }
        let segments = draft.segments.indices.map { index in
            let draftSegment = draft.segments[index]
            return XLIFFSegment(
                id: draftSegment.id, state: draftSegment.state, subState: draftSegment.subState,
                source: sources[index], target: targets[index], span: draftSegment.span,
                targetSpan: draftSegment.targetSpan)
        }
        return XLIFFUnit(id: draft.id, segments: segments, span: draft.span)
    }

    // MARK: Helpers

    /// `](id)`: the end of a link's markup.
    private static func isLinkEnd(_ text: String) -> Bool {
        let markup = "[x" + text
        guard case .success(let links) = LinkMarkup.parse(markup), links.count == 1 else { return false }
        return String(markup[links[0].close]) == text
    }

    /// Adds text to the content being read, in place: a target that arrives in
    /// many pieces (text between thousands of placeholders) costs linear time.
    private func append(_ text: String) {
        guard content != nil else { return }
        for index in marks.indices { marks[index].text += text }
        if case .text(var previous)? = content!.items.last {
            content!.items.removeLast()
            previous += text  // the only reference now: appended in place
            content!.items.append(.text(previous))
        } else {
            content!.items.append(.text(text))
        }
    }

    /// A source's `<mrk translate="no">` is noted by id; a target's that has another text is reported.
    private func end(mark: (id: String?, keep: Bool, text: String, span: SourceSpan), isTarget: Bool) {
        guard mark.keep, let id = mark.id else { return }
        if !isTarget {
            keptTexts[id] = mark.text
        } else if let source = keptTexts[id], source != mark.text {
            problems.append(.xliffGlossaryTerm(source, changedTo: mark.text, at: mark.span))
        }
    }

    private func skip() { skipping = depth }

    private func fail(_ diagnostic: Diagnostic) {
        problems.append(diagnostic)
        stopped = true
    }

    private func stop(_ diagnostic: Diagnostic, _ parser: XMLParser) {
        fail(diagnostic)
        parser.abortParsing()
    }

    private func elementSpan(_ parser: XMLParser) -> SourceSpan {
        let start = positions.elementStart(line: parser.lineNumber, column: parser.columnNumber)
        return SourceSpan(file: path, start: start, end: start)
    }
}
