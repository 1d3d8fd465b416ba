import BundleFormat

/// The XLIFF document of one app for one target locale: one unit per string
/// key in key order, with notes for the translator, the source text, and the
/// current translation and its state.
///
/// States: translated → `final`; `review: true` → `translated` with
/// `subState="onboardc:needs-review"`; a translation whose placeholders are not the
/// source's (`l10n-placeholder-mismatch`) → `translated`, for the translator to fix; a stale
/// translation (made from a source text that changed since, `StaleTranslation`) → `translated`
/// with a note that says so (the old source text is not kept, only its fingerprint); no
/// translation → `initial` without a `<target>`. A message with a plural (in the source or in the translation)
/// has one segment per plural category the target locale needs, plus any
/// other case either side writes, so that importing the export changes nothing.
struct XLIFFExport {
    let analysis: SpecAnalysis
    let locale: String
    /// The `l10n-length-budget` rule's parameters from the project configuration.
    var budgetParameters: [String: String] = [:]

    var spec: Spec { analysis.spec }

    func document() -> XLIFFDocument {
        let translation = spec.translations.first { $0.locale == locale }
        let copyUses = analysis.copyUses
        let budgets = LengthBudget.characters(of: copyUses, parameters: budgetParameters)
        var uses: [String: CopyUse] = [:]
        for use in copyUses where uses[use.copy.key] == nil { uses[use.copy.key] = use }
        // In the string tables' key order (code point).
        let keys = uses.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let units = keys.compactMap { key -> XLIFFUnit? in
            guard let use = uses[key] else { return nil }
            let translated = translation?.entry(key)
            let stale = translated.flatMap { analysis.staleness(of: $0, key: key) }
            var unit = self.unit(use.copy, translated: translated, stale: stale != nil)
            unit.notes = notes(use, budget: budgets[key], plural: unit.pluralArgument)
            if let stale { unit.notes.append(XLIFFNote(category: "source-changed", text: stale.explanation)) }
            unit.notes += glossaryNotes(use.copy)
            unit.translate = !isOneTerm(use.copy)
            return unit
        }
        return XLIFFDocument(
            sourceLocale: spec.app.sourceLocale, targetLocale: locale, fileID: spec.app.id,
            original: Self.fileName(spec.file), units: units, glossary: spec.glossaryTerms)
    }

    /// The unit of `copy` and its translation, without notes; `stale`: the translation
    /// was made from another source text (`translated`, not `final`).
    func unit(_ copy: Copy, translated: TranslatedCopy?, stale: Bool = false) -> XLIFFUnit {
        let source = copy.message
        let target = translated?.message
        let pluralArgument = source.plural?.argument ?? target?.plural?.argument
        let broken = target.map { !$0.hasPlaceholders(of: source) } ?? false
        let segments = segmentSelectors(source: source, target: target).map { selector in
            XLIFFSegment(
                id: selector?.segmentID, source: source, target: target, at: selector,
                needsReview: translated?.needsReview ?? false, notFinal: broken || stale)
        }
        return XLIFFUnit(id: copy.key, segments: segments, pluralArgument: pluralArgument)
    }

    /// `[nil]` for a message without a plural; else every category the target
    /// locale needs and every other case the source or translation writes.
    func segmentSelectors(source: Message, target: Message?) -> [Message.Plural.Selector?] {
        let plurals = [source.plural, target?.plural].compactMap { $0 }
        guard !plurals.isEmpty else { return [nil] }
        var selectors = Set(PluralRules.categories(for: locale).map(Message.Plural.Selector.category))
        for item in source.plural?.cases ?? [] {
            if case .exact = item.selector { selectors.insert(item.selector) }
        }
        selectors.formUnion(target?.plural?.cases.map(\.selector) ?? [])
        return selectors.sorted { $0.segmentOrder < $1.segmentOrder }
    }

    /// Where the text is shown, the writer's note, the length budget and the plural forms.
    private func notes(_ use: CopyUse, budget: Int?, plural: String?) -> [XLIFFNote] {
        var notes = [XLIFFNote(category: "location", text: Self.location(use))]
        if let comment = use.copy.comment { notes.append(XLIFFNote(category: "description", text: comment)) }
        if let budget { notes.append(XLIFFNote(category: "length", text: "max \(budget) characters")) }
        if let plural {
            let forms = PluralRules.categories(for: locale).map(\.rawValue).joined(separator: ", ")
            notes.append(
                XLIFFNote(
                    category: "plural", text: "one segment per plural form of {\(plural)}; \(locale) uses \(forms)"))
        }
        return notes
    }

    /// The `note` of each glossary term the copy holds, as `<note category="glossary">`.
    private func glossaryNotes(_ copy: Copy) -> [XLIFFNote] {
        GlossaryMatches.terms(spec.glossaryTerms, in: copy.text).compactMap { term in
            spec.glossary.first { $0.term == term }?.note.map {
                XLIFFNote(category: "glossary", text: "\(term): \($0)")
            }
        }
    }

    /// Whether the copy is one glossary term and nothing else (white space aside).
    private func isOneTerm(_ copy: Copy) -> Bool {
        let text = copy.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return spec.glossary.contains { $0.term == text }
    }

    /// `flow / screen / slot`: `tutorial / scan-any-menu / title`,
    /// `tutorial / dialog skip-tutorial / confirm`, `tutorial / screen announcement`;
    /// a platform variant's ends with the platform: `onboarding / authorization / title (Android only)`.
    static func location(_ use: CopyUse) -> String {
        var parts = [use.flow.id]
        if let screen = use.screen {
            parts.append(use.state.map { "\(screen.id) (state \($0.id))" } ?? screen.id)
        } else if let dialog = use.dialog {
            parts.append("dialog \(dialog.id)")
        }
        parts.append(use.slot.rawValue + (use.copy.platform.map { " (\($0.name) only)" } ?? ""))
        return parts.joined(separator: " / ")
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

extension XLIFFSegment {
    /// The segment of the plural case `selector` (nil: the whole message).
    /// `notFinal`: a translation to look at again (broken placeholders, a changed source), `translated`
    /// rather than `final`.
    init(
        id: String?, source: Message, target: Message?, at selector: Message.Plural.Selector?, needsReview: Bool,
        notFinal: Bool = false
    ) {
        var content = target.map { $0.content(at: selector) }
        // A case the translation's plural does not write is still to translate.
        if let selector, let plural = target?.plural, !plural.cases.contains(where: { $0.selector == selector }) {
            content = nil
        }
        let state: State = content == nil ? .initial : needsReview || notFinal ? .translated : .final
        self.init(
            id: id, state: state, subState: content != nil && needsReview ? Self.needsReview : nil,
            source: source.content(at: selector), target: content)
    }
}
