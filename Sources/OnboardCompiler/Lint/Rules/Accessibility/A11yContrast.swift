/// Text stands out from its background enough to be read (WCAG 2.1 AA).
struct A11yContrast: LintRule {
    static let normalRatio = RuleParameter.number(
        "normalRatio", default: 4.5, "the least contrast for normal text (7 for WCAG AAA)")
    static let largeRatio = RuleParameter.number(
        "largeRatio", default: 3, "the least contrast for large text (4.5 for WCAG AAA)")

    static let description = RuleDescription(
        id: "a11y-contrast",
        category: .accessibility,
        severity: .error,
        summary: "Text and background colours have a WCAG AA contrast ratio, in light and dark mode.",
        rationale: """
            Text that is too close to its background in brightness is hard or impossible to read for \
            people with low vision, and for everyone outdoors in sunlight. VegyScan's use case \
            (seed 004) asks for "High contrast (accessibility - REQ-NF-021)"; FloraFriend's primary \
            button (seed 000: "green background, white bold text") is white on system green, about \
            2.2:1. WCAG 2.1 AA asks for 4.5:1, or 3:1 for large text: at least 18 pt, or 14 pt bold \
            (semibold counts as bold; `headline` is semibold; iOS points are taken as WCAG points, as \
            Apple's guidelines do). Checked pairs: each `theme.buttons` slot's `foreground` on its \
            `background` (the label's size from its `font`, default `body`, and `weight`), and each \
            role `<name>Text` on the role `<name>Background` (a role `<slot>ButtonText` takes its size \
            from `theme.buttons.<slot>`; other roles count as normal text), and on each screen every \
            text element `styles` gives a `color` on the screen's `background` (the platform's white, \
            black in dark mode, when the screen gives none; the size from the style's `font`, default \
            `body`, and `weight`), on a screen with a `background` every text element without a \
            `color` (drawn in the platform's text colour, black, and white in dark mode: on a fixed \
            light background without a `dark` value, white on white), each button whose style the screen changes (its `foreground` on \
            its `background`, else on the screen's or the platform's), and on a screen with a `background` each shown \
            button whose theme style has a `foreground` but no `background`. The ratio is WCAG 2.1's: \
            relative luminance 0.2126 R + 0.7152 G + 0.0722 B of the linearised sRGB channels \
            (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4), then (lighter + 0.05) / \
            (darker + 0.05), never rounded up. A translucent text colour is drawn over its background \
            first; a translucent background over white in light mode and black in dark mode. Dark mode \
            is checked when either colour has a `dark` value (the other keeps its `light` one), and \
            always for text on the platform's background, which turns black. A theme \
            button style without a `background` draws on each screen, so it is checked only on screens \
            that give a `background`. One pair of colours is one finding, at its first place in the \
            file, however many roles and styles set it (the others are notes): one fix, or one \
            suppression, settles it.
            """,
        parameters: [
            Self.normalRatio.declaration,
            Self.largeRatio.declaration,
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    core-green: "#0A5042"
                    white: "#FFFFFF"
                  roles:
                    primaryButtonBackground: core-green
                    primaryButtonText: white
                  buttons:
                    primary: { background: core-green, foreground: white }
                flows: []
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    green: { light: "#34C759", dark: "#30D158", system: "Color.green" }
                    white: "#FFFFFF"
                  roles:
                    primaryButtonBackground: green
                    primaryButtonText: ⟦white
                  buttons:
                    primary: { background: green, foreground: white, weight: bold }
                flows: []
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    blue: { light: "#007AFF", dark: "#0A84FF" }
                  buttons:
                    primary: { background: blue, foreground: ⟦"#FFFFFF", font: body }
                flows: []
                """),
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    gray: "#767676"
                    orange: "#C2410C"
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        title: Grow more this spring
                        caption: Cancel anytime in Settings.
                        styles:
                          title: { font: largeTitle, color: orange }
                          caption: { font: footnote, color: gray }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    gray: "#8E8E93"
                    cream: "#FFF8E7"
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        background: cream
                        title: Grow more this spring
                        caption: Cancel anytime in Settings.
                        styles:
                          title: { font: largeTitle, color: gray }
                          caption: { font: footnote, color: ⟦gray }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        background: "#FFFFFF"
                        title: ⟦Grow more this spring
                        primary: { label: Done, action: complete }
                """),
        ])

    private struct Pair {
        var text: ColorRef
        /// Nil: the platform's background, white (black in dark mode).
        var background: ColorRef?
        var font: String?
        var weight: ButtonStyle.Weight?
        var path: String
    }

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let normal = context[Self.normalRatio]
        let large = context[Self.largeRatio]
        let pairs =
            Self.pairs(spec.theme)
            + spec.flows.flatMap { flow in
                flow.screens.flatMap { Self.pairs($0, in: flow, theme: spec.theme) }
            }
        let failing = pairs.compactMap { pair -> (pair: Pair, failures: [String], isLarge: Bool)? in
            let isLarge = WCAGTextSize.isLarge(font: pair.font, weight: pair.weight)
            let needed = isLarge ? large : normal
            var failures: [String] = []
            let (text, background) = (pair.text.value, pair.background?.value)
            let light = WCAGContrast.ratio(text: text, on: background, dark: false)
            if light < needed { failures.append("\(WCAGContrast.format(light)) in light mode") }
            if WCAGContrast.changesInDark(text: text, on: background) {
                let dark = WCAGContrast.ratio(text: text, on: background, dark: true)
                if dark < needed { failures.append("\(WCAGContrast.format(dark)) in dark mode") }
            }
            return failures.isEmpty ? nil : (pair, failures, isLarge)
        }
        // One colour pair, one finding: a pair a role and a button style both set (or two
        // styles) is reported at its first place in the file, the others as notes, so one
        // fix and one suppression settle it.
        var groups: [String: [(pair: Pair, failures: [String], isLarge: Bool)]] = [:]
        var order: [String] = []
        for item in failing {
            let key = "\(Self.name(item.pair.text))|\(Self.name(item.pair.background))|\(item.isLarge)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        return order.compactMap { key -> Finding? in
            let places = groups[key]!.sorted { $0.pair.text.span.start.offset < $1.pair.text.span.start.offset }
            guard let (pair, failures, isLarge) = places.first else { return nil }
            let needed = isLarge ? large : normal
            let size = WCAGTextSize.describe(font: pair.font, weight: pair.weight)
            let others = places.dropFirst().map {
                Diagnostic.Note("the same colours are set here too (`\($0.pair.path)`)", at: $0.pair.text.span)
            }
            return Finding(
                Self.textName(pair.text) + " on \(Self.name(pair.background)) has a contrast of "
                    + failures.joined(separator: " and ") + "; this text needs at least "
                    + WCAGContrast.format(needed),
                at: pair.text.span, path: pair.path,
                notes: [
                    .init(
                        isLarge
                            ? "the label is \(size): large text under WCAG, which needs \(WCAGContrast.format(large))"
                            : "the label is \(size): normal text under WCAG, which needs \(WCAGContrast.format(normal))"
                    )
                ]
                    + (pair.background.map { [.init("the background colour is set here", at: $0.span)] }
                        ?? [.init("the screen gives no `background`: the platform's is white (black in dark mode)")])
                    + others,
                help: "pick a darker background (or darker text on a light background) until the contrast "
                    + "reaches \(WCAGContrast.format(needed)) in every mode")
        }
    }

    /// Button styles in slot order, then `<name>Text` / `<name>Background` roles by name.
    private static func pairs(_ theme: Theme) -> [Pair] {
        var pairs: [Pair] = []
        for slot in Button.Slot.allCases {
            guard let style = theme.buttons[slot], let text = style.foreground, let background = style.background
            else { continue }
            pairs.append(
                Pair(
                    text: text, background: background, font: style.font, weight: style.weight,
                    path: "theme.buttons.\(slot.rawValue).foreground"))
        }
        for name in theme.roles.keys.sorted() where name.hasSuffix("Text") {
            let prefix = String(name.dropLast("Text".count))
            guard let text = theme.roles[name], let background = theme.roles[prefix + "Background"] else { continue }
            let slot = prefix.hasSuffix("Button") ? Button.Slot(rawValue: String(prefix.dropLast("Button".count))) : nil
            let style = slot.flatMap { theme.buttons[$0] }
            pairs.append(
                Pair(
                    text: text, background: background, font: style?.font, weight: style?.weight,
                    path: "theme.roles.\(name)"))
        }
        return pairs
    }

    /// A screen's styled text on its background, then its buttons: those whose style the
    /// screen changes, and the theme's unfilled ones on the screen's background.
    private static func pairs(_ screen: Screen, in flow: Flow, theme: Theme) -> [Pair] {
        let path = SpecPath.screen(flow, screen)
        let contents = [screen.content] + screen.states.map(\.content)
        var pairs = TextStyle.Slot.allCases.compactMap { slot -> Pair? in
            guard let copy = contents.lazy.compactMap({ $0.text(slot) }).first else { return nil }
            let style = screen.textStyles[slot]
            if let color = style?.color {
                return Pair(
                    text: color, background: screen.background, font: style?.font, weight: style?.weight,
                    path: "\(path).styles.\(slot.rawValue).color")
            }
            // Text in the platform's colour follows the appearance (black, white in dark mode);
            // a fixed background does not, when it gives no `dark` value: white on cream.
            guard let background = screen.background else { return nil }
            return Pair(
                text: ColorRef(name: nil, value: Self.platformText, span: copy.span),
                background: background, font: style?.font, weight: style?.weight, path: "\(path).\(slot.rawValue)")
        }
        for slot in Button.Slot.allCases where contents.contains(where: { $0.button(slot) != nil }) {
            let theirs = theme.buttons[slot]
            if let own = screen.buttonStyles[slot], var text = own.foreground {
                // A colour the screen's style keeps from the theme is reported at the screen's style.
                if text.span == theirs?.foreground?.span { text.span = own.span }
                pairs.append(
                    Pair(
                        text: text, background: screen.labelBackground(own), font: own.font,
                        weight: own.weight, path: "\(path).styles.\(slot.rawValue)"))
            } else if screen.buttonStyles[slot] == nil, let style = theirs, style.background == nil,
                let text = style.foreground, let background = screen.background
            {
                // The theme's filled buttons are checked once, with the theme; an unfilled one on each background.
                pairs.append(
                    Pair(
                        text: text, background: background, font: style.font, weight: style.weight,
                        path: "\(path).\(slot.rawValue)"))
            }
        }
        return pairs
    }

    /// The colour a text without a `color` style is drawn in: the platform's label colour,
    /// black in light mode and white in dark mode.
    static let platformText = ColorValue(light: WCAGContrast.black, dark: WCAGContrast.white)

    /// "`gray` text", or "text in the platform's colour" for a text without a `color` style.
    private static func textName(_ color: ColorRef) -> String {
        color.name == nil && color.value == platformText ? "text in the platform's colour" : "\(name(color)) text"
    }

    private static func name(_ color: ColorRef?) -> String {
        guard let color else { return "the platform's background" }
        return color.name.map { "`\($0)`" } ?? color.value.light.hex
    }
}
