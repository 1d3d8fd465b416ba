/// Decodes a parsed `Document` into the IR. Reports every problem it finds
/// (unknown keys, wrong types, missing keys, bad references, values out of
/// range) and keeps going; the result is nil when any of them is an error.
///
/// Each part of the spec has its own decoder in this folder, made with what it
/// needs and returning what it made: the theme gives the palette that flows and
/// screens resolve colours in, a flow gathers its ids before its screens and
/// buttons resolve targets against them (`FlowScope`).
struct SpecDecoder: NodeDecoding {
    /// The format's versions this compiler reads, which the spec's schema lists (`Keys/`).
    static let supportedVersions = MappingSchema.supportedVersions

    let input: DecodeInput
    /// The organisation's policy from the project configuration; the app's `policy` overrides it.
    let basePolicy: Policy

    init(document: Document, sink: DiagnosticSink, basePolicy: Policy = Policy()) {
        self.input = DecodeInput(document: document, sink: sink)
        self.basePolicy = basePolicy
    }

    func decode() -> Spec? { read().spec }

    /// The copy of what decodes, whatever errors the spec has: a flow with a mistake in one
    /// screen still names every other text's key (the language server's text-key navigation).
    func copyOfWhatDecodes() -> [Copy] {
        let read = read()
        return Self.copy(read.flows, read.experiments)
    }

    /// Every text the flows and the experiments' variants write, each followed by its platform variants.
    private static func copy(_ flows: [Flow], _ experiments: [Experiment]) -> [Copy] {
        flows.flatMap(\.allCopy) + experiments.flatMap { $0.variants.flatMap(\.texts) }.flatMap(\.copy.withVariants)
    }

    /// The spec when it has no error, and the flows and experiments that decode either way.
    private func read() -> (spec: Spec?, flows: [Flow], experiments: [Experiment]) {
        let errorsBefore = sink.errorCount
        // The flows, most of a spec, come out of the tree, and each flow's nodes are let go
        // once it is decoded: the tree and the IR are never both whole.
        let (rootNode, detached) = Self.detachingFlows(input.takeRoot())
        var flowNodes = detached
        guard let root = MappingReader(rootNode, .spec, decoder: self)
        else { return (nil, [], []) }
        defer { root.finish() }
        let version = root.required("version").flatMap(version)
        let app = root.required("app").flatMap(app)
        let theme =
            root["theme"].flatMap(ThemeDecoder(input: input).theme)
            ?? Theme(colors: [:], definitions: [:], roles: [:], buttons: [:])
        let motion =
            root["motion"].flatMap(MotionDecoder(input: input).motion)
            ?? Motion(scale: [:], reducedMotion: ReducedMotion())
        let appPolicy =
            root["policy"].flatMap { PolicyDecoder(input: input).policy($0, base: basePolicy) } ?? basePolicy
        let attributes = root["attributes"].map(attributes) ?? [:]
        let conditions = ConditionScope(
            attributes: attributes.mapValues(\.valueType), experiments: ExperimentDecoder.gather(root["experiments"]))
        let flows = FlowDecoder(
            input: input, palette: theme.colors, buttons: theme.buttons, appPolicy: appPolicy,
            motion: motion, conditions: conditions)
        let decoded =
            root.required("flows").map { node in
                flowNodes == nil
                    ? list(node, "flows") { flows.flow($0) } : Self.consuming(&flowNodes!) { flows.flow($0) }
            } ?? []
        let experiments =
            root["experiments"].map { node in
                ExperimentDecoder(input: input, attributes: attributes).experiments(
                    node, copy: Self.copyByKey(decoded), flows: decoded.map { ($0.id, $0.span) })
            } ?? []
        if experiments.isEmpty { checkUniqueIDs(decoded.map { ($0.id, $0.span) }, what: "flow") }
        checkAudienceDefault(decoded)
        let samples = root["samples"].map { sampleValues($0, copy: decoded.flatMap(\.allCopy)) } ?? [:]
        let links = root["links"].map(links) ?? []
        let glossary = root["glossary"].map(glossary) ?? []
        checkLinkUses(Self.copy(decoded, experiments), links: links)
        guard sink.errorCount == errorsBefore, let version, let app else { return (nil, decoded, experiments) }
        let spec = Spec(
            version: version, app: app, theme: theme, motion: motion, flows: decoded, samples: samples,
            attributes: attributes, experiments: experiments, links: links, glossary: glossary,
            file: input.document.path)
        return (spec, decoded, experiments)
    }

    /// The flows' copy by key (platform variants aside): the texts an experiment's variant may replace.
    private static func copyByKey(_ flows: [Flow]) -> [String: Copy] {
        var copy: [String: Copy] = [:]
        for flow in flows {
            flow.forEachCopy { if $0.platform == nil { copy[$0.key] = $0 } }
        }
        return copy
    }

