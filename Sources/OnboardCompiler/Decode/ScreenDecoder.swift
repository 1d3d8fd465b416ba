/// A screen and its states, inputs, visual and buttons. Made for one screen: its
/// `scope` names the screen, whose states targets and `pending` may name.
struct ScreenDecoder: NodeDecoding {
    let input: DecodeInput
    /// The theme's colours, which a screen's and an icon's `color` name.
    let palette: [String: ColorValue]
    /// The theme's button styles, the base of a screen's own.
    var themeButtons: [Button.Slot: ButtonStyle] = [:]
    let scope: FlowScope
    /// The flow's `entrance`: a screen that writes none takes the steps for the elements it has.
    var defaultEntrance: [EntranceStep] = []

    private var colors: ThemeDecoder { ThemeDecoder(input: input, palette: palette) }
    private var motion: MotionDecoder { MotionDecoder(input: input, palette: palette) }
    private var actions: ActionDecoder { ActionDecoder(input: input, scope: scope) }
    private var inputDecoder: InputDecoder { InputDecoder(input: input, palette: palette, scope: scope) }

    static let contentKeys = MappingSchema.content.keyNames

    func screen(_ node: Node) -> Screen? {
        guard let map = MappingReader(node, .screen, decoder: self) else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let role = map.required("role").flatMap { enumValue($0, Screen.Role.self) }
        let prefix = "\(scope.flow).\(id)"
        let content = self.content(map, prefix: prefix)
        let inputs = map["inputs"].map { list($0, "inputs") { inputDecoder.input($0, prefix: prefix) } } ?? []
        checkUniqueIDs(inputs.map { ($0.id, $0.span) }, what: "input")
        let states = map["states"].map { list($0, "states") { state($0, prefix: prefix) } } ?? []
        let paywall = map["paywall"].flatMap {
            PaywallDecoder(input: input, conditions: scope.conditions).paywall($0, prefix: prefix)
        }
        let inputIDs = inputs.map(\.id)
        let elements =
            Self.elements(of: content) + inputIDs + (inputs.isEmpty ? [] : [EntranceStep.inputs])
            + (paywall == nil ? [] : ["features", "plans"])
        let entrance = self.entrance(
            map, elements: elements, failed: failedElements(map, decoded: elements), inputs: inputIDs)
        let color = map["color"].flatMap(colors.colorRef)
        let background = map["background"].flatMap(colors.colorRef)
        let styles =
            map["styles"].map { self.styles($0, shown: [content] + states.map(\.content)) }
            ?? (text: [:], buttons: [:])
        let optional = map["optional"].flatMap(boolean) ?? false
        let transition = map["transition"].flatMap(motion.transition)
        let swipe = map["swipe"].flatMap(boolean)
        let progress = map["progress"].flatMap(fraction)
        let when = map["when"].flatMap { condition($0, in: scope.conditions) }
        guard let role else { return nil }
        var screen = Screen(
            id: id, role: role, content: content, inputs: inputs, states: states, entrance: entrance,
            paywall: paywall, color: color, background: background, textStyles: styles.text,
            buttonStyles: styles.buttons,
            optional: optional, transition: transition, swipe: swipe,
            statedProgress: progress, statedProgressSpan: map["progress"].map(span), span: span(node))
        screen.when = when
        screen.whenSpan = map["when"].map(span)
        return screen
    }

    /// `styles`: text element → `{ font, weight, color }`, and button slot → a button style whose
    /// keys replace the theme's for this screen; for the elements the screen or one of its states shows.
    private func styles(
        _ node: Node, shown contents: [ScreenContent]
    )
        -> (text: [TextStyle.Slot: TextStyle], buttons: [Button.Slot: ButtonStyle])
    {
        guard let map = MappingReader(node, .styles, decoder: self) else { return ([:], [:]) }
        defer { map.finish() }
        func reportUnshown(_ element: String) {
            guard let key = map.keyNode(element) else { return }
            sink.emit(
                .unusedKey(
                    element, because: "neither the screen nor its states have a `\(element)`",
                    help: "remove the style, or give the screen a `\(element)`", at: span(key)))
        }
        var text: [TextStyle.Slot: TextStyle] = [:]
        for slot in TextStyle.Slot.allCases {
            guard let node = map[slot.rawValue], let style = colors.textStyle(node) else { continue }
            if !contents.contains(where: { $0.text(slot) != nil }) { reportUnshown(slot.rawValue) }
            text[slot] = style
        }
        var buttons: [Button.Slot: ButtonStyle] = [:]
        for slot in Button.Slot.allCases {
            guard let node = map[slot.rawValue], let style = colors.buttonStyle(node, over: themeButtons[slot]) else {
                continue
            }
            if !contents.contains(where: { $0.button(slot) != nil }) { reportUnshown(slot.rawValue) }
            buttons[slot] = style
        }
        return (text, buttons)
    }

    /// The parts a screen and a state share: copy, a visual and buttons.
    func content(_ map: MappingReader, prefix: String) -> ScreenContent {
        func text(_ slot: String) -> Copy? { map[slot].flatMap { copy($0, key: "\(prefix).\(slot)") } }
        if let icon = map.keyNode("icon"), map.has("illustration") {
            sink.emit(.iconAndIllustration(at: span(icon)))
        }
        let visual: Visual? =
            map["icon"].flatMap { symbol($0, key: "\(prefix).icon").map(Visual.symbol) }
            ?? map["illustration"].flatMap { illustration($0, key: "\(prefix).illustration").map(Visual.illustration) }
        let buttons = Button.Slot.allCases.compactMap { slot in
            map[slot.rawValue].flatMap { actions.button($0, slot: slot, prefix: prefix) }
        }
        return ScreenContent(
            title: text("title"), subtitle: text("subtitle"), body: text("body"),
            caption: text("caption"), visual: visual, buttons: buttons)
    }

