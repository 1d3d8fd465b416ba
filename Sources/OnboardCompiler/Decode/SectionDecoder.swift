/// A flow's `sections`: named runs of its screens, each with a policy that
/// overrides the flow's key by key on those screens.
struct SectionDecoder: NodeDecoding {
    let input: DecodeInput
    /// The flow's screens, decoded: the ids a section may name, in flow order.
    let screens: [Screen]
    /// The flow's policy (the app's with the flow's keys), which a section's overrides.
    let flowPolicy: Policy

    /// Policy keys that only make sense for a whole flow: what VoiceOver announces on
    /// each screen ("screen i of N" counts the flow), and the time from the flow's
    /// last action to the app.
    static let flowOnlyKeys = ["announceScreenPosition", "timing.maxCompletionDelay"]

    func sections(_ node: Node) -> [Section] {
        let decoded = list(node, "sections", section)
        // Every section written counts, also one that failed: its id is still taken.
        checkUniqueIDs(FlowScope.identifiedItems(in: node).map { ($0.id, span($0.item)) }, what: "section")
        var owner: [Int: (section: String, span: SourceSpan)] = [:]
        return decoded.compactMap { section, mentions -> Section? in
            var overlaps = false
            for (index, mention) in zip(section.screens, mentions) {
                guard let first = owner[index] else { continue }
                sink.emit(
                    .sectionOverlap(
                        screens[index].id, section: section.id, first: first.section,
                        at: mention, firstAt: first.span))
                overlaps = true
            }
            guard !overlaps else { return nil }
            for (index, mention) in zip(section.screens, mentions) { owner[index] = (section.id, mention) }
            return section
        }
    }

    /// A section, and where each of its screen ids is written.
    private func section(_ node: Node) -> (section: Section, mentions: [SourceSpan])? {
        guard let map = MappingReader(node, .section, decoder: self) else {
            return nil
        }
        defer { map.finish() }
        let id = itemID(map)
        let named = map.required("screens").flatMap { run($0, section: id ?? "") }
        let keys = map["policy"].map(writtenKeys) ?? [:]
        for key in Self.flowOnlyKeys {
            if let span = keys[key] { sink.emit(.sectionFlowKey(key, at: span)) }
        }
        var policy = map["policy"].flatMap { PolicyDecoder(input: input).policy($0, base: flowPolicy) } ?? flowPolicy
        policy.announceScreenPosition = flowPolicy.announceScreenPosition
        policy.maxCompletionDelay = flowPolicy.maxCompletionDelay
        guard let id, let named else { return nil }
        let section = Section(
            id: id, screens: named.range, policy: policy,
            policyKeys: keys.filter { !Self.flowOnlyKeys.contains($0.key) }, span: span(node))
        return (section, named.spans)
    }

    /// The screens a section names: a consecutive run of the flow's screens, in flow order.
    private func run(_ node: Node, section: String) -> (range: Range<Int>, spans: [SourceSpan])? {
        let known = screens.map(\.id)
        var named: [(index: Int, span: SourceSpan)] = []
        var resolved = true
        _ = list(node, "screens") { item -> String? in
            guard let id = identifier(item) else { resolved = false; return nil }
            guard let index = known.firstIndex(of: id) else {
                sink.emit(.unknownReference(id, what: "screen", in: "in this flow", known: known, at: span(item)))
                resolved = false
                return nil
            }
            named.append((index, span(item)))
            return id
        }
        guard resolved, let first = named.first else {
            if resolved, case .sequence(let items) = node.content, items.isEmpty {
                sink.emit(
                    .sectionNotConsecutive(
                        "section `\(section)` names no screens", at: span(node),
                        help: "list the ids of its screens, in flow order"))
            }
            return nil
        }
        for (offset, screen) in named.enumerated() where screen.index != first.index + offset {
            let expected = first.index + offset
            let problem =
                named[..<offset].contains { $0.index == screen.index }
                ? "screen `\(known[screen.index])` is listed twice"
                : screen.index < named[offset - 1].index
                    ? "screen `\(known[screen.index])` comes before `\(known[named[offset - 1].index])` in the flow"
                    : "screen `\(known[expected])` comes between `\(known[named[offset - 1].index])` and `\(known[screen.index])`"
            sink.emit(
                .sectionNotConsecutive(
                    "the screens of section `\(section)` are not a consecutive run of the flow: \(problem)",
                    at: screen.span,
                    help: expected < known.count
                        ? "list consecutive screens in flow order (after `\(known[named[offset - 1].index])` comes `\(known[expected])`), or reorder the flow's screens"
                        : "list consecutive screens in flow order, or reorder the flow's screens"))
            return nil
        }
        return (first.index..<(first.index + named.count), named.map(\.span))
    }

    /// Each key the section's policy writes, `tone` and `timing` by their inner keys
    /// (`tone.avoid`), with where it is written.
    private func writtenKeys(_ node: Node) -> [String: SourceSpan] {
        guard case .mapping(let entries) = node.content else { return [:] }
        var keys: [String: SourceSpan] = [:]
        for entry in entries {
            if ["tone", "timing"].contains(entry.name), case .mapping(let inner) = entry.value.content {
                for item in inner { keys["\(entry.name).\(item.name)"] = span(item.key) }
            } else {
                keys[entry.name] = span(entry.key)
            }
        }
        return keys
    }
}

extension Diagnostic {
    static func sectionNotConsecutive(_ message: String, at span: SourceSpan, help: String) -> Diagnostic {
        Diagnostic(.specSectionNotConsecutive, message, at: span, help: help)
    }

    static func sectionOverlap(
        _ screen: String, section: String, first: String, at span: SourceSpan,
        firstAt: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            .specSectionOverlap,
            "screen `\(screen)` is in section `\(first)` already and cannot be in section `\(section)` too",
            at: span, notes: [Note("section `\(first)` names it here", at: firstAt)],
            help: "a screen belongs to at most one section; remove it from one of them")
    }

    static func sectionFlowKey(_ key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specSectionFlowKey, "`\(key)` applies to a whole flow and cannot be set for a section", at: span,
            help: "set it in the flow's `policy`, or remove it here")
    }
}