    /// One first-launch flow has no audience, the default: without it, a user in no
    /// audience sees no onboarding (`spec-audience-default`, at the last flow's audience).
    private func checkAudienceDefault(_ flows: [Flow]) {
        let firstLaunch = flows.filter { $0.trigger == .firstLaunch }
        guard let last = firstLaunch.last, firstLaunch.allSatisfy({ $0.audience != nil }) else { return }
        sink.emit(.audienceWithoutDefault(at: last.audienceSpan ?? last.span))
    }

    /// `attributes:`: each attribute's name and type.
    private func attributes(_ node: Node) -> [String: AttributeType] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of attribute names to types")
            return [:]
        }
        var attributes: [String: AttributeType] = [:]
        let name = try! Regex(TextFormat.attributeName.pattern)
        for entry in entries {
            guard entry.name.wholeMatch(of: name) != nil else {
                sink.emit(.invalidAttributeName(entry.name, at: span(entry.key)))
                continue
            }
            guard let type = enumValue(entry.value, AttributeType.self) else { continue }
            attributes[entry.name] = type
        }
        return attributes
    }

    /// `root` with an empty list in place of its `flows:` list, and the flows' nodes,
    /// referenced only here; `root` as it is, and nil, when `flows:` is not a list.
    private static func detachingFlows(_ root: consuming Node) -> (root: Node, flows: [Node]?) {
        guard case .mapping(var entries) = root.content else { return (root, nil) }
        root.content = .sequence([])
        guard let index = entries.firstIndex(where: { $0.name == "flows" }),
            case .sequence(let flows) = entries[index].value.content
        else { return (Node(content: .mapping(entries), start: root.start, end: root.end), nil) }
        entries[index].value = entries[index].value.emptied
        return (Node(content: .mapping(entries), start: root.start, end: root.end), flows)
    }

    /// Each of `nodes` through `element`, each node let go (an empty one left in its
    /// place) before it is decoded, so that its subtree is freed once decoded.
    private static func consuming<T>(_ nodes: inout [Node], _ element: (Node) -> T?) -> [T] {
        var decoded: [T] = []
        decoded.reserveCapacity(nodes.count)
        for index in nodes.indices {
            let node = nodes[index]
            nodes[index] = node.emptied
            if let value = element(node) { decoded.append(value) }
        }
        return decoded
    }

    /// `samples:`: placeholder name → a whole number (a plain `3`) or text (anything else).
    /// A sample that fills no placeholder of `copy`, has no value, or is text for a number
    /// placeholder is `spec-sample-mismatch` (the preview shows the made-up value instead).
    private func sampleValues(_ node: Node, copy: [Copy]) -> [String: SampleValue] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of placeholder names to sample values")
            return [:]
        }
        var types: [String: Message.ArgumentType] = [:]
        for argument in copy.compactMap(\.message).flatMap(\.arguments) where types[argument.name] != .integer {
            types[argument.name] = argument.type
        }
        var samples: [String: SampleValue] = [:]
        for entry in entries {
            guard let scalar = entry.value.scalar else {
                typeMismatch(entry.value, expected: "a sample value: text or a whole number")
                continue
            }
            guard let type = types[entry.name] else {
                let advice = Self.advice(entry.name, among: types.keys.sorted(), at: span(entry.key))
                // A fix that renamed the sample to one given already would write the key twice.
                let fixes = advice.fixes.filter { fix in !entries.contains { fix.edits.first?.newText == $0.name } }
                sink.emit(
                    .sampleMismatch(
                        "sample `\(entry.name)` fills no placeholder: no copy has `{\(entry.name)}`",
                        at: span(entry.key), help: advice.help ?? "", fixes: fixes))
                continue
            }
            if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.text) {
                sink.emit(
                    .sampleMismatch(
                        "sample `\(entry.name)` has no value", at: span(entry.value),
                        help: "give it a value, or leave it out: the preview then makes one up"))
                continue
            }
            let value: SampleValue =
                scalar.style == .plain && Self.isDecimalInteger(scalar.text)
                ? Int(scalar.text).map(SampleValue.integer) ?? .text(scalar.text) : .text(scalar.text)
            if type == .integer, case .text(let text) = value {
                sink.emit(
                    .sampleMismatch(
                        "`{\(entry.name)}` takes a whole number, but its sample `\(text)` is not one",
                        at: span(entry.value), help: "write a whole number without quotes, such as `3`"))
                continue
            }
            samples[entry.name] = value
        }
        return samples
    }

    /// `did you mean …?` for a misspelt placeholder name, else the names there are.
    private static func advice(
        _ name: String, among names: [String], at span: SourceSpan
    ) -> (help: String?, fixes: [Fix]) {
        Suggestion.advice(
            for: name, in: names, at: span,
            otherwise: names.isEmpty
                ? "the spec's copy has no placeholders"
                : "placeholders: " + names.map { "`\($0)`" }.joined(separator: ", "))
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
        guard let map = MappingReader(node, .app, decoder: self) else { return nil }
        defer { map.finish() }
        let id = itemID(map)
        let name = map.required("name").flatMap(string)
        let platforms =
            map["platforms"].map { list($0, "platforms") { enumValue($0, App.Platform.self) } }
            ?? App.Platform.allCases
        let locale = map["sourceLocale"].flatMap(localeTag) ?? "en"
        let fallbacks = map["fallbacks"].map(TranslationDecoder(input: input).fallbacks) ?? []
        let pseudo = map["pseudoLocales"].map { list($0, "pseudo-locales") { enumValue($0, PseudoLocale.self) } } ?? []
        let numbers = map["numbers"].map(TranslationDecoder(input: input).numbers) ?? []
        let table = map["stringTable"].flatMap(stringTable)
        let android = map["android"].flatMap { MappingReader($0, .appAndroid, decoder: self) }
        defer { android?.finish() }
        let androidPackage = android?["package"].flatMap { androidName($0, .androidPackage) }
        let androidPrefix = android?["resourcePrefix"].flatMap { androidName($0, .resourcePrefix) }
        if id == App.schemaFolder, let node = map["id"] {
            sink.emit(.reservedAppID(App.schemaFolder, at: span(node)))
        }
        guard let id, let name else { return nil }
        return App(
            id: id, name: name, platforms: platforms, sourceLocale: locale,
            sourceLocaleSpan: map["sourceLocale"].map(span), fallbacks: fallbacks, pseudoLocales: pseudo,
            numbers: numbers,
            stringTable: table ?? App.defaultStringTable, androidPackage: androidPackage, androidPrefix: androidPrefix,
            span: span(node))
    }

    /// An Android namespace or resource prefix, in the form its schema pattern states.
    private func androidName(_ node: Node, _ format: TextFormat) -> String? {
        guard let text = string(node) else { return nil }
        guard text.wholeMatch(of: try! Regex(format.pattern)) != nil else {
            sink.emit(.invalidAndroidName(text, format, at: span(node)))
            return nil
        }
        return text
    }

    /// The name of the Apple string table: it names files, so letters, digits, `_`
    /// and `-`, starting with a letter, at most 64.
    private func stringTable(_ node: Node) -> String? {
        guard let text = string(node) else { return nil }
        let valid =
            text.first?.isLetter == true && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard valid else {
            sink.emit(.invalidStringTable(text, at: span(node)))
            return nil
        }
        return text
    }
}

