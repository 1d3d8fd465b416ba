import OnboardCompiler

/// A finding placed where the page shows it: on a screen, state or dialog (its frame),
/// and there on the text, button, input or picture it concerns.
struct PinnedFinding: Hashable {
    var diagnostic: Diagnostic
    /// The flow it is in; nil: the app as a whole (the page's top lists it).
    var flow: String?
    /// The frame's id (`Frame.id`); nil: the flow as a whole.
    var frame: String?
    /// The element's id in the frame (`Frame.element…`); nil: the frame as a whole.
    var element: String?
    /// The one platform whose copy it concerns (a finding on an `android:` variant): its
    /// mark shows on that platform's screen only; nil: every platform's.
    var platform: String? = nil
}

/// Places each finding. A lint finding names its place in the spec's structure (`path`:
/// `flows[tour].screens[welcome].primary`, or `copy[<key>]`): that gives its flow and
/// frame even in a screen two flows share through a YAML alias. Otherwise, and for the
/// element within the frame, its position: the innermost screen, state or dialog, then
/// element, whose text holds it; in a translation file, the entry that holds it, then
/// wherever the spec shows that key.
enum FindingPins {
    static func pin(_ diagnostics: [Diagnostic], spec: Spec) -> [PinnedFinding] {
        let frames = FrameElements.all(of: spec)
        let entries = spec.translations.flatMap(\.entries)
        return diagnostics.map { diagnostic in
            let at = diagnostic.span
            var place = StructurePath(diagnostic.path ?? "")
            if place.key == nil, at.file != spec.file,
                let entry = entries.first(where: { $0.span.holds(at) || $0.keySpan.holds(at) })
            {
                place.key = entry.key
            }
            if let key = place.key, let frame = frames.first(where: { $0.element(key: key) != nil }) {
                return PinnedFinding(
                    diagnostic: diagnostic, flow: frame.flow, frame: frame.id, element: frame.element(key: key),
                    platform: frame.platform(key: key) ?? frame.platform(at: at))
            }
            let candidates = frames.filter { frame in
                (place.flow.map { $0 == frame.flow } ?? true)
                    && (place.frame.map { $0 == frame.id } ?? frame.span.holds(at))
            }
            // The innermost: a state's span lies inside its screen's.
            if let frame = candidates.min(by: { $0.span.length < $1.span.length }) {
                return PinnedFinding(
                    diagnostic: diagnostic, flow: frame.flow, frame: frame.id, element: frame.element(at: at),
                    platform: frame.platform(at: at))
            }
            let flow = place.flow ?? spec.flows.first { $0.span.holds(at) }?.id
            return PinnedFinding(diagnostic: diagnostic, flow: flow)
        }
    }
}

/// The flow, frame and copy key a lint finding's `path` names.
private struct StructurePath {
    var flow: String?
    var frame: String?
    var key: String?

    init(_ path: String) {
        key = Self.bracketed("copy", in: path)
        guard let flow = Self.bracketed("flows", in: path) else { return }
        self.flow = flow
        if let dialog = Self.bracketed("dialogs", in: path) {
            frame = Frame.id(flow: flow, dialog: dialog)
        } else if let screen = Self.bracketed("screens", in: path) {
            frame = Frame.id(flow: flow, screen: screen, state: Self.bracketed("states", in: path))
        }
    }

    /// `x` in `name[x]` in the path (ids and keys hold no brackets).
    private static func bracketed(_ name: String, in path: String) -> String? {
        guard let open = path.range(of: name + "["), let close = path[open.upperBound...].firstIndex(of: "]") else {
            return nil
        }
        return String(path[open.upperBound..<close])
    }
}

/// A frame of the page and what a finding can be pinned to in it: each piece of copy
/// under the id of the element that shows it (a button's label is the button), and the
/// spans of its buttons, inputs, plans and picture.
private struct FrameElements {
    var flow: String
    var id: String
    var span: SourceSpan
    /// Copy, innermost last, with the element that shows it.
    var copy: [(copy: Copy, element: String)] = []
    /// Elements known by where they are written.
    var parts: [(span: SourceSpan, element: String)] = []

