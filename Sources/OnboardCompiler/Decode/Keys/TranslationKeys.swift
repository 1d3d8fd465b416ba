/// A translation file (`specs/<app>.l10n/<locale>.yaml`).
extension MappingSchema {
    static let translation = MappingSchema(
        "translation", noun: "a translation",
        summary: "The translations of one spec into one language (docs/spec-format.md, 8.2).",
        docs: DocsTable("8.2 Translation files"),
        keys: [
            Key("locale", .locale, .required, #"the language of this file (a BCP-47 tag, as `sourceLocale`)"#),
            Key(
                "strings", .dictionary(keys: .text, values: .either(.text, .mapping(.translatedText))), .required,
                #"the translations, by the keys of section 4"#),
            Key(
                "sources", .dictionary(keys: .text, values: .formatted(.fingerprint)),
                #"for each translation, a fingerprint of the source text it was made from (see *Stale translations* below); written by onboardc, not by hand"#
            ),
        ])

    static let translatedText = MappingSchema(
        "translatedText", noun: "a translated text", summary: "A translation that someone must check.",
        docs: DocsTable("8.2 Translation files", table: 1),
        keys: [
            Key("text", .text, .required, #"the translated text, with the same placeholders as the source text"#),
            Key(
                "review", .boolean, default: .bool(false),
                #"someone must check the translation (shown as *needs review* in Xcode and to translators)"#),
        ])
}
