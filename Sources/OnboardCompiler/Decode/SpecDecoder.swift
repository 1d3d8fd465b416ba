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

    init(document: Document, sink: DiagnosticSink) {
        self.document = document
        self.sink = sink
    }

    func span(_ node: Node) -> SourceSpan { document.span(node) }

    func decode() -> Spec? {
        let errorsBefore = sink.diagnostics.filter { $0.severity == .error }.count
        guard let root = MappingReader(
            document.root, "the spec", keys: ["version", "app", "theme", "motion", "policy", "flows"], decoder: self)
        else { return nil }
        defer { root.finish() }
        let version = root.required("version").flatMap(version)
        let app = root.required("app").flatMap(app)
        let theme = root["theme"].flatMap(theme) ?? Theme(colors: [:], roles: [:])
        let motion = root["motion"].flatMap(motion) ?? Motion(scale: [:], reducedMotion: ReducedMotion())
        let appPolicy = root["policy"].flatMap { policy($0, base: Policy()) } ?? Policy()
        let flows = root.required("flows").map {
            list($0, "flows") { flow($0, appPolicy: appPolicy, motion: motion) }
        } ?? []
        checkUniqueIDs(flows.map { ($0.id, $0.span) }, what: "flow")
        let errorsAfter = sink.diagnostics.filter { $0.severity == .error }.count
        guard errorsAfter == errorsBefore, let version, let app else { return nil }
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
        guard let map = MappingReader(node, "`app`", keys: ["id", "name", "platforms", "sourceLocale"], decoder: self)
        else { return nil }
        defer { map.finish() }
        let id = map.required("id").flatMap(identifier)
        let name = map.required("name").flatMap(string)
        let platforms = map["platforms"].map { list($0, "platforms") { enumValue($0, App.Platform.self) } }
            ?? App.Platform.allCases
        let locale = map["sourceLocale"].flatMap(localeTag) ?? "en"
        guard let id, let name else { return nil }
        return App(id: id, name: name, platforms: platforms, sourceLocale: locale, span: span(node))
    }

    /// Reports ids that appear twice in one scope, pointing at the second.
    func checkUniqueIDs(_ ids: [(String, SourceSpan)], what: String) {
        var seen: [String: SourceSpan] = [:]
        for (id, place) in ids {
            if let first = seen[id] {
                sink.emit(.duplicateID(id, what: what, at: place, first: first))
            } else {
                seen[id] = place
            }
        }
    }
}

extension Diagnostic {
    static func unsupportedVersion(_ version: Int, at span: SourceSpan) -> Diagnostic {
        .error("spec-unsupported-version",
               "spec format version \(version) is not supported by this onboardc",
               at: span, help: "supported versions: "
                + SpecDecoder.supportedVersions.map(String.init).joined(separator: ", "))
    }

    static func duplicateID(_ id: String, what: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        .error("spec-duplicate-id", "\(what) id `\(id)` is used twice", at: span,
               notes: [Note("`\(id)` is first used here", at: first)],
               help: "ids must be unique; rename one of them")
    }
}