    /// The element that shows `key`'s text: its copy, or the copy it is a platform variant of
    /// (`….title.android`: the same element, drawn with the Android text on an Android phone).
    func element(key: String) -> String? {
        copy.first { $0.copy.key == key || $0.copy.variants.contains { $0.key == key } }?.element
    }

    /// The platform of the variant whose key is `key`; nil for a copy's own key.
    func platform(key: String) -> String? {
        copy.lazy.compactMap { $0.copy.variants.first { $0.key == key } }.first?.platform?.rawValue
    }

    /// The platform of the variant written where `at` is; nil elsewhere.
    func platform(at: SourceSpan) -> String? {
        copy.lazy.compactMap { $0.copy.variants.first { $0.span.holds(at) } }.first?.platform?.rawValue
    }

    func element(at: SourceSpan) -> String? {
        copy.last { $0.copy.span.holds(at) }?.element
            ?? parts.filter { $0.span.holds(at) }.min { $0.span.length < $1.span.length }?.element
    }

    static func all(of spec: Spec) -> [FrameElements] {
        var frames: [FrameElements] = []
        for flow in spec.flows {
            for screen in flow.screens {
                var frame = FrameElements(
                    flow: flow.id, id: Frame.id(flow: flow.id, screen: screen.id), span: screen.span)
                frame.add(screen.content)
                for input in screen.inputs {
                    frame.parts.append((input.span, Frame.element(input: input.id)))
                    if let label = input.label { frame.copy.append((label, Frame.element(input: input.id))) }
                    for copy in [input.field?.placeholder, input.field?.validation].compactMap({ $0 })
                        + input.options.map(\.label)
                    {
                        frame.copy.append((copy, Frame.element(key: copy.key)))
                    }
                }
                if let paywall = screen.paywall {
                    for feature in paywall.features {
                        frame.copy.append((feature.text, Frame.element(key: feature.text.key)))
                    }
                    for plan in paywall.plans {
                        frame.parts.append((plan.span, Frame.element(plan: plan.id)))
                        if let label = plan.label { frame.copy.append((label, Frame.element(plan: plan.id))) }
                    }
                }
                frames.append(frame)
                for state in screen.states {
                    var stateFrame = FrameElements(
                        flow: flow.id, id: Frame.id(flow: flow.id, screen: screen.id, state: state.id),
                        span: state.span)
                    stateFrame.add(state.content)
                    frames.append(stateFrame)
                }
            }
            for dialog in flow.dialogs {
                var frame = FrameElements(
                    flow: flow.id, id: Frame.id(flow: flow.id, dialog: dialog.id), span: dialog.span)
                for copy in [dialog.title, dialog.message, dialog.confirm, dialog.cancel].compactMap({ $0 }) {
                    frame.copy.append((copy, Frame.element(key: copy.key)))
                }
                frames.append(frame)
            }
        }
        return frames
    }

    /// A screen's or state's texts, picture and buttons.
    private mutating func add(_ content: ScreenContent) {
        for copy in [content.title, content.subtitle, content.body, content.caption].compactMap({ $0 }) {
            self.copy.append((copy, Frame.element(key: copy.key)))
        }
        switch content.visual {
        case .symbol(let symbol)?:
            parts.append((symbol.span, Frame.element(visual: ())))
            if let android = symbol.android { parts.append((android.span, Frame.element(visual: ()))) }
            if let label = symbol.accessibilityLabel { copy.append((label, Frame.element(visual: ()))) }
        case .illustration(let illustration)?:
            parts.append((illustration.span, Frame.element(visual: ())))
            if let label = illustration.accessibilityLabel { copy.append((label, Frame.element(visual: ()))) }
        case nil:
            break
        }
        for button in content.buttons {
            let element = Frame.element(button: button.slot.rawValue)
            parts.append((button.span, element))
            for label in [button.label, button.accessibilityLabel].compactMap({ $0 }) { copy.append((label, element)) }
        }
    }
}

extension SourceSpan {
    /// Whether `other` starts inside this span (same file).
    func holds(_ other: SourceSpan) -> Bool {
        file == other.file && start.offset <= other.start.offset && other.start.offset <= end.offset
    }

    /// Its length in bytes: the smaller of two spans that hold a place is the inner one.
    var length: Int { end.offset - start.offset }
}
