/// The codes of the glossary (`glossary:`, docs/spec-format.md section 3.25).
extension DiagnosticCode {
    static let specGlossaryTerm = DiagnosticCode(
        "spec-glossary-term", .error,
        "A glossary term is empty, or starts or ends with white space (terms are found as whole words).",
        example: .spec(exampleSpec() + "glossary:\n  - FloraFriend\n  - ⟦\"\"\n"))

    static let specGlossaryDuplicate = DiagnosticCode(
        "spec-glossary-duplicate", .error, "A term is in the glossary twice.",
        example: .spec(
            exampleSpec() + "glossary:\n  - FloraFriend\n  - { term: ⟦FloraFriend, note: the app's name }\n"))

    /// Every code of the glossary, for the registry (`DiagnosticCodes.all`).
    static let glossary: [DiagnosticCode] = [specGlossaryTerm, specGlossaryDuplicate]
}
