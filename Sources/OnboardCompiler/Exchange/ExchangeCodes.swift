/// The codes of `Exchange/`: an XLIFF file imported into the translation files.
extension DiagnosticCode {
    // msg: the spec has no string key `\(key)`; this unit is skipped
    static let xliffUnknownUnit = DiagnosticCode(
        "xliff-unknown-unit", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: the source text of `\(key)` changed after this file was exported; the translation is marked for review instead
    static let xliffSourceChanged = DiagnosticCode(
        "xliff-source-changed", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: the translation of `\(key)` is empty; 
    static let xliffEmptyTarget = DiagnosticCode(
        "xliff-empty-target", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: the translation of `\(key)` has \(target.placeholderList), but the source text has \(source.placeholderList)
    static let xliffPlaceholderMismatch = DiagnosticCode(
        "xliff-placeholder-mismatch", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the translation of `\(key)` is \(length) bytes long, more than the limit of \(limit) bytes for one value
    static let xliffTargetTooLong = DiagnosticCode(
        "xliff-target-too-long", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the segment `\(segment)` of `\(key)` is for one exact number, which Android 
    static let xliffPluralExact = DiagnosticCode(
        "xliff-plural-exact", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: the plural of `\(key)` has no translated `other` segment; this unit is skipped
    static let xliffPluralIncomplete = DiagnosticCode(
        "xliff-plural-incomplete", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(key)` was exported as a plural, but its source no longer has one; this unit is skipped
    static let xliffPluralMismatch = DiagnosticCode(
        "xliff-plural-mismatch", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(locale)` is the source locale or a pseudo-locale of `\(app)`: there is nothing to import
    static let xliffTargetLanguage = DiagnosticCode(
        "xliff-target-language", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the file was translated from `\(written)`, but the spec's source locale is `\(spec)`
    static let xliffSourceLanguage = DiagnosticCode(
        "xliff-source-language", .warning, "TODO",
        example: .none(because: "TODO"))

    // msg: \(path) exists but translates another locale, so `\(locale)` cannot be written there
    static let xliffTranslationFile = DiagnosticCode(
        "xliff-translation-file", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: with these translations \(path) would be \(size) bytes, more than the limit of \(limit) bytes; nothing was wri
    static let xliffTranslationTooLarge = DiagnosticCode(
        "xliff-translation-too-large", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the translations could not be written into \(path) without changing other entries; nothing was written
    static let xliffImportFailed = DiagnosticCode(
        "xliff-import-failed", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: no spec has the app id `\(id)` that this file translates
    static let xliffUnknownApp = DiagnosticCode(
        "xliff-unknown-app", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: 
    static let xliffNotXml = DiagnosticCode(
        "xliff-not-xml", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: this is not an XLIFF file: its root element is `<\(root)>`, not `<xliff>`
    static let xliffNotXliff = DiagnosticCode(
        "xliff-not-xliff", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: this is XLIFF \(version.map { 
    static let xliffVersion = DiagnosticCode(
        "xliff-version", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the root element `<xliff>` \(written); XLIFF 2.0's is `\(XLIFFDocument.namespace)`
    static let xliffNamespace = DiagnosticCode(
        "xliff-namespace", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `<\(element)>` has no `\(attribute)` attribute
    static let xliffMissingAttribute = DiagnosticCode(
        "xliff-missing-attribute", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the file holds no `<file>` element, so no app to import into
    static let xliffNoFile = DiagnosticCode(
        "xliff-no-file", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a second `<file>`: onboardc writes one file element per app
    static let xliffSecondFile = DiagnosticCode(
        "xliff-second-file", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a second unit for string key `\(id)`
    static let xliffDuplicateUnit = DiagnosticCode(
        "xliff-duplicate-unit", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `state=\"\(state)\"` is not an XLIFF 2.0 state
    static let xliffInvalidState = DiagnosticCode(
        "xliff-invalid-state", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a second `<target>` in one segment: it is not clear which translation is meant
    static let xliffSecondTarget = DiagnosticCode(
        "xliff-second-target", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `<cp hex=\"\(hex)\"/>` is not a character
    static let xliffInvalidCodePoint = DiagnosticCode(
        "xliff-invalid-code-point", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the placeholder `\(shown)` in unit `\(unit)` names no argument of the message
    static let xliffPlaceholder = DiagnosticCode(
        "xliff-placeholder", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: \(source.sizeDescription), more than the limit of \(limit) bytes
    static let xliffInputTooLarge = DiagnosticCode(
        "xliff-input-too-large", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the file is \(encoding) text; onboardc reads XLIFF files in UTF-8 only
    static let xliffEncoding = DiagnosticCode(
        "xliff-encoding", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: an XLIFF file has no document type declaration (`<!DOCTYPE`)
    static let xliffDoctype = DiagnosticCode(
        "xliff-doctype", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: a processing instruction (`<?\(name)…?>`): onboardc reads none, and cannot tell what it stands for
    static let xliffProcessingInstruction = DiagnosticCode(
        "xliff-processing-instruction", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let exchange: [DiagnosticCode] = [
        xliffUnknownUnit,
        xliffSourceChanged,
        xliffEmptyTarget,
        xliffPlaceholderMismatch,
        xliffTargetTooLong,
        xliffPluralExact,
        xliffPluralIncomplete,
        xliffPluralMismatch,
        xliffTargetLanguage,
        xliffSourceLanguage,
        xliffTranslationFile,
        xliffTranslationTooLarge,
        xliffImportFailed,
        xliffUnknownApp,
        xliffNotXml,
        xliffNotXliff,
        xliffVersion,
        xliffNamespace,
        xliffMissingAttribute,
        xliffNoFile,
        xliffSecondFile,
        xliffDuplicateUnit,
        xliffInvalidState,
        xliffSecondTarget,
        xliffInvalidCodePoint,
        xliffPlaceholder,
        xliffInputTooLarge,
        xliffEncoding,
        xliffDoctype,
        xliffProcessingInstruction,
    ]
}