extension Diagnostic {
    static func invalidStringTable(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidStringTable, "`\(text)` cannot name a string table", at: span,
            help: "use letters, digits, `_` or `-`, starting with a letter, at most 64 (for example Onboarding)")
    }

    static func unsupportedVersion(_ version: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specUnsupportedVersion,
            "spec format version \(version) is not supported by this onboardc",
            at: span,
            help: "supported versions: "
                + SpecDecoder.supportedVersions.map(String.init).joined(separator: ", "))
    }

    static func reservedAppID(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specReservedID, "`\(id)` cannot be an app id: the output folder `\(id)/` holds the bundle schema",
            at: span, help: "choose another app id")
    }

    static func duplicateID(_ id: String, what: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specDuplicateID, "\(what) id `\(id)` is used twice", at: span,
            notes: [Note("`\(id)` is first used here", at: first)],
            help: "ids must be unique; rename one of them")
    }
}

extension Diagnostic {
    static func audienceWithoutDefault(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specAudienceDefault,
            "every first-launch flow has an `audience`: a user in none of them would see no onboarding", at: span,
            help: "leave `audience` out of one first-launch flow, the last: the default for everyone else")
    }

    static func sampleMismatch(_ message: String, at span: SourceSpan, help: String, fixes: [Fix] = []) -> Diagnostic {
        Diagnostic(.specSampleMismatch, message, at: span, help: help, fixes: fixes)
    }
}

extension Diagnostic {
    static func invalidAttributeName(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidID, "`\(name)` is not a valid attribute name", at: span,
            help: "use letters, digits, `_` and `-`, starting with a letter, at most 64 (`isReturning`)")
    }

    static func invalidAndroidName(_ text: String, _ format: TextFormat, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidAndroidName,
            format == .androidPackage
                ? "`\(text)` is not an Android namespace" : "`\(text)` is not an Android resource prefix",
            at: span,
            help: format == .androidPackage
                ? "write the app's namespace as in its build.gradle: two or more words of letters, digits and `_`, joined by `.` (for example com.example.app)"
                : "use lower-case letters, digits and `_`, starting with a letter and not ending with `_` (at most 64), or `\"\"` for no prefix"
        )
    }
}
