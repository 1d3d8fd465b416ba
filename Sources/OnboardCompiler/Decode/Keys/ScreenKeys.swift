/// A screen, the content it shares with its states, its pictures and its styles.
extension MappingSchema {
    static let screen = MappingSchema(
        "screen", noun: "a screen", summary: "One screen of a flow.", docs: DocsTable("3.8 Screen"),
        keys: [
            Key("id", .identifier, .required, #"the screen's id; part of its text keys and a possible button target"#),
            Key("role", .choice(Screen.Role.self), .required, #"what kind of screen this is"#),
            Key("color", .color, #"the screen's accent colour (PageInstead: each feature screen's colour)"#),
            Key("background", .color, #"the screen's background; its states share it"#),
            Key(
                "styles", .mapping(.styles),
                #"how each text element and button looks on this screen and its states (below)"#),
            Key("inputs", .list(.mapping(.input)), #"checkboxes, choices and text fields"#),
            Key("states", .list(.mapping(.state)), #"variants of this screen shown in place (loading, error, …)"#),
            Key("entrance", .list(.mapping(.entranceStep)), #"how the elements appear, one after another"#),
            Key("paywall", .mapping(.paywall), #"a subscription offer on this screen"#),
            Key("optional", .boolean, default: .bool(false), #"the user may leave this step without answering"#),
            Key(
                "when", .text,
                #"a [condition](conditions.md): the screen is shown only when it holds as the user arrives, and otherwise passed, on in the direction they were going ([below](#screens-shown-only-when-a-condition-holds)); not on a flow's first screen"#
            ),
            Key("transition", .mapping(.transition), #"a transition for this screen instead of the flow's"#),
            Key(
                "swipe", .boolean,
                #"whether the user can swipe away from this screen to the next or previous one, instead of the flow's `swipe`"#
            ),
            Key(
                "progress", .fraction,
                #"how far along the flow this screen is, as the design states it (`20%`, or `0.2`). It does not move the progress indicator, which always follows the screen's place in the list; the review checks compare the two"#
            ),
        ],
        includes: [.content])

    /// The keys screens and states share: copy, a picture and buttons. Not a mapping of its own.
    static let content = MappingSchema(
        "content", noun: "content", summary: "The copy, picture and buttons of a screen or state.",
        docs: DocsTable("3.9 Content: text, picture and buttons"),
        keys: [
            Key("title", .copy, #"the headline"#),
            Key("subtitle", .copy, #"a line under the headline"#),
            Key("body", .copy, #"the main text"#),
            Key("caption", .copy, #"small print, a reassurance line"#),
            Key("icon", .either(.text, .mapping(.icon)), #"a symbol"#),
            Key("illustration", .either(.text, .mapping(.illustration)), #"an image"#),
        ] + Button.Slot.allCases.map { Key($0.rawValue, .either(.text, .mapping(.button)), #"buttons"#) })

    static let state = MappingSchema(
        "state", noun: "a state", summary: "A variant of a screen shown in its place.", docs: DocsTable("3.15 State"),
        keys: [
            Key("id", .identifier, .required, #"the state's id"#),
            Key(
                "kind", .choice(ScreenState.Kind.self), default: .string(ScreenState.Kind.info.rawValue),
                #"what kind of state it is"#),
            Key(
                "entrance", .list(.mapping(.entranceStep)),
                #"how the state's elements appear when it is shown, one after another; without it, the flow's `entrance` steps for the elements the state has"#
            ),
            Key(
                "when", .text,
                #"a [condition](conditions.md): the state is shown only when it holds as the user would see it, and otherwise the screen's own content is shown ([below](#states-shown-only-when-a-condition-holds))"#
            ),
        ],
        includes: [.content])

    /// `styles`: each text element's and button slot's look on one screen.
    static let styles = MappingSchema(
        "styles", noun: "`styles`", summary: "How each text element and button looks on this screen and its states.",
        docs: nil,
        keys: TextStyle.Slot.allCases.map { Key($0.rawValue, .mapping(.textStyle), "how the `\($0.rawValue)` looks") }
            + Button.Slot.allCases.map {
                Key(
                    $0.rawValue, .mapping(.buttonStyle),
                    "how the `\($0.rawValue)` button looks; the keys written replace the theme's style of the slot")
            })

    static let icon = MappingSchema(
        "icon", noun: "an icon", summary: "A symbol: an SF Symbol name on iOS, a Material Symbols name on Android.",
        docs: DocsTable("3.10 Icon"),
        keys: [
            Key("name", .text, .required, #"the symbol's name (`camera.fill`)"#),
            Key(
                "android", .formatted(.materialSymbol),
                #"the icon Android shows: a Material Symbols name (`photo_camera`), lower-case letters and digits joined by `_`. Without it an Android app shows no icon here (`icon-missing-android`)"#
            ),
            Key("size", .number(1...1000), #"size in points"#),
            Key("color", .color, #"the symbol's colour"#),
            Key("rendering", .choice(SymbolRendering.self), #"the symbol rendering mode"#),
            Key("accessibilityLabel", .copy, #"what a screen reader says for it. Key `<…>.icon.a11y`"#),
            Key("decorative", .boolean, default: .bool(false), #"the icon is decoration only; screen readers skip it"#),
        ])

    static let illustration = MappingSchema(
        "illustration", noun: "an illustration", summary: "An image the app ships.",
        docs: DocsTable("3.11 Illustration"),
        keys: [
            Key("asset", .text, .required, #"the name of the image asset in the app (ask the app team)"#),
            Key("animated", .boolean, default: .bool(false), #"the asset is an animation"#),
            Key("accessibilityLabel", .copy, #"what a screen reader says for it. Key `<…>.illustration.a11y`"#),
            Key(
                "decorative", .boolean, default: .bool(false), #"the image is decoration only; screen readers skip it"#),
        ])
}

extension MappingSchema.Key {
    /// `androidIcon`: the Android name beside the `icon` of a button, an input option and a
    /// paywall feature (a screen's icon mapping takes `android` instead).
    static let androidIcon = MappingSchema.Key(
        "androidIcon", .formatted(.materialSymbol),
        #"the Material Symbols name Android shows for `icon` (`close`), as an icon's `android`"#)
}

extension MappingSchema {
    /// A symbol's `rendering` mode.
    enum SymbolRendering: String, CaseIterable {
        case monochrome, hierarchical, palette, multicolor
    }
}
