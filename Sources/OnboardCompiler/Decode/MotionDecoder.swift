/// `motion`, and the timing of transitions, entrances, feedback and progress wherever they are written.
struct MotionDecoder: NodeDecoding {
    let input: DecodeInput
    /// The theme's colours, which a progress indicator's `track` and `fill` name.
    var palette: [String: ColorValue] = [:]

    private var colors: ThemeDecoder { ThemeDecoder(input: input, palette: palette) }

    static let animationKeys = MappingSchema.animation.keyNames

    func motion(_ node: Node) -> Motion? {
        guard let map = MappingReader(node, .motion, decoder: self) else { return nil }
        defer { map.finish() }
        var scale: [String: Double] = [:]
        if let node = map["scale"] {
            if case .mapping(let entries) = node.content {
                for entry in entries { if let value = duration(entry.value) { scale[entry.name] = value } }
            } else {
                typeMismatch(node, expected: "a mapping of names to durations")
            }
        }
        let reduced = map["reducedMotion"].flatMap { reducedMotion($0, base: ReducedMotion()) } ?? ReducedMotion()
        return Motion(scale: scale, reducedMotion: reduced)
    }

    /// Curve and timing, read from a mapping that may hold other keys too.
    func animation(_ map: MappingReader) -> Animation? {
        let curve = map["curve"].flatMap { enumValue($0, Animation.Curve.self) } ?? .easeInOut
        let duration = map["duration"].flatMap(self.duration)
        let delay = map["delay"].flatMap(self.duration)
        let response = map["response"].flatMap(self.duration)
        let damping = map["dampingFraction"].flatMap { number($0, in: 0...1) }
        if curve != .spring, let key = map.keyNode("response") ?? map.keyNode("dampingFraction") {
            sink.emit(.springKeyWithoutSpring(at: span(key)))
        }
        return Animation(
            curve: curve, duration: duration, delay: delay, response: response,
            dampingFraction: damping, span: span(map.node))
    }

    func animation(_ node: Node) -> Animation? {
        guard let map = MappingReader(node, .animation, decoder: self) else { return nil }
        defer { map.finish() }
        return animation(map)
    }

    func transition(_ node: Node) -> Transition? {
        guard let map = MappingReader(node, .transition, decoder: self)
        else { return nil }
        defer { map.finish() }
        let style = map.required("style").flatMap { enumValue($0, Transition.Style.self) }
        let hasTiming = Self.animationKeys.contains { map.has($0) }
        let animation = hasTiming ? animation(map) : nil
        guard let style else { return nil }
        return Transition(style: style, animation: animation, span: span(node))
    }

    /// `failed`: elements the screen writes that did not decode; a step naming one is not reported.
    func entranceStep(_ node: Node, elements: [String], failed: Set<String> = []) -> EntranceStep? {
        guard let map = MappingReader(node, .entranceStep, decoder: self) else { return nil }
        defer { map.finish() }
        let element = map.required("element").flatMap(string)
        if let element, !elements.contains(element), !failed.contains(element), let node = map["element"] {
            sink.emit(
                .unknownReference(
                    element, what: "element", in: "on this screen", known: elements,
                    at: span(node)))
        }
        let effect = map["effect"].flatMap { enumValue($0, EntranceStep.Effect.self) } ?? .fadeIn
        let at = map["at"].flatMap(duration) ?? 0
        if !map.has("duration") && !map.has("response") { _ = map.required("duration") }
        guard let element, let animation = animation(map) else { return nil }
        return EntranceStep(element: element, effect: effect, at: at, animation: animation, span: span(node))
    }

    func feedback(_ node: Node) -> Feedback? {
        guard let map = MappingReader(node, .feedback, decoder: self) else { return nil }
        defer { map.finish() }
        let scale = map["scale"].flatMap { number($0, in: 0.5...1.5) }
        let haptic = map["haptic"].flatMap { enumValue($0, Feedback.Haptic.self) } ?? .none
        let hasTiming = Self.animationKeys.contains { map.has($0) }
        return Feedback(scale: scale, animation: hasTiming ? animation(map) : nil, haptic: haptic, span: span(node))
    }

    /// Reduced-motion alternatives; keys not given keep `base`'s value.
    func reducedMotion(_ node: Node, base: ReducedMotion) -> ReducedMotion? {
        guard let map = MappingReader(node, .reducedMotion, decoder: self) else { return nil }
        defer { map.finish() }
        var result = base
        if let node = map["transition"] { result.transition = transition(node) }
        if let node = map["entrance"] { result.entrance = enumValue(node, ReducedMotion.Entrance.self) }
        if let node = map["feedbackScale"] { result.feedbackScale = number(node, in: 0.5...1.5) }
        if let node = map["progress"] { result.progress = animation(node) }
        return result
    }

    func progressIndicator(_ node: Node) -> ProgressIndicator? {
        guard let map = MappingReader(node, .progress, decoder: self) else { return nil }
        defer { map.finish() }
        let style = map.required("style").flatMap { enumValue($0, ProgressIndicator.Style.self) }
        let track = map["track"].flatMap(colors.fill)
        let fill = map["fill"].flatMap(colors.fill)
        let height = map["height"].flatMap { number($0, in: 0...200) }
        let radius = map["cornerRadius"].flatMap { number($0, in: 0...200) }
        let animation = map["animation"].flatMap(animation)
        let background = map["background"].flatMap(boolean) ?? false
        let position = map["position"].flatMap { enumValue($0, ProgressIndicator.Position.self) } ?? .top
        let padding = map["padding"].flatMap { number($0, in: 0...200) }
        let shape = map["shape"].flatMap { enumValue($0, ProgressIndicator.Shape.self) }
        if shape == .capsule, let node = map.keyNode("cornerRadius") {
            sink.emit(.capsuleWithCornerRadius(at: span(node)))
        }
        guard let style else { return nil }
        return ProgressIndicator(
            style: style, track: track, fill: fill, height: height, cornerRadius: radius,
            shape: shape, animation: animation, background: background, position: position,
            padding: padding, span: span(node))
    }
}

extension Diagnostic {
    static func capsuleWithCornerRadius(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specConflictingKeys, "a capsule's ends are fully rounded; it has no `cornerRadius`", at: span,
            help: "remove `cornerRadius`, or `shape: capsule` to round the corners by that amount")
    }

    static func springKeyWithoutSpring(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specUnusedKey, "spring settings have no effect unless `curve: spring`", at: span,
            help: "set `curve: spring`, or remove the spring settings")
    }
}
