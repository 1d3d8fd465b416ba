/// `onboardc.yaml`: the organisation's policy and the lint rules' settings, checked
/// against the rules `rules` describes (their ids and parameters).
struct ConfigDecoder: NodeDecoding {
    let input: DecodeInput
    let rules: [RuleDescription]

    init(document: Document, sink: DiagnosticSink, rules: [RuleDescription] = RuleRegistry.descriptions) {
        self.input = DecodeInput(document: document, sink: sink)
        self.rules = rules
    }

    func config() -> ProjectConfig? {
        let errorsBefore = sink.errorCount
        guard let root = MappingReader(input.document.root, .config, decoder: self)
        else { return nil }
        defer { root.finish() }
        var config = ProjectConfig()
        if let node = root["version"], let version = integer(node), !SpecDecoder.supportedVersions.contains(version) {
            sink.emit(.unsupportedVersion(version, at: span(node)))
        }
        if let node = root["policy"], let policy = PolicyDecoder(input: input).policy(node, base: Policy()) {
            config.policy = policy
        }
        if let node = root["packs"] { config.packs = Set(list(node, "packs") { enumValue($0, RulePack.self) }) }
        if let node = root["rules"] { config.rules = ruleSettings(node) }
        if let node = root["preview"] { config.preview = PreviewSettingsDecoder(input: input).settings(node) }
        return sink.errorCount == errorsBefore ? config : nil
    }

    private func ruleSettings(_ node: Node) -> [String: ProjectConfig.RuleSetting] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of rule ids to settings")
            return [:]
        }
        var settings: [String: ProjectConfig.RuleSetting] = [:]
        for entry in entries {
            guard let rule = rules.first(where: { $0.id == entry.name }) else {
                sink.emit(.unknownRule(entry.name, known: rules.map(\.id), at: span(entry.key)))
                continue
            }
            if let setting = ruleSetting(entry.value, rule: rule) { settings[rule.id] = setting }
        }
        return settings
    }

    /// `off|info|warning|error`, or `{ severity, <parameter>: value, … }`.
    private func ruleSetting(_ node: Node, rule: RuleDescription) -> ProjectConfig.RuleSetting? {
        var setting = ProjectConfig.RuleSetting()
        if node.scalar != nil {
            return severity(node, into: &setting) ? setting : nil
        }
        guard let map = MappingReader(node, .ruleSettings(rule), decoder: self) else { return nil }
        defer { map.finish() }
        if let node = map["severity"], !severity(node, into: &setting) { return nil }
        for parameter in rule.parameters {
            guard let value = map[parameter.name] else { continue }
            // A number takes a number; rules would read anything else as the default,
            // and a typo would go unnoticed.
            if parameter.kind.isNumeric {
                if number(value) != nil, let text = value.scalar?.text { setting.parameters[parameter.name] = text }
                continue
            }
            switch value.content {
            case .scalar(let scalar): setting.parameters[parameter.name] = scalar.text
            case .sequence(let items):
                setting.parameters[parameter.name] = items.compactMap(\.scalar?.text).joined(separator: ",")
            case .mapping: typeMismatch(value, expected: "a value or a list")
            }
        }
        return setting
    }

    enum Level: String, CaseIterable { case off, info, warning, error }

    private func severity(_ node: Node, into setting: inout ProjectConfig.RuleSetting) -> Bool {
        guard let level = enumValue(node, Level.self) else { return false }
        switch level {
        case .off: setting.enabled = false
        case .info: setting.severity = .info
        case .warning: setting.severity = .warning
        case .error: setting.severity = .error
        }
        return true
    }
}

extension Diagnostic {
    static func unknownRule(_ id: String, known: [String], at span: SourceSpan) -> Diagnostic {
        let advice = Suggestion.advice(for: id, in: known, at: span, otherwise: "`onboardc rules` lists every rule")
        return Diagnostic(
            .configUnknownRule, "there is no lint rule `\(id)`", at: span, help: advice.help, fixes: advice.fixes)
    }
}
