/// Decodes a parsed `Document` into the IR. Reports every problem it finds
/// (unknown keys, wrong types, missing keys, bad references, values out of
/// range) and keeps going; the result is nil when any of them is an error.
///
/// The decoder is split by subject across this folder: one extension per
/// part of the spec (flows, screens, actions, motion, theme, policy, paywall).
final class SpecDecoder {
    static let supportedVersions = [1]

    let document: Document
    let sink: DiagnosticSink
    /// The app's named colours, known once `theme` is decoded.
    var palette: [String: ColorValue] = [:]
    /// Ids of screens, states and dialogs in the flow being decoded.
    var scope = FlowScope()
    /// Where each item's `id` value is written, by the offset of the item's mapping.
    private var idSpans: [Int: SourceSpan] = [:]

    /// The organisation's policy from the project configuration; the app's `policy` overrides it.
    let basePolicy: Policy

    init(document: Document, sink: DiagnosticSink, basePolicy: Policy = Policy()) {
        self.document = document
        self.sink = sink
        self.basePolicy = basePolicy
    }

    func span(_ node: Node) -> SourceSpan { document.span(node) }

    func decode() -> Spec? {
        let errorsBefore = sink.errorCount
        guard let root = MappingReader(
            document.root, "the spec", keys: ["version", "app", "theme", "motion", "policy", "flows"], decoder: self)
        else { return nil }
        defer { root.finish() }
        let version = root.required("version").flatMap(version)
        let app = root.required("app").flatMap(app)
        let theme = root["theme"].flatMap(theme) ?? Theme(colors: [:], definitions: [:], roles: [:], buttons: [:])
        let motion = root["motion"].flatMap(motion) ?? Motion(scale: [:], reducedMotion: ReducedMotion())
        let appPolicy = root["policy"].flatMap { policy($0, base: basePolicy) } ?? basePolicy
        let flows = root.required("flows").map {
            list($0, "flows") { flow($0, appPolicy: appPolicy, motion: motion) }
        } ?? []
        checkUniqueIDs(flows.map { ($0.id, $0.span) }, what: "flow")
        guard sink.errorCount == errorsBefore, let version, let app else { return nil }
        return Spec(version: version, app: app, theme: theme, motion: motion, flows: flows, file: document.path)
    }

    private func version(_ node: Node) -> Int? {
        guard let value = integer(node) else { return nil }
        guard Self.supportedVersions.contains(value) else {
            sink.emit(.unsupportedVersion(value, at: span(node)))
            return nil
        }
        return value
    }

    private func app(_ node: Node) -> App? {
        let keys = ["id", "name", "platforms", "sourceLocale", "fallbacks", "pseudoLocales", "stringTable"]
        guard let map = MappingReader(node, "`app`", keys: keys, decoder: self) else { return nil }
        defer { map.finish() }
        let id = itemID(map)
        let name = map.required("name").flatMap(string)
        let platforms = map["platforms"].map { list($0, "platforms") { enumValue($0, App.Platform.self) } }
            ?? App.Platform.allCases
        let locale = map["sourceLocale"].flatMap(localeTag) ?? "en"
        let fallbacks = map["fallbacks"].map(fallbacks) ?? []
        let pseudo = map["pseudoLocales"].map { list($0, "pseudo-locales") { enumValue($0, PseudoLocale.self) } } ?? []
        let table = map["stringTable"].flatMap(stringTable)
        if id == App.schemaFolder, let node = map["id"] {
            sink.emit(.reservedAppID(App.schemaFolder, at: span(node)))
        }
        guard let id, let name else { return nil }
        return App(id: id, name: name, platforms: platforms, sourceLocale: locale,
                   sourceLocaleSpan: map["sourceLocale"].map(span), fallbacks: fallbacks, pseudoLocales: pseudo,
                   stringTable: table ?? App.defaultStringTable, span: span(node))
    }

    /// The name of the Apple string table: it names files, so letters, digits, `_`
    /// and `-`, starting with a letter, at most 64.
    private func stringTable(_ node: Node) -> String? {
        guard let text = string(node) else { return nil }
        let valid = text.first?.isLetter == true && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard valid else {
            sink.emit(.invalidStringTable(text, at: span(node)))
            return nil
        }
        return text
    }

    /// The `id` of a list item (a flow, screen, state, …), remembering where it
    /// is written so that problems with it point at the id itself.
    func itemID(_ map: MappingReader) -> String? {
        guard let node = map.required("id") else { return nil }
        idSpans[map.node.start.offset] = span(node)
        return identifier(node)
    }

    /// Where the id of the item whose mapping starts at `item` is written.
    func idSpan(of item: SourceSpan) -> SourceSpan {
        idSpans[item.start.offset] ?? item
    }

    /// Reports ids that appear twice in one scope, pointing at the second id in the file.
    func checkUniqueIDs(_ items: [(String, SourceSpan)], what: String) {
        var seen: [String: SourceSpan] = [:]
        let ids = items.map { (id: $0.0, place: idSpan(of: $0.1)) }
        for (id, place) in ids.sorted(by: { $0.place.start.offset < $1.place.start.offset }) {
            if let first = seen[id] {
                sink.emit(.duplicateID(id, what: what, at: place, first: first))
            } else {
                seen[id] = place
            }
        }
    }
}

extension Diagnostic {
    static func invalidStringTable(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specInvalidStringTable, "`\(text)` cannot name a string table", at: span,
               help: "use letters, digits, `_` or `-`, starting with a letter, at most 64 (for example Onboarding)")
    }

    static func unsupportedVersion(_ version: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specUnsupportedVersion,
               "spec format version \(version) is not supported by this onboardc",
               at: span, help: "supported versions: "
                + SpecDecoder.supportedVersions.map(String.init).joined(separator: ", "))
    }

    static func reservedAppID(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specReservedID, "`\(id)` cannot be an app id: the output folder `\(id)/` holds the bundle schema",
               at: span, help: "choose another app id")
    }

    static func duplicateID(_ id: String, what: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(.specDuplicateID, "\(what) id `\(id)` is used twice", at: span,
               notes: [Note("`\(id)` is first used here", at: first)],
               help: "ids must be unique; rename one of them")
    }
}
