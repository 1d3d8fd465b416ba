/// The codes of `Syntax/`: the YAML text and its node tree.
extension DiagnosticCode {
    static let yamlInternal = DiagnosticCode(
        "yaml-internal", .error, "libyaml could not be started, so the file was not read.",
        example: .none(
            because: "it reports a failure of libyaml itself (out of memory while it starts), not of the file"))

    static let yamlInputTooLarge = DiagnosticCode(
        "yaml-input-too-large", .error, "The file is larger than `--max-input-bytes` allows; it is not read.",
        example: .spec(
            """
            ⟦version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            """, limits: ParseLimits(maxInputBytes: 32)))

    static let yamlTooDeep = DiagnosticCode(
        "yaml-too-deep", .error, "Lists and mappings are nested deeper than `--max-depth` allows.",
        example: .spec(
            """
            version: 1
            app:
              id: demo
              name: ⟦{ nested: { too: deep } }
            """, limits: ParseLimits(maxDepth: 2)))

    static let yamlScalarTooLong = DiagnosticCode(
        "yaml-scalar-too-long", .error, "A single value is longer than `--max-scalar-bytes` allows.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: ⟦A name far longer than the limit, platforms: [ios] }
            """, limits: ParseLimits(maxScalarBytes: 16)))

    static let yamlSyntax = DiagnosticCode(
        "yaml-syntax", .error, "The text is not valid YAML (libyaml's message says what it expected).",
        example: .spec(
            """
            version: 1
            app:
              id: demo
             ⟦name: Demo
            """))

    static let yamlInvalidUTF8 = DiagnosticCode(
        "yaml-invalid-utf8", .error, "The file has bytes that are not UTF-8; save it as UTF-8.",
        example: .specBytes(
            Array("version: 1\napp: { id: demo, name: Caf⟦".utf8) + [0xE9] + Array(", platforms: [ios] }\n".utf8)))

    static let yamlControlCharacter = DiagnosticCode(
        "yaml-control-character", .error,
        "The file has a control character that YAML does not allow (often pasted from elsewhere).",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: De⟦\u{7}mo, platforms: [ios] }
            """))

    static let yamlEmpty = DiagnosticCode(
        "yaml-empty", .error, "The file holds no YAML document: it is empty or only comments.",
        example: .spec(
            """
            ⟦# The spec of the demo app: to be written.
            """))

    static let yamlMultipleDocuments = DiagnosticCode(
        "yaml-multiple-documents", .error,
        "The file holds a second YAML document (after `---`); a spec is one document.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            ⟦---
            version: 1
            """))

    static let yamlTag = DiagnosticCode(
        "yaml-tag", .error, "A value has a YAML tag (`!!str`, `!custom`); specs do not use tags.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: ⟦!!str Demo, platforms: [ios] }
            """))

    static let yamlRecursiveAlias = DiagnosticCode(
        "yaml-recursive-alias", .error, "An alias refers to the node that contains it, which would repeat without end.",
        example: .spec(
            """
            version: 1
            app: &app { id: demo, name: Demo, platforms: [ios], copy: ⟦*app }
            """))

    static let yamlUndefinedAlias = DiagnosticCode(
        "yaml-undefined-alias", .error, "An alias (`*name`) has no anchor (`&name`) before it.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: ⟦*app-name, platforms: [ios] }
            """))

    static let yamlAliasBudget = DiagnosticCode(
        "yaml-alias-budget", .error, "Aliases repeat more nodes than `--max-alias-nodes` allows (an alias bomb).",
        example: .spec(
            """
            version: 1
            a: &a [x, x, x]
            b: &b [*a, *a, *a]
            c: [⟦*b, *b]
            """, limits: ParseLimits(maxAliasNodes: 20)))

    static let yamlNonStringKey = DiagnosticCode(
        "yaml-non-string-key", .error, "A key is a list or a mapping; keys are text.",
        example: .spec(
            """
            version: 1
            ⟦[app]: demo
            """))

    static let yamlNullKey = DiagnosticCode(
        "yaml-null-key", .error, "A key is empty or null; keys are text.",
        example: .spec(
            """
            version: 1
            ⟦~: demo
            """))

    static let yamlMergeKey = DiagnosticCode(
        "yaml-merge-key", .error, "A mapping uses a merge key (`<<`), which specs do not support.",
        example: .spec(
            """
            version: 1
            app: { ⟦<<: { id: demo }, name: Demo, platforms: [ios] }
            """))

    static let yamlDuplicateKey = DiagnosticCode(
        "yaml-duplicate-key", .error, "A mapping has the same key twice; YAML readers would keep only one of them.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: hasOnboarded }
                screens:
                  - id: welcome
                    role: welcome
                    title: Hello
                    ⟦title: Welcome
                    primary: { label: Start, action: complete }
            """))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let syntax: [DiagnosticCode] = [
        yamlInternal, yamlInputTooLarge, yamlTooDeep, yamlScalarTooLong, yamlSyntax, yamlInvalidUTF8,
        yamlControlCharacter, yamlEmpty, yamlMultipleDocuments, yamlTag, yamlRecursiveAlias, yamlUndefinedAlias,
        yamlAliasBudget, yamlNonStringKey, yamlNullKey, yamlMergeKey, yamlDuplicateKey,
    ]
}