    /// A screen's or a state's `entrance`, or else the flow's steps for the `elements` it has;
    /// the step for `inputs` becomes one for each of `inputs`, with the same timing.
    private func entrance(
        _ map: MappingReader, elements: [String], failed: Set<String>, inputs: [String] = []
    ) -> [EntranceStep] {
        let steps =
            map["entrance"].map {
                list($0, "entrance") { motion.entranceStep($0, elements: elements, failed: failed) }
            } ?? defaultEntrance.filter { elements.contains($0.element) }
        return steps.flatMap { step in
            guard step.element == EntranceStep.inputs else { return [step] }
            return inputs.map { input in
                var each = step
                each.element = input
                return each
            }
        }
    }

    /// The elements the screen writes that did not decode, and those a misspelt key
    /// evidently meant (`titel`): their own errors are reported, and an entrance step
    /// naming one stays quiet rather than add "there is no element" to them.
    private func failedElements(_ map: MappingReader, decoded: [String], ofScreen: Bool = true) -> Set<String> {
        func element(_ key: String) -> String { key == "icon" || key == "illustration" ? "visual" : key }
        var written = Self.contentKeys.filter(map.has).map(element)
        if ofScreen {
            written += FlowScope.ids(in: map["inputs"])
            if map.has("paywall") { written += ["features", "plans"] }
        }
        written += map.unknownKeys.compactMap { Suggestion.closest(to: $0, in: Self.contentKeys) }.map(element)
        return Set(written).subtracting(decoded)
    }

    static func elements(of content: ScreenContent) -> [String] {
        var names: [String] = []
        if content.visual != nil { names.append("visual") }
        if content.title != nil { names.append("title") }
        if content.subtitle != nil { names.append("subtitle") }
        if content.body != nil { names.append("body") }
        if content.caption != nil { names.append("caption") }
        return names + content.buttons.map(\.slot.rawValue)
    }

    private func state(_ node: Node, prefix: String) -> ScreenState? {
        guard let map = MappingReader(node, .state, decoder: self)
        else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let kind = map["kind"].flatMap { enumValue($0, ScreenState.Kind.self) } ?? .info
        let content = content(map, prefix: "\(prefix).\(id)")
        let when = map["when"].flatMap { condition($0, in: scope.conditions) }
        let elements = Self.elements(of: content)
        let entrance = self.entrance(
            map, elements: elements, failed: failedElements(map, decoded: elements, ofScreen: false))
        return ScreenState(id: id, kind: kind, content: content, when: when, entrance: entrance, span: span(node))
    }

    /// An SF Symbol: its name, or a mapping with its Android name, size, colour and labels.
    private func symbol(_ node: Node, key: String) -> Symbol? {
        if node.scalar != nil {
            return string(node).map {
                Symbol(
                    name: $0, size: nil, color: nil, rendering: nil, accessibilityLabel: nil,
                    decorative: false, span: span(node))
            }
        }
        guard let map = MappingReader(node, .icon, decoder: self) else { return nil }
        defer { map.finish() }
        let name = map.required("name").flatMap(string)
        let size = map["size"].flatMap { number($0, in: 1...1000) }
        let color = map["color"].flatMap(colors.colorRef)
        let rendering = map["rendering"].flatMap { enumValue($0, SymbolRendering.self)?.rawValue }
        let label = map["accessibilityLabel"].flatMap { copy($0, key: "\(key).a11y") }
        let decorative = map["decorative"].flatMap(boolean) ?? false
        let android = map["android"].flatMap(materialSymbol)
        guard let name else { return nil }
        return Symbol(
            name: name, size: size, color: color, rendering: rendering, accessibilityLabel: label,
            decorative: decorative, span: span(map["name"] ?? node), android: android)
    }

    /// The words of a symbol's `rendering`, which its schema lists (`Keys/`).
    typealias SymbolRendering = MappingSchema.SymbolRendering

    private func illustration(_ node: Node, key: String) -> Illustration? {
        if node.scalar != nil {
            return string(node).map {
                Illustration(
                    asset: $0, animated: false, accessibilityLabel: nil,
                    decorative: false, span: span(node))
            }
        }
        guard let map = MappingReader(node, .illustration, decoder: self) else { return nil }
        defer { map.finish() }
        let asset = map.required("asset").flatMap(string)
        let animated = map["animated"].flatMap(boolean) ?? false
        let label = map["accessibilityLabel"].flatMap { copy($0, key: "\(key).a11y") }
        let decorative = map["decorative"].flatMap(boolean) ?? false
        guard let asset else { return nil }
        return Illustration(
            asset: asset, animated: animated, accessibilityLabel: label, decorative: decorative,
            span: span(node))
    }
}

extension Diagnostic {
    static func iconAndIllustration(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specConflictingKeys, "a screen shows an icon or an illustration, not both", at: span,
            help: "remove `icon` or `illustration`")
    }

    static func unknownReference(
        _ name: String, what: String, in place: String? = nil, known: [String], at span: SourceSpan
    ) -> Diagnostic {
        let message = "there is no \(what) `\(name)`" + (place.map { " " + $0 } ?? "")
        let advice = Suggestion.advice(
            for: name, in: known, at: span, otherwise: known.isEmpty ? nil : "known: " + known.joined(separator: ", "))
        return Diagnostic(.specUnknownReference, message, at: span, help: advice.help, fixes: advice.fixes)
    }
}
