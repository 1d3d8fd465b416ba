/// What importing an XLIFF document changes in one translation file, decided
/// unit by unit against the spec's current source and the current translation:
///
/// - a key the spec no longer has: a warning, skipped;
/// - no segment with a target, or every target `initial`: skipped (untranslated);
/// - a translated target that is empty or white space: a warning, skipped, so
///   the translation the file has is kept (an emptied segment is never a translation);
/// - a plural with some forms untranslated (`initial`, or no `<target>`): the
///   translated forms replace theirs, and the others keep the text they have;
/// - a target whose placeholders are not the source's (`Message.hasPlaceholders(of:)`),
///   or one longer than a value may be: an error, and nothing is written;
/// - a target that means what the file already says (compared as parsed
///   messages, so a reformatted plural is no change) with the same review
///   state: nothing to write;
/// - a source that is not what the spec now says: written with `review: true`,
///   and a warning (the translation was made for other words);
/// - `subState="onboardc:needs-review"` keeps or sets `review: true`; any
///   other state clears it;
/// - every key whose text is written gets the current source's fingerprint under
///   `sources:` (`SourceFingerprint`) unless its unit's source is not the spec's (then
///   the file keeps the fingerprint it had), and so does a review mark cleared by a
///   `final` or `reviewed` unit; a stale translation (`StaleTranslation`) whose
///   unchanged target comes back `final` or `reviewed` gets it too (the translator
///   confirmed it for the new source). One that comes back `translated`, as the
///   export wrote it, stays stale: exporting and importing back changes nothing.
struct ImportPlan {
    private(set) var changes: [TranslationEditor.Change] = []
    /// The message each changed key will hold, to check the written file against.
    private(set) var expected: [String: WrittenTranslation.Expected] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var summary = TranslationExchange.ImportSummary()

    init(_ document: XLIFFDocument, analysis: SpecAnalysis, translation: Translation?, limits: ParseLimits) {
        let copies = analysis.sourceCopy
        for unit in document.units {
            guard let copy = copies[unit.id] else {
                diagnostics.append(.xliffUnknownUnit(unit.id, at: unit.span ?? document.fileSpan ?? .file("")))
                summary.skipped += 1
                continue
            }
            plan(unit, copy: copy, existing: translation?.entry(unit.id), analysis: analysis, limits: limits)
        }
    }

    private mutating func plan(
        _ unit: XLIFFUnit, copy: Copy, existing: TranslatedCopy?, analysis: SpecAnalysis, limits: ParseLimits
    ) {
        let translated = unit.segments.filter { $0.target != nil && $0.state != .initial }
        let isPlural = unit.segments.contains { $0.selector != nil }
        guard !translated.isEmpty, isPlural || translated.count == unit.segments.count else {
            summary.untranslated += 1
            return
        }
        if let blank = translated.first(where: \.hasBlankTarget) {
            diagnostics.append(.xliffEmptyTarget(unit.id, kept: existing != nil, at: blank.targetPlace(in: unit)))
            summary.skipped += 1
            return
        }
        let pluralArgument = copy.message.plural?.argument ?? existing?.message?.plural?.argument
        var segments = translated.map { (id: $0.id, content: $0.target ?? []) }
        // The plural forms left untranslated keep the whole sentence they have now.
        if isPlural, let current = existing?.message, let forms = current.plural?.cases.map(\.selector) {
            for form in forms where !segments.contains(where: { $0.id == form.segmentID }) {
                segments.append((form.segmentID, current.content(at: form)))
            }
        }
        guard let message = Message.assembled(segments, pluralArgument: pluralArgument) else {
            diagnostics.append(.xliffNoLongerPlural(unit.id, at: unit.span ?? .file("")))
            summary.skipped += 1
            return
        }
        if let exact = translated.first(where: { if case .exact? = $0.selector { true } else { false } }) {
            diagnostics.append(.xliffExactPluralCase(unit.id, segment: exact.id ?? "", at: unit.span ?? .file("")))
            summary.skipped += 1
            return
        }
        guard !isPlural || message.plural?.cases.contains(where: { $0.selector == .category(.other) }) == true else {
            diagnostics.append(.xliffPluralWithoutOther(unit.id, at: unit.span ?? .file("")))
            summary.skipped += 1
            return
        }
        let place = translated[0].targetPlace(in: unit)
        // A target that is what the translation file already holds, for the source as it is,
        // changes nothing, even with placeholders that differ from the source's
        // (`l10n-placeholder-mismatch` reports those in the file; the export marks them not
        // final): the export imports back unchanged. For a changed source it is refused.
        let unchanged = existing?.message.map { $0.sameMeaning(as: message) } ?? false
        guard unchanged && !Self.sourceChanged(unit, source: copy.message) || message.hasPlaceholders(of: copy.message)
        else {
            diagnostics.append(.xliffPlaceholderMismatch(unit.id, target: message, source: copy.message, at: place))
            summary.skipped += 1
            return
        }
        let length = message.icuText.utf8.count
        guard length <= limits.maxScalarBytes else {
            diagnostics.append(.xliffTargetTooLong(unit.id, length: length, limit: limits.maxScalarBytes, at: place))
            summary.skipped += 1
            return
        }
        let sourceChanged = Self.sourceChanged(unit, source: copy.message)
        if sourceChanged {
            diagnostics.append(.xliffSourceChanged(unit.id, at: unit.span ?? .file("")))
            summary.stale += 1
        }
        let review = sourceChanged || translated.contains { $0.subState == XLIFFSegment.needsReview }
        // A translation made from other words than the spec's now keeps the fingerprint it had:
        // the current source's would declare it made from words the translator never saw.
        let fingerprint = sourceChanged ? nil : analysis.fingerprint(of: copy.key)
        let approved = translated.allSatisfy { $0.state == .final || $0.state == .reviewed }
        if let existing, let current = existing.message, current.sameMeaning(as: message) {
            guard existing.needsReview != review else {
                let stale = analysis.staleness(of: existing, key: copy.key) != nil
                guard stale && approved && !sourceChanged else {
                    summary.unchanged += 1
                    return
                }
                summary.confirmed += 1
                record(
                    TranslationEditor.Change(key: unit.id, text: nil, review: review, source: fingerprint),
                    message: current)
                return
            }
            summary.reviewChanged += 1
            let source = approved && !review ? fingerprint : nil
            record(TranslationEditor.Change(key: unit.id, text: nil, review: review, source: source), message: current)
            return
        }
        if existing == nil { summary.added += 1 } else { summary.updated += 1 }
        record(
            TranslationEditor.Change(key: unit.id, text: message.icuText, review: review, source: fingerprint),
            message: message)
    }

