/// The content of every screen and in-screen state, with its path and a name for messages.
enum AccessibilityContent {
    struct Site {
        var content: ScreenContent
        /// `flows[f].screens[s]` or `flows[f].screens[s].states[x]`.
        var path: String
        /// "screen `s`" or "state `x` of screen `s`".
        var name: String
    }

    static func sites(in spec: Spec) -> [Site] {
        spec.flows.flatMap { flow in
            flow.screens.flatMap { screen in
                [Site(content: screen.content, path: SpecPath.screen(flow, screen), name: "screen `\(screen.id)`")]
                    + screen.states.map { state in
                        Site(
                            content: state.content, path: SpecPath.state(flow, screen, state),
                            name: "state `\(state.id)` of screen `\(screen.id)`")
                    }
            }
        }
    }

    /// The image of a content, in the terms the accessibility rules need.
    struct Image {
        var label: Copy?
        var decorative: Bool
        var span: SourceSpan
        /// `icon` or `illustration`, the key it is written under.
        var key: String
        /// "icon `camera.fill`", "illustration `onboarding-scan-menu`".
        var name: String
    }

    static func image(of content: ScreenContent) -> Image? {
        switch content.visual {
        case .symbol(let symbol)?:
            Image(
                label: symbol.accessibilityLabel, decorative: symbol.decorative, span: symbol.span, key: "icon",
                name: "icon `\(symbol.name)`")
        case .illustration(let illustration)?:
            Image(
                label: illustration.accessibilityLabel, decorative: illustration.decorative,
                span: illustration.span, key: "illustration", name: "illustration `\(illustration.asset)`")
        case nil:
            nil
        }
    }

    /// A label that says nothing (missing, empty or only spaces).
    static func isBlank(_ label: Copy?) -> Bool {
        label?.text.allSatisfy(\.isWhitespace) ?? true
    }
}
