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
                #"how each text element and button looks on this screen and its states: `title`, `subtitle`, `body` or `caption` → a text style, a button slot → a button style"#
            ),
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
            Key(
                "icon", .either(.text, .mapping(.icon)),
                #"a symbol above the text: an SF Symbol's name, or an [icon](#310-icon) mapping that also names Android's; not together with `illustration`"#
            ),
            Key(
                "illustration", .either(.text, .mapping(.illustration)),
                #"an image the app ships: its asset name, or an [illustration](#311-illustration) mapping; not together with `icon`"#
            ),
        ] + Button.Slot.allCases.map { Key($0.rawValue, .either(.text, .mapping(.button)), $0.meaning) })

    static let state = MappingSchema(
        "state", noun: "a state", summary: "A variant of a screen shown in its place.", docs: DocsTable("3.15 State"),
        keys: [
            Key("id", .identifier, .required, #"the state's id"#),
            Key(
                "kind", .choice(ScreenState.Kind.self), default: .string(ScreenState.Kind.info.rawValue),
                #"what kind of state it is: `loading` (waiting for the system), `error` (something failed, usually with a way to try again) or `info`"#
            ),
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
            Key(
                "rendering", .choice(SymbolRendering.self),
                #"how the symbol's layers are coloured: one colour, shades of one colour, a palette, or its own colours"#
            ),
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

extension Screen.Role: Vocabulary {
    /// docs/spec-format.md's "Roles" table: "the screen …".
    var meaning: String {
        switch self {
        case .welcome: "greets the user, usually first"
        case .featureHighlight: "presents one feature"
        case .information: "explains something"
        case .disclaimer: "shows a notice the user should read (legal, medical, …)"
        case .consent: "asks the user to agree to something, usually with a checkbox"
        case .choice: "asks the user to pick from options"
        case .form: "asks for several answers"
        case .permissionEducation: "explains a permission before the system asks for it"
        case .permissionRequest: "asks for a permission (its button has `action: request-permission`)"
        case .paywall: "offers a subscription (has a `paywall`)"
        case .completion: "ends the flow, usually last"
        }
    }
}

extension Button.Slot: Vocabulary {
    /// What a slot's key of a screen or state means (docs/spec-format.md 3.9).
    var meaning: String {
        switch self {
        case .primary:
            "the main button, the one call to action: its label, or a [button](#312-button); by default it goes `next`"
        case .secondary:
            #"a second, less prominent button ("Maybe later", "Restore purchases"): its label, or a [button](#312-button); by default it goes `next`"#
        case .skip:
            "a button that skips ahead: its label, or a [button](#312-button); by default it skips to `complete`, which ends the flow as skipped"
        case .back:
            "a button that returns to the previous screen in the list: its label, or a [button](#312-button); by default `back`"
        case .close:
            "a button that closes the flow, often an icon (`xmark`) with an `accessibilityLabel`; by default `complete`, which ends the flow as dismissed"
        }
    }
}

extension ScreenState.Kind: Vocabulary {
    var meaning: String {
        switch self {
        case .loading: "the app is waiting for the system or a service: apps show a spinner"
        case .error: "something failed; usually says what, with a way to try again"
        case .info: "any other variant of the screen"
        }
    }
}

extension MappingSchema.SymbolRendering: Vocabulary {
    var meaning: String {
        switch self {
        case .monochrome: "every layer in the symbol's one colour"
        case .hierarchical: "the layers in shades of the one colour, the main layer strongest"
        case .palette: "each layer in a colour of its own, from the app's palette"
        case .multicolor: "the symbol's own colours (a red heart, a green leaf)"
        }
    }
}