    private mutating func record(_ change: TranslationEditor.Change, message: Message) {
        changes.append(change)
        expected[change.key] = WrittenTranslation.Expected(
            message: message, review: change.review, source: change.source)
    }

    /// True when the unit's source is not what the spec says now.
    static func sourceChanged(_ unit: XLIFFUnit, source: Message) -> Bool {
        guard unit.segments.contains(where: { $0.selector != nil }) else {
            return source.plural != nil || unit.segments.flatMap(\.source).normalized != source.content(at: nil)
        }
        return unit.segments.contains { segment in
            guard let selector = segment.selector else { return true }
            return segment.source != source.content(at: selector)
        }
    }
}

extension XLIFFSegment {
    /// The plural case the segment holds, if its id names one.
    var selector: Message.Plural.Selector? {
        id.flatMap(Message.Plural.Selector.init(segmentID:))
    }

    /// True when the target holds nothing but white space: never a translation
    /// (whatever the file's own `<source>` says, which the same tool wrote).
    var hasBlankTarget: Bool {
        target.map(Self.isBlank) ?? false
    }

    /// Where a problem with the target is shown: at `<target>`, else the segment, else the unit.
    func targetPlace(in unit: XLIFFUnit) -> SourceSpan {
        targetSpan ?? span ?? unit.span ?? .file("")
    }

    private static func isBlank(_ content: [XLIFFInline]) -> Bool {
        content.allSatisfy { item in
            if case .text(let text) = item { text.allSatisfy(\.isWhitespace) } else { false }
        }
    }
}

extension Diagnostic {
    static func xliffUnknownUnit(_ key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffUnknownUnit, "the spec has no string key `\(key)`; this unit is skipped", at: span,
            help: "the text was removed or renamed after the export; export again to get the current keys")
    }

    static func xliffSourceChanged(_ key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffSourceChanged,
            "the source text of `\(key)` changed after this file was exported; the translation is marked for review instead of silently accepted",
            at: span, help: "check the translation against the new source, then remove `review: true`")
    }

    static func xliffEmptyTarget(_ key: String, kept: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffEmptyTarget,
            "the translation of `\(key)` is empty; "
                + (kept ? "the translation the file has is kept" : "nothing is imported for it"),
            at: span, help: "translate the segment, or mark it `state=\"initial\"` while it is not translated")
    }

    static func xliffPlaceholderMismatch(
        _ key: String, target: Message, source: Message, at span: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            .xliffPlaceholderMismatch,
            "the translation of `\(key)` has \(target.placeholderList), but the source text has \(source.placeholderList)",
            at: span,
            help: "keep the source's placeholders: move them, but do not drop, retype or add any; then import again")
    }

    static func xliffTargetTooLong(_ key: String, length: Int, limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffTargetTooLong,
            "the translation of `\(key)` is \(length) bytes long, more than the limit of \(limit) bytes for one value",
            at: span, help: "shorten the translation, or raise the limit with --max-scalar-bytes")
    }

    static func xliffExactPluralCase(_ key: String, segment: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffPluralExact,
            "the segment `\(segment)` of `\(key)` is for one exact number, which Android "
                + "cannot show; this unit is skipped", at: span,
            help: "translate the language's plural forms (`one`, `few`, `other`…) instead, and remove this segment")
    }

    static func xliffPluralWithoutOther(_ key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffPluralIncomplete, "the plural of `\(key)` has no translated `other` segment; this unit is skipped",
            at: span, help: "translate the `other` segment: it is the form every language needs")
    }

    static func xliffNoLongerPlural(_ key: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffPluralMismatch,
            "`\(key)` was exported as a plural, but its source no longer has one; this unit is skipped",
            at: span, help: "export again and translate the new source")
    }
}
