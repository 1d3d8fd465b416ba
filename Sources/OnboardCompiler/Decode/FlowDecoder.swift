import BundleFormat

/// A flow: its trigger, completion, policy and motion, its dialogs and its screens.
struct FlowDecoder: NodeDecoding {
    let input: DecodeInput
    /// The theme's colours, for the screens.
    let palette: [String: ColorValue]
    /// The theme's button styles, which a screen's `styles` may change for that screen.
    let buttons: [Button.Slot: ButtonStyle]
    /// The app's policy, which the flow's own `policy` overrides.
    let appPolicy: Policy
    /// The app's motion: its reduced-motion settings are the flow's default.
    let motion: Motion
    /// What every flow's conditions may read: the attributes and experiments the spec declares.
    var conditions = ConditionScope()

    /// The elements a flow's default `entrance` may name: those of any screen or state, `inputs`
    /// (every input of a screen), and the id of any input of the flow's screens.
    static func defaultEntranceElements(_ scope: FlowScope) -> [String] {
        ["visual", "title", "subtitle", "body", "caption"]
            + Button.Slot.allCases.map(\.rawValue) + ["features", "plans", EntranceStep.inputs]
            + scope.conditions.inputs.keys.sorted()
    }

    func flow(_ node: Node) -> Flow? {
        guard let map = MappingReader(node, .flow, decoder: self) else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let scope = FlowScope.gather(
            flow: id, screens: map["screens"], dialogs: map["dialogs"], conditions: conditions)
        let motions = MotionDecoder(input: input, palette: palette)

        let trigger = trigger(map, flow: id)
        let audience = map["audience"].flatMap(audience)
        let reported = sink.diagnostics.count
        let completion =
            map["completion"].flatMap { self.completion($0, trigger: trigger) }
            ?? Completion(flag: nil, setOn: [], span: span(node))
        if case .firstLaunch? = trigger, completion.flag == nil, sink.diagnostics.count == reported {
            sink.emit(.firstLaunchNeedsFlag(at: span(map.keyNode("trigger") ?? node)))
        }
        let policy = map["policy"].flatMap { PolicyDecoder(input: input).policy($0, base: appPolicy) } ?? appPolicy
        let progress = map["progress"].flatMap(motions.progressIndicator)
        let transition = map["transition"].flatMap(motions.transition)
        let reduced =
            map["reducedMotion"].flatMap { motions.reducedMotion($0, base: motion.reducedMotion) }
            ?? motion.reducedMotion
        let dialogs = map["dialogs"].map { list($0, "dialogs") { dialog($0, flow: id) } } ?? []
        let swipe = map["swipe"].flatMap(boolean) ?? false
        let announcement = map["announcement"].flatMap { copy($0, key: "\(id).announcement") }
        let entrance = map["entrance"].map {
            list($0, "entrance") { motions.entranceStep($0, elements: Self.defaultEntranceElements(scope)) }
        }
        let screens =
            map.required("screens").map {
                list($0, "screens") { node in
                    ScreenDecoder(
                        input: input, palette: palette, themeButtons: buttons, scope: scope.on(screen: node),
                        defaultEntrance: entrance ?? []
                    )
                    .screen(node)
                }
            } ?? []
        if let first = screens.first, let when = first.whenSpan {
            sink.emit(
                .unusedKey(
                    "when", because: "the first screen of a flow is always shown",
                    help: "give the flow an `audience` to choose who sees it, or put the condition on a later screen",
                    at: when))
        }
        if map["screens"] != nil, screens.isEmpty, case .sequence(let items)? = map["screens"]?.content, items.isEmpty {
            sink.emit(.emptyFlow(id, at: span(map["screens"]!)))
        }
        let ids =
            screens.map { ($0.id, $0.span) } + screens.flatMap { $0.states.map { ($0.id, $0.span) } }
            + dialogs.map { ($0.id, $0.span) }
        checkUniqueIDs(ids, what: "screen, state or dialog")
        // A purpose consented to once per flow: each answer for it is then the user's word on it.
        let consents = screens.flatMap(\.inputs).compactMap { input in input.consentSpan.map { (input.consent, $0) } }
        checkUniqueIDs(consents.compactMap { id, place in id.map { ($0, place) } }, what: "consent purpose")
        for (id, place) in ids where ActionDecoder.reservedTargets.contains(id) {
            sink.emit(.reservedID(id, at: idSpan(of: place)))
        }
        let sections =
            map["sections"].map {
                SectionDecoder(input: input, screens: screens, flowPolicy: policy).sections($0)
            } ?? []
        reportUnusedTriggerKeys(map, trigger: trigger, completion: completion)
        guard let trigger else { return nil }
        var flow = Flow(
            id: id, trigger: trigger, completion: completion, policy: policy, progress: progress,
            transition: transition, reducedMotion: reduced, dialogs: dialogs, announcement: announcement, swipe: swipe,
            screens: screens,
            sections: sections, span: span(node))
        flow.audience = audience
        flow.audienceSpan = map.keyNode("audience").map(span)
        flow.reducedMotionSpan = map["reducedMotion"].map(span)
        return flow
    }

