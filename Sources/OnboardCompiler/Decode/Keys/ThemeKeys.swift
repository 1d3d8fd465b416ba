/// `theme`: named colours, colour roles, and the looks of buttons and text.
extension MappingSchema {
    static let theme = MappingSchema(
        "theme", noun: "`theme`", summary: "Named colours, colour roles and button styles.",
        docs: DocsTable("3.3 `theme`"),
        keys: [
            Key(
                "colors",
                .dictionary(keys: .formatted(.colorName), values: .either(.hexColor, .mapping(.colorDefinition))),
                #"the app's named colours"#),
            Key(
                "roles", .dictionary(keys: .text, values: .color),
                #"which colour plays which part (for example `primaryButtonBackground`, `primaryButtonText`); the contrast checks use them and the bundle carries them"#
            ),
            Key(
                "buttons", .dictionary(keys: .choice(Button.Slot.self), values: .mapping(.buttonStyle)),
                #"how the buttons of each slot look, on every screen of every flow. The slots are `primary`, `secondary`, `skip`, `back`, `close`"#
            ),
        ])

    static let colorDefinition = MappingSchema(
        "colorDefinition", noun: "a colour", summary: "A named colour: light and dark hex colours.",
        docs: DocsTable("3.3 `theme`", table: 1),
        keys: [
            Key("light", .hexColor, .required, #"the colour in light mode"#),
            Key("dark", .hexColor, #"the colour in dark mode"#),
            Key(
                "system", .text,
                #"the platform colour this stands for (`Color.green`), as documentation for developers"#),
            Key("opacity", .number(0...1), #"multiplies the opacity of `light` and `dark`"#),
        ])

    static let buttonStyle = MappingSchema(
        "buttonStyle", noun: "a button style", summary: "The look of the buttons of one slot.",
        docs: DocsTable("Button styles"),
        keys: [
            Key("background", .color, #"the button's fill"#),
            Key("foreground", .color, #"the colour of the label"#),
            Key("cornerRadius", .number(0...200), #"corner rounding, in points (iOS) / dp (Android)"#),
            Key("fullWidth", .boolean, default: .bool(false), #"the button spans the width of the screen"#),
            Key("font", .choice(FontStyle.self), #"the text style of the label"#),
            Key("weight", .choice(ButtonStyle.Weight.self), #"the font weight of the label"#),
        ])

    static let textStyle = MappingSchema(
        "textStyle", noun: "a text style", summary: "The look of one text element of a screen.",
        docs: DocsTable("3.8 Screen", table: 1),
        keys: [
            Key("font", .choice(FontStyle.self), #"the text style, as a button style's"#),
            Key("weight", .choice(ButtonStyle.Weight.self), #"the font weight"#),
            Key("color", .color, #"the colour of the text"#),
        ])
}

extension MappingSchema {
    /// The text styles a `font` names.
    enum FontStyle: String, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

extension MappingSchema.FontStyle: Vocabulary {
    var meaning: String {
        switch self {
        case .largeTitle: "the largest title (iOS 34 pt at the default size)"
        case .title: "a first-level title (28 pt)"
        case .title2: "a second-level title (22 pt)"
        case .title3: "a third-level title (20 pt)"
        case .headline: "a heading in body size, semibold (17 pt)"
        case .subheadline: "a subheading (15 pt)"
        case .body: "body text (17 pt)"
        case .callout: "a callout, a little smaller than body text (16 pt)"
        case .footnote: "a footnote (13 pt)"
        case .caption: "a caption (12 pt)"
        case .caption2: "the smallest caption (11 pt)"
        }
    }
}

extension ButtonStyle.Weight: Vocabulary {
    var meaning: String {
        switch self {
        case .regular: "the text style's regular weight"
        case .medium: "a little heavier than regular"
        case .semibold: "between medium and bold"
        case .bold: "the heaviest: for a strong call to action"
        }
    }
}
