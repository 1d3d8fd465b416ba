/// The codes of `Syntax/`: the YAML text and its node tree.
extension DiagnosticCode {
    // msg: libyaml could not be initialised
    static let yamlInternal = DiagnosticCode(
        "yaml-internal", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: \(source.sizeDescription), more than the limit of \(limit) bytes
    static let yamlInputTooLarge = DiagnosticCode(
        "yaml-input-too-large", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: sequences and mappings are nested more than \(limit) levels deep
    static let yamlTooDeep = DiagnosticCode(
        "yaml-too-deep", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: this value is \(length) bytes long, more than the limit of \(limit) bytes
    static let yamlScalarTooLong = DiagnosticCode(
        "yaml-scalar-too-long", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: YAML syntax error: \(problem)
    static let yamlSyntax = DiagnosticCode(
        "yaml-syntax", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the file is not valid UTF-8 (byte \(CodePoint.byte(byte)))
    static let yamlInvalidUtf8 = DiagnosticCode(
        "yaml-invalid-utf8", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: control character \(CodePoint.name(scalar))\(name) is not allowed in YAML
    static let yamlControlCharacter = DiagnosticCode(
        "yaml-control-character", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the file holds no YAML document
    static let yamlEmpty = DiagnosticCode(
        "yaml-empty", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a spec file holds exactly one YAML document; this starts a second one
    static let yamlMultipleDocuments = DiagnosticCode(
        "yaml-multiple-documents", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: YAML tags are not allowed in specs (found `\(written)`); tags are never acted on
    static let yamlTag = DiagnosticCode(
        "yaml-tag", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: alias `*\(name)` refers to the node that contains it
    static let yamlRecursiveAlias = DiagnosticCode(
        "yaml-recursive-alias", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: alias `*\(name)` has no anchor `&\(name)` before it
    static let yamlUndefinedAlias = DiagnosticCode(
        "yaml-undefined-alias", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: aliases expand to more than \(limit) nodes (the alias budget); this looks like an alias bomb
    static let yamlAliasBudget = DiagnosticCode(
        "yaml-alias-budget", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a key must be a string, not \(kind)
    static let yamlNonStringKey = DiagnosticCode(
        "yaml-non-string-key", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a key must be a string, not null or empty
    static let yamlNullKey = DiagnosticCode(
        "yaml-null-key", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: YAML merge keys (`<<`) are not supported
    static let yamlMergeKey = DiagnosticCode(
        "yaml-merge-key", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: duplicate key `\(name)` in this mapping
    static let yamlDuplicateKey = DiagnosticCode(
        "yaml-duplicate-key", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let syntax: [DiagnosticCode] = [
        yamlInternal,
        yamlInputTooLarge,
        yamlTooDeep,
        yamlScalarTooLong,
        yamlSyntax,
        yamlInvalidUtf8,
        yamlControlCharacter,
        yamlEmpty,
        yamlMultipleDocuments,
        yamlTag,
        yamlRecursiveAlias,
        yamlUndefinedAlias,
        yamlAliasBudget,
        yamlNonStringKey,
        yamlNullKey,
        yamlMergeKey,
        yamlDuplicateKey,
    ]
}