    /// `entry` belongs to settings flows, `event` to event flows, `setOn` to flows with a flag.
    /// `audience:`: who is shown the flow, decided before it starts.
    private func audience(_ node: Node) -> Condition? {
        condition(
            node,
            in: .audience(
                attributes: conditions.attributes, experiments: conditions.experiments, of: "a flow's audience"))
    }

    private func reportUnusedTriggerKeys(_ map: MappingReader, trigger: Flow.Trigger?, completion: Completion) {
        guard let trigger else { return }
        var isSettings = false, isEvent = false
        switch trigger {
        case .settings: isSettings = true
        case .event: isEvent = true
        case .firstLaunch: break
        }
        if isSettings, let key = map.keyNode("audience") {
            sink.emit(
                .unusedKey(
                    "audience", because: "a settings flow shows whenever the user opens it",
                    help: "remove `audience`, or set `trigger: first-launch` or `event`", at: span(key)))
        }
        if !isSettings, let key = map.keyNode("entry") {
            sink.emit(
                .unusedKey(
                    "entry", because: "only a `trigger: settings` flow has a Settings entry",
                    help: "remove `entry`, or set `trigger: settings`", at: span(key)))
        }
        if !isEvent, let key = map.keyNode("event") {
            sink.emit(
                .unusedKey(
                    "event", because: "only a `trigger: event` flow is shown by an event",
                    help: "remove `event`, or set `trigger: event`", at: span(key)))
        }
        if completion.flag == nil, case .mapping(let entries)? = map["completion"]?.content,
            let setOn = entries.first(where: { $0.name == "setOn" }), !entries.contains(where: { $0.name == "flag" })
        {
            sink.emit(
                .unusedKey(
                    "setOn", because: "this flow has no `flag` to set",
                    help: "add `flag:` to `completion`, or remove `setOn`", at: span(setOn.key)))
        }
    }

    private func trigger(_ map: MappingReader, flow: String) -> Flow.Trigger? {
        guard let node = map.required("trigger"), let kind = enumValue(node, TriggerKind.self) else { return nil }
        switch kind {
        case .firstLaunch:
            return .firstLaunch
        case .settings:
            return .settings(entry: map["entry"].flatMap { copy($0, key: "\(flow).entry") })
        case .event:
            guard let name = map.required("event").flatMap(identifier) else { return nil }
            return .event(name)
        }
    }

    /// The words of `trigger`, which the flow's schema lists (`Keys/`).
    typealias TriggerKind = MappingSchema.TriggerKind

    private func completion(_ node: Node, trigger: Flow.Trigger?) -> Completion? {
        guard let map = MappingReader(node, .completion, decoder: self) else { return nil }
        defer { map.finish() }
        let flag = map["flag"].flatMap(flagName)
        var spans: [Completion.Event: SourceSpan] = [:]
        let written: [Completion.Event]? = map["setOn"].map {
            list($0, "setOn") { node in
                let event = enumValue(node, Completion.Event.self)
                if let event, spans[event] == nil { spans[event] = span(node) }
                return event
            }
        }
        let setOn = written ?? (flag == nil ? [] : [.complete])
        return Completion(flag: flag, setOn: setOn, setOnSpans: spans, span: span(node))
    }

    /// A key–value store key such as `hasCompletedOnboarding`.
    private func flagName(_ node: Node) -> String? {
        guard let text = string(node) else { return nil }
        let valid =
            text.first?.isLetter == true && text.count <= 128
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-") }
        guard valid else {
            sink.emit(.invalidFlag(text, at: span(node)))
            return nil
        }
        return text
    }

    private func dialog(_ node: Node, flow: String) -> Dialog? {
        guard let map = MappingReader(node, .dialog, decoder: self) else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let prefix = "\(flow).\(id)"
        let title = map.required("title").flatMap { copy($0, key: "\(prefix).title") }
        let message = map["message"].flatMap { copy($0, key: "\(prefix).message") }
        let confirm = map.required("confirm").flatMap { copy($0, key: "\(prefix).confirm") }
        let cancel = map.required("cancel").flatMap { copy($0, key: "\(prefix).cancel") }
        let destructive = map["destructive"].flatMap(boolean) ?? false
        guard let title, let confirm, let cancel else { return nil }
        return Dialog(
            id: id, title: title, message: message, confirm: confirm, cancel: cancel,
            destructive: destructive, span: span(node))
    }
}

extension Diagnostic {
    static func firstLaunchNeedsFlag(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specMissingFlag, "a first-launch flow needs a completion flag, or it would show at every launch",
            at: span, help: "add `completion: { flag: hasCompletedOnboarding }`")
    }

    static func reservedID(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specReservedID, "`\(id)` is a reserved target word and cannot be an id", at: span,
            help: "next, back, complete and stay always mean their navigation; choose another id")
    }

    static func emptyFlow(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specEmptyFlow, "flow `\(id)` has no screens", at: span, help: "add at least one screen")
    }

    static func invalidFlag(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidFlag, "`\(text)` is not a valid flag key", at: span,
            help: "use letters, digits, `_`, `.` or `-`, starting with a letter (for example hasCompletedOnboarding)")
    }
}
