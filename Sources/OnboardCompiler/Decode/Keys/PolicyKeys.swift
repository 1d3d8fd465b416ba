/// `policy`: the rules a flow must follow, with its `tone` and `timing`.
extension MappingSchema {
    static let policy = MappingSchema(
        "policy", noun: "`policy`", summary: "The rules a flow must follow; only the keys given change.",
        docs: DocsTable("3.5 `policy`"),
        keys: [
            Key(
                "maxScreens", .integer(1...1000),
                #"the most screens a flow may have (`business-max-screens` reports a flow with more)"#),
            Key(
                "permissionPrompts", .choice(Policy.Permission.self),
                default: .string(Policy.Permission.allowed.rawValue),
                #"whether flows may ask for system permissions"#),
            Key(
                "accountCreation", .choice(Policy.Permission.self),
                default: .string(Policy.Permission.allowed.rawValue),
                #"whether flows may ask the user to create an account"#),
            Key("alwaysSkippable", .boolean, default: .bool(false), #"every screen must offer a way to skip"#),
            Key("skipConfirmation", .boolean, default: .bool(false), #"skipping must be confirmed in a dialog"#),
            Key(
                "announceScreenPosition", .boolean, default: .bool(false),
                #"screen readers announce "screen *i* of *N*" on each screen (the only policy key the apps see)"#),
            Key("headlineWords", .pair(.integer(0...1000)), #"allowed length of titles, in words"#),
            Key("bodyWords", .pair(.integer(0...1000)), #"allowed length of body text, in words"#),
            Key("tone", .mapping(.tone), #"the voice of the copy"#),
            Key("timing", .mapping(.timing), #"time limits for motion"#),
        ])

    static let tone = MappingSchema(
        "tone", noun: "`tone`", summary: "The voice of the copy.", docs: DocsTable("`tone`"),
        keys: [
            Key("voice", .text, #"the voice in a word or two (`playful`, `calm and precise`)"#),
            Key(
                "avoid", .list(.either(.text, .mapping(.avoidWord))),
                #"words the copy should not use, each alone or with what to write instead (`copy-avoid-words` reports each use)"#
            ),
            Key(
                "contractions", .choice(Policy.Contractions.self), default: .string(Policy.Contractions.any.rawValue),
                #"whether copy should say "you'll" or "you will""#),
        ])

    static let avoidWord = MappingSchema(
        "avoidWord", noun: "a word to avoid", summary: "A word the copy should not use, and what to write instead.",
        docs: DocsTable("`tone`", table: 1),
        keys: [
            Key("word", .text, .required, #"the word to avoid"#),
            Key("use", .text, #"what to write instead"#),
        ])

    static let timing = MappingSchema(
        "timing", noun: "`timing`", summary: "Time limits for motion.", docs: DocsTable("`timing`"),
        keys: [
            Key("maxTransition", .duration, #"longest screen-to-screen transition"#),
            Key(
                "maxPrimaryActionDelay", .duration, #"latest moment the primary button may become visible and tappable"#
            ),
            Key("maxCompletionDelay", .duration, #"longest time from the last tap to the main app"#),
        ])
}

extension Policy.Permission: Vocabulary {
    var meaning: String {
        switch self {
        case .allowed: "flows may do it"
        case .forbidden: "no flow may do it; lint reports every screen that does"
        }
    }
}

extension Policy.Contractions: Vocabulary {
    var meaning: String {
        switch self {
        case .prefer: #"write "you'll", not "you will""#
        case .avoid: #"write "you will", not "you'll""#
        case .any: "either; lint does not check"
        }
    }
}
