/// A term of the glossary written as a mapping: `{ term, note }`.
extension MappingSchema {
    static let glossaryTerm = MappingSchema(
        "glossaryTerm", noun: "a glossary term", summary: "A name that stays as it is, with a note for translators.",
        docs: DocsTable("3.25 Glossary"),
        keys: [
            Key(
                "term", .text, .required,
                #"the name as copy writes it (`FloraFriend PRO`): found as whole words, in this case"#),
            Key(
                "note", .text,
                #"a note for translators, shown beside each text that holds the term in the XLIFF export"#),
        ])
}
