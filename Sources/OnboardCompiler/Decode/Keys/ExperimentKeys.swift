/// An experiment and its variants (docs/spec-format.md, "Experiments").
extension MappingSchema {
    static let experiment = MappingSchema(
        "experiment", noun: "an experiment", summary: "A test of variants, each user in one of them.",
        docs: DocsTable("3.24 Experiments"),
        keys: [
            Key(
                "id", .identifier, .required,
                #"the experiment's id: conditions read its variant as `experiment.ID`, events and analyses name it; not a flow's id"#
            ),
            Key(
                "salt", .text,
                #"hashed with the id and the user's id to assign variants (none: the empty text); a new salt reshuffles every user ([assignment](bundle-format.md#experiments))"#
            ),
            Key(
                "audience", .text,
                #"a [condition](conditions.md) on `platform`, `app.version`, `locale.*` and `attribute.*`: only users for whom it holds are in the experiment; the others see the spec as written"#
            ),
            Key(
                "variants", .list(.mapping(.experimentVariant), atLeast: 2), .required,
                #"the variants, the first usually the control; their weights sum to 100"#),
        ])

    static let experimentVariant = MappingSchema(
        "experimentVariant", noun: "a variant", summary: "One variant of an experiment.",
        docs: DocsTable("Variant"),
        keys: [
            Key("id", .identifier, .required, #"the variant's id, unique in its experiment"#),
            Key(
                "weight", .integer(0...100), .required,
                #"its share of users, in percent; 0 takes no new user and keeps those it has"#),
            Key(
                "texts", .dictionary(keys: .text, values: .copy),
                #"texts this variant shows instead of the spec's: the key of a text of the spec (`onboarding.welcome.title`), then the variant's text. Key `<key>.<experiment>.<variant>`"#
            ),
        ])
}
