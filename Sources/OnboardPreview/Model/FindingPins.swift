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
}

/// Places each finding by its position: in the spec, the innermost screen, state or
/// dialog whose text holds it, then the element; in a translation file, the entry
/// that holds it, then wherever the spec shows that key.
enum FindingPins {
    static func pin(_ diagnostics: [Diagnostic], spec: Spec) -> [PinnedFinding] {
        let entries = spec.translations.flatMap(\.entries)
        return diagnostics.map { diagnostic in
            let at = diagnostic.span
            if at.file != spec.file, let entry = entries.first(where: { $0.span.holds(at) || $0.keySpan.holds(at) }) {
                return pin(diagnostic, key: entry.key, spec: spec)
            }
            for flow in spec.flows where flow.span.holds(at) {
                for screen in flow.screens where screen.span.holds(at) {
                    for state in screen.states where state.span.holds(at) {
                        return PinnedFinding(diagnostic: diagnostic, flow: flow.id,
                                             frame: Frame.id(flow: flow.id, screen: screen.id, state: state.id),
                                             element: element(of: state.content, at: at))
                    }
                    return PinnedFinding(diagnostic: diagnostic, flow: flow.id,
                                         frame: Frame.id(flow: flow.id, screen: screen.id),
                                         element: element(of: screen, at: at))
                }
                for dialog in flow.dialogs where dialog.span.holds(at) {
                    let copy = [dialog.title, dialog.message, dialog.confirm, dialog.cancel].compactMap { $0 }
                    return PinnedFinding(diagnostic: diagnostic, flow: flow.id, frame: Frame.id(flow: flow.id, dialog: dialog.id),
                                         element: copy.first { $0.span.holds(at) }.map { Frame.element(key: $0.key) })
                }
                return PinnedFinding(diagnostic: diagnostic, flow: flow.id)
            }
            return PinnedFinding(diagnostic: diagnostic)
        }
    }

    /// A finding in a translation: on the first frame that shows `key`.
    private static func pin(_ diagnostic: Diagnostic, key: String, spec: Spec) -> PinnedFinding {
        for flow in spec.flows {
            for screen in flow.screens {
                for state in screen.states where state.content.allCopy.contains(where: { $0.key == key }) {
                    return PinnedFinding(diagnostic: diagnostic, flow: flow.id,
                                         frame: Frame.id(flow: flow.id, screen: screen.id, state: state.id),
                                         element: Frame.element(key: key))
                }
                if screen.allCopy.contains(where: { $0.key == key }) {
                    return PinnedFinding(diagnostic: diagnostic, flow: flow.id, frame: Frame.id(flow: flow.id, screen: screen.id),
                                         element: Frame.element(key: key))
                }
            }
            for dialog in flow.dialogs where [dialog.title, dialog.message, dialog.confirm, dialog.cancel].contains(where: { $0?.key == key }) {
                return PinnedFinding(diagnostic: diagnostic, flow: flow.id, frame: Frame.id(flow: flow.id, dialog: dialog.id),
                                     element: Frame.element(key: key))
            }
            if flow.allCopy.contains(where: { $0.key == key }) { return PinnedFinding(diagnostic: diagnostic, flow: flow.id) }
        }
        return PinnedFinding(diagnostic: diagnostic)
    }

    /// The element of a screen at `at`: its copy, an input, the paywall's plan or feature, then its content's.
    private static func element(of screen: Screen, at: SourceSpan) -> String? {
        let copy = screen.allCopy.filter { $0.span.holds(at) }
        if let innermost = copy.last { return Frame.element(key: innermost.key) }
        if let input = screen.inputs.first(where: { $0.span.holds(at) }) { return Frame.element(input: input.id) }
        if let plan = screen.paywall?.plans.first(where: { $0.span.holds(at) }) { return Frame.element(plan: plan.id) }
        return element(of: screen.content, at: at)
    }

    /// The element of a screen's or state's content at `at`: its copy, a button, the picture.
    private static func element(of content: ScreenContent, at: SourceSpan) -> String? {
        if let copy = content.allCopy.last(where: { $0.span.holds(at) }) { return Frame.element(key: copy.key) }
        if let button = content.buttons.first(where: { $0.span.holds(at) }) { return Frame.element(button: button.slot.rawValue) }
        if content.visual?.span.holds(at) == true { return Frame.element(visual: ()) }
        return nil
    }
}

extension SourceSpan {
    /// Whether `other` starts inside this span (same file).
    func holds(_ other: SourceSpan) -> Bool {
        file == other.file && start.offset <= other.start.offset && other.start.offset <= end.offset
    }
}

extension Visual {
    /// Where the picture is written (a symbol: its name).
    fileprivate var span: SourceSpan {
        switch self {
        case .symbol(let symbol): symbol.span
        case .illustration(let illustration): illustration.span
        }
    }
}
