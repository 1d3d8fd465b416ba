/// A screen's way out is not drawn fainter than its way in, nor much smaller.
struct DarkDeclineProminence: LintRule {
    static let leastRatio = RuleParameter.number(
        "leastRatio", default: 3, "the least contrast of a decline's label, unless the accept's is no higher")
    static let leastSize = RuleParameter.number(
        "leastSize", default: 0.75, "the least size of a decline's label, as a fraction of the accept's")

    static let description = RuleDescription(
        id: "dark-decline-prominence",
        category: .policy,
        severity: .warning,
        summary:
            "A decline (a close, skip or secondary button that declines) is not fainter than the accept, nor much smaller, in light and dark mode.",
        rationale: """
            A "No thanks" drawn in pale grey, or in a fraction of the accept's size, hides the way out: \
            the FTC staff report "Bringing Dark Patterns to Light" (2022) names such visual \
            interference, and EU DSA art. 25 forbids interfaces that push one choice. A plain text \
            button beside a filled one is the usual design and passes; the rule reports a decline that \
            is hard to see. On every screen and state with a primary button (the accept: continue, \
            allow, buy) it checks each button that declines (a close, skip or secondary button that \
            goes on without buying or asking, as `dark-confirmshaming` reads them). Faint: the \
            decline's label colour (its button style's `foreground`; a style without one draws in the \
            app's accent colour, unknown here, and is not checked) has a contrast under \
            `leastRatio` (3:1, WCAG's least for large text and for controls, 1.4.11) against what it \
            is drawn on (its own `background`, else the screen's, else the platform's), in light or \
            dark mode, while the accept's label has more in the same mode (an accept in the \
            platform's colours counts as more; a decline beside an accept as faint is \
            `a11y-contrast`'s finding, not a push to one choice). Contrast and appearances are `a11y-contrast`'s: dark \
            mode is checked when a colour of either button has a `dark` value or either is drawn on \
            the platform's background. \
            Small: the decline's text style is under `leastSize` (75 %) of the accept's in points \
            (`body`, 17 pt, when the style gives none): `footnote` (13 pt) beside a `body` button \
            passes, `caption` (12 pt) does not. A dialog's cancel is drawn by the system and is not \
            checked. A theme style reported once is one finding, at the style, with the screens it \
            is seen on as notes; a screen's own `styles` or `background` is reported on that screen.
            """,
        parameters: [Self.leastRatio.declaration, Self.leastSize.declaration],
        packs: [.darkPatterns],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    blue: "#0A58CA"
                    white: "#FFFFFF"
                    gray: "#6C6C70"
                  buttons:
                    primary: { background: blue, foreground: white }
                    secondary: { foreground: gray, font: footnote }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        title: "Save 40% with Pro"
                        primary: { label: Upgrade, action: complete }
                        secondary: { label: "Not now", action: skip, to: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    blue: "#0A58CA"
                    white: "#FFFFFF"
                    mist: "#C7C7CC"
                  buttons:
                    primary: { background: blue, foreground: white }
                    secondary: { foreground: ⟦mist }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        title: "Save 40% with Pro"
                        primary: { label: Upgrade, action: complete }
                        secondary: { label: "Not now", action: skip, to: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    ink: { light: "#3C3C43", dark: "#3A3A3C" }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        title: "Save 40% with Pro"
                        styles:
                          secondary: { foreground: ⟦ink }
                        primary: { label: Upgrade, action: complete }
                        secondary: { label: "Not now", action: skip, to: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  buttons:
                    primary: { font: title3, weight: bold }
                    skip: ⟦{ font: caption2 }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        title: "Welcome"
                        primary: { label: Get started, action: complete }
                        skip: { label: Skip, action: skip, to: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let (least, fraction) = (context[Self.leastRatio], context[Self.leastSize])
        var findings: [Finding] = []
        // One place, one finding: a theme style seen on several screens names the others in notes.
        var placed: [String: (index: Int, screens: Set<String>)] = [:]
        for flow in spec.flows {
            let graph = context.graph(flow)
            for node in graph.nodes {
                guard let accept = graph.content(node).button(.primary) else { continue }
                let screen = graph.screen(node)
                let look = DeclineProminence(screen: screen, theme: spec.theme, accept: accept)
                let screenPath = SpecPath.screen(flow, screen)
                for decline in graph.dismissButtons(node) {
                    let found = [
                        Self.faint(decline, look.faint(decline, least: least), look, screenPath, least),
                        look.isSmall(decline, fraction: fraction)
                            ? Self.small(decline, look, screenPath, fraction) : nil,
                    ]
                    for (kind, finding) in zip(["faint", "small"], found) {
                        guard let finding else { continue }
                        let key = "\(kind)|\(finding.span.start.offset)"
                        guard let (index, screens) = placed[key] else {
                            placed[key] = (findings.count, [screenPath])
                            findings.append(finding)
                            continue
                        }
                        guard !screens.contains(screenPath) else { continue }
                        placed[key]?.screens.insert(screenPath)
                        findings[index].notes.append(
                            .init(
                                "the same decline is shown on `\(screenPath)`", at: decline.label?.span ?? decline.span)
                        )
                    }
                }
            }
        }
        return findings
    }

    /// A decline whose label is faint in some appearance, at the colour that draws it: the
    /// theme's, or the screen's style or background when the screen changes how it looks.
    private static func faint(
        _ decline: Button, _ faint: [DeclineProminence.Faint], _ look: DeclineProminence, _ screenPath: String,
        _ least: Double
    ) -> Finding? {
        let slot = decline.slot
        guard !faint.isEmpty, let style = look.screen.buttonStyle(slot, theme: look.theme),
            let text = style.foreground
        else { return nil }
        let background = look.screen.labelBackground(style)
        let place: (span: SourceSpan, path: String)
        if let own = look.screen.buttonStyles[slot] {
            let inherited = text.span == look.theme.buttons[slot]?.foreground?.span
            place = (inherited ? own.span : text.span, "\(screenPath).styles.\(slot.rawValue)")
        } else if style.background == nil, look.screen.background != nil {
            place = (decline.label?.span ?? decline.span, "\(screenPath).\(slot.rawValue)")
        } else {
            place = (text.span, "theme.buttons.\(slot.rawValue).foreground")
        }
        func mode(_ dark: Bool) -> String { dark ? "dark mode" : "light mode" }
        let ratios = faint.map { "\(WCAGContrast.format($0.ratio)) in \(mode($0.dark))" }
        let theirs = faint.compactMap { item in
            item.accept.map { "\(WCAGContrast.format($0)) in \(mode(item.dark))" }
        }
        return Finding(
            "the decline \(name(decline)) is fainter than the accept \(name(look.accept)): \(colorName(text)) on "
                + "\(background.map(colorName) ?? "the platform's background") has a contrast of "
                + ratios.joined(separator: " and ") + ", under \(WCAGContrast.format(least))",
            at: place.span, path: place.path,
            notes: [
                .init(
                    "the accept is here"
                        + (theirs.isEmpty
                            ? ", in the platform's colours" : ", at " + theirs.joined(separator: " and ")),
                    at: look.accept.label?.span ?? look.accept.span)
            ]
                + (background.map { [.init("the decline is drawn on this colour", at: $0.span)] }
                    ?? [.init("the screen gives no `background`: the platform's is white (black in dark mode)")]),
            help: "draw the decline in a colour with at least \(WCAGContrast.format(least)) against what it is "
                + "drawn on, in every mode: a plain text button beside a filled one is fine, a faint one hides the way out"
        )
    }

    /// A decline drawn much smaller than the accept, at the style that sizes it.
    private static func small(
        _ decline: Button, _ look: DeclineProminence, _ screenPath: String, _ fraction: Double
    ) -> Finding {
        let slot = decline.slot
        let place: (span: SourceSpan, path: String) =
            if let own = look.screen.buttonStyles[slot] {
                (own.span, "\(screenPath).styles.\(slot.rawValue)")
            } else if let style = look.theme.buttons[slot] {
                (style.span, "theme.buttons.\(slot.rawValue)")
            } else {
                (decline.label?.span ?? decline.span, "\(screenPath).\(slot.rawValue)")
            }
        let (font, acceptFont) = (look.font(decline) ?? "body", look.font(look.accept) ?? "body")
        let needed = fraction * WCAGTextSize.size(font: acceptFont)
        let percent = Int((fraction * 100).rounded())
        // The smallest text style that reaches the size, to name in the help.
        let enough = WCAGTextSize.points.filter { $0.value >= needed }.min { ($0.value, $0.key) < ($1.value, $1.key) }
        return Finding(
            "the decline \(name(decline)) is smaller than the accept \(name(look.accept)): `\(font)` "
                + "(\(points(font))) beside `\(acceptFont)` (\(points(acceptFont))), under \(percent) % of its size",
            at: place.span, path: place.path,
            notes: [.init("the accept is here", at: look.accept.label?.span ?? look.accept.span)],
            help: "give the decline a text style of at least \(percent) % of the accept's size"
                + (enough.map { ": `\($0.key)` (\(points($0.key))) or larger" } ?? ""))
    }

    private static func points(_ font: String) -> String { "\(Int(WCAGTextSize.size(font: font))) pt" }

    /// `"Not now"`, or the button's accessibility label or slot when it shows only an icon.
    private static func name(_ button: Button) -> String {
        if let label = button.label ?? button.accessibilityLabel { return "\"\(label.text)\"" }
        return "(the \(button.slot.rawValue) button)"
    }

    private static func colorName(_ color: ColorRef) -> String {
        color.name.map { "`\($0)`" } ?? color.value.light.hex
    }
}
