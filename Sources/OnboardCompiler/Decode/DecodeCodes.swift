/// The codes of `Decode/`: a spec or translation file that does not have the shape the format needs.
extension DiagnosticCode {
    // msg: the `\(slot)` button needs a `label` or an `icon`
    static let specMissingKey = DiagnosticCode(
        "spec-missing-key", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(key)` has no effect: \(reason)
    static let specUnusedKey = DiagnosticCode(
        "spec-unused-key", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a first-launch flow needs a completion flag, or it would show at every launch
    static let specMissingFlag = DiagnosticCode(
        "spec-missing-flag", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(id)` is a reserved target word and cannot be an id
    static let specReservedId = DiagnosticCode(
        "spec-reserved-id", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: flow `\(id)` has no screens
    static let specEmptyFlow = DiagnosticCode(
        "spec-empty-flow", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text)` is not a valid flag key
    static let specInvalidFlag = DiagnosticCode(
        "spec-invalid-flag", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: unknown key `\(key)` in \(what)
    static let specUnknownKey = DiagnosticCode(
        "spec-unknown-key", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a plural case for an exact number (`=0`) cannot be shown on Android
    static let specMessageSyntax = DiagnosticCode(
        "spec-message-syntax", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a capsule's ends are fully rounded; it has no `cornerRadius`
    static let specConflictingKeys = DiagnosticCode(
        "spec-conflicting-keys", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: expected \(expected), found \(found)
    static let specTypeMismatch = DiagnosticCode(
        "spec-type-mismatch", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text)` is out of range (allowed: \(range))
    static let specOutOfRange = DiagnosticCode(
        "spec-out-of-range", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text ?? 
    static let specInvalidDuration = DiagnosticCode(
        "spec-invalid-duration", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text)` is not one of the allowed values
    static let specUnknownValue = DiagnosticCode(
        "spec-unknown-value", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text)` is not a valid id
    static let specInvalidId = DiagnosticCode(
        "spec-invalid-id", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text)` is not a BCP-47 language tag
    static let specInvalidLocale = DiagnosticCode(
        "spec-invalid-locale", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: choice `\(id)` has no options
    static let specMissingOptions = DiagnosticCode(
        "spec-missing-options", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: 
    static let specUnknownReference = DiagnosticCode(
        "spec-unknown-reference", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(text)` cannot name a string table
    static let specInvalidStringTable = DiagnosticCode(
        "spec-invalid-string-table", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: spec format version \(version) is not supported by this onboardc
    static let specUnsupportedVersion = DiagnosticCode(
        "spec-unsupported-version", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: \(what) id `\(id)` is used twice
    static let specDuplicateId = DiagnosticCode(
        "spec-duplicate-id", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: expected a colour, found nothing
    static let specInvalidColor = DiagnosticCode(
        "spec-invalid-color", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: this file translates `\(locale)`, the spec's own source locale
    static let translationSourceLocale = DiagnosticCode(
        "translation-source-locale", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(locale)` is a pseudo-locale: onboardc generates its text, nobody translates it
    static let translationPseudoLocale = DiagnosticCode(
        "translation-pseudo-locale", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a second translation of `\(locale)`\(spelling) for this app
    static let translationDuplicateLocale = DiagnosticCode(
        "translation-duplicate-locale", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let decode: [DiagnosticCode] = [
        specMissingKey,
        specUnusedKey,
        specMissingFlag,
        specReservedId,
        specEmptyFlow,
        specInvalidFlag,
        specUnknownKey,
        specMessageSyntax,
        specConflictingKeys,
        specTypeMismatch,
        specOutOfRange,
        specInvalidDuration,
        specUnknownValue,
        specInvalidId,
        specInvalidLocale,
        specMissingOptions,
        specUnknownReference,
        specInvalidStringTable,
        specUnsupportedVersion,
        specDuplicateId,
        specInvalidColor,
        translationSourceLocale,
        translationPseudoLocale,
        translationDuplicateLocale,
    ]
}
