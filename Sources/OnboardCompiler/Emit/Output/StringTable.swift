/// The strings of one app in every locale it carries, by key, as the
/// string-table emitters see them: the source locale's copy, each
/// translation, and each pseudo-locale. A key used for two different source
/// texts is an error.
///
/// One table holds either every text a translator translates (a platform
/// variant under its own key, `….android`) or what one platform's tables give
/// each key (its variant, else the copy): `AppStrings` holds the three.
struct StringTable: Sendable {
    struct Entry: Sendable, Hashable {
        /// The key in the table.
        var key: String
        /// The key of the text a translator translates: `key`, or a variant's key.
        var unitKey: String
        /// The one platform of a variant's text; nil for a copy's `text`.
        var platform: App.Platform?
        var text: String
        var comment: String?
        /// Where the text is written in the spec.
        var span: SourceSpan
        var message: Message

        init(key: String, copy: Copy) {
            self.key = key
            unitKey = copy.key
            platform = copy.platform
            text = copy.text
            comment = copy.comment
            span = copy.span
            message = copy.message
        }
    }

    /// How far a locale's text for one key is.
    enum State: String, Sendable, Hashable {
        /// Translated (or generated, for a pseudo-locale).
        case translated
        /// Translated, marked `review: true` or made from a source text that changed since (stale).
        case needsReview = "needs_review"
        /// Not translated yet: the value is the source text.
        case new
    }

    struct Value: Sendable, Hashable {
        var message: Message
        var state: State
    }

    /// One locale other than the source: a value for every source key.
    struct Locale: Sendable {
        var tag: String
        var isPseudo: Bool
        /// By key; every source key has one.
        var values: [String: Value]

        /// The folder under the app's output folder where this locale's tables for a
        /// platform go: a pseudo-locale's under `debug/` (`ios/debug`, `android/debug/res`,
        /// for Gradle's `src/debug/res`), so that a release build never ships them.
        func root(_ platform: App.Platform) -> String {
            switch platform {
            case .ios: isPseudo ? "ios/debug" : "ios"
            case .android: isPseudo ? "android/debug/res" : "android/res"
            }
        }

        /// The values with a real translation (translated or to review), by key order.
        func translated(in table: StringTable) -> [(entry: Entry, value: Value)] {
            table.entries.compactMap { entry in
                values[entry.key].flatMap { $0.state == .new ? nil : (entry, $0) }
            }
        }
    }

    /// Source strings, sorted by key (code point order).
    let entries: [Entry]
    /// The source locale.
    let locale: String
    /// The translations, in code-point order of their tags, then the pseudo-locales.
    let locales: [Locale]
    /// Every locale with its values: the source first (all translated), then `locales`.
    let allLocales: [Locale]

    /// Every text a translator translates, by its own key; reports a key used for two texts.
    init(_ analysis: SpecAnalysis, diagnostics: DiagnosticSink) {
        let spec = analysis.spec
        var byKey: [String: Copy] = [:]
        byKey.reserveCapacity(spec.copyCount)
        spec.forEachCopy { copy in
            if let first = byKey[copy.key] {
                if first.text != copy.text || first.comment != copy.comment {
                    diagnostics.emit(.conflictingStringKey(copy.key, at: copy.span, first: first.span))
                }
            } else {
                byKey[copy.key] = copy
            }
        }
        self.init(analysis, entries: byKey.values.map { Entry(key: $0.key, copy: $0) })
    }

    /// What `platform`'s tables give each key: its variant for the platform, else the copy.
    init(_ analysis: SpecAnalysis, platform: App.Platform) {
        let spec = analysis.spec
        var byKey: [String: Entry] = [:]
        byKey.reserveCapacity(spec.copyCount)
        spec.forEachCopy { copy in
            guard copy.platform == nil, byKey[copy.key] == nil else { return }
            byKey[copy.key] = Entry(key: copy.key, copy: copy.shown(on: platform))
        }
        self.init(analysis, entries: Array(byKey.values))
    }

    private init(entries: [Entry], locale: String, locales: [Locale], allLocales: [Locale]) {
        self.entries = entries
        self.locale = locale
        self.locales = locales
        self.allLocales = allLocales
    }

    /// This table with every text (source and each locale's) passed through `transform`;
    /// itself when no text has a link, the only transformation there is.
    func mappingMessages(_ transform: (Message) -> Message) -> StringTable {
        guard entries.contains(where: { $0.text.contains("](") }) else { return self }
        func mapped(_ locale: Locale) -> Locale {
            var locale = locale
            locale.values = locale.values.mapValues { Value(message: transform($0.message), state: $0.state) }
            return locale
        }
        let entries = entries.map { entry in
            var entry = entry
            entry.message = transform(entry.message)
            return entry
        }
        return StringTable(
            entries: entries, locale: locale, locales: locales.map(mapped), allLocales: allLocales.map(mapped))
    }

    private init(_ analysis: SpecAnalysis, entries: [Entry]) {
        let spec = analysis.spec
        let entries = entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        self.entries = entries
        locale = spec.app.sourceLocale
        let translations = spec.translations.map { translation in
            var values: [String: Value] = [:]
            for entry in entries {
                if let translated = translation.entry(entry.unitKey), let message = translated.message {
                    let review = translated.needsReview || analysis.staleness(of: translated, key: entry.unitKey) != nil
                    values[entry.key] = Value(message: message, state: review ? .needsReview : .translated)
                } else {
                    values[entry.key] = Value(message: entry.message, state: .new)
                }
            }
            return Locale(tag: translation.locale, isPseudo: false, values: values)
        }
        let pseudo = spec.app.pseudoLocales.map { pseudo in
            Locale(
                tag: pseudo.rawValue, isPseudo: true,
                values: Dictionary(
                    uniqueKeysWithValues: entries.map {
                        ($0.key, Value(message: pseudo.transform($0.message), state: .translated))
                    }))
        }
        locales = translations + pseudo
        let source = Locale(
            tag: locale, isPseudo: false,
            values: Dictionary(
                uniqueKeysWithValues: entries.map {
                    ($0.key, Value(message: $0.message, state: .translated))
                }))
        allLocales = [source] + locales
    }
}

/// The string tables of one app: every text a translator translates (`units`,
/// which the bundle's hash and placeholders read), and what each platform's
/// tables hold. Without platform variants the three are one table.
struct AppStrings: Sendable {
    let units: StringTable
    let ios: StringTable
    let android: StringTable
    /// What the emitters derive from the spec besides its tables (the XLIFF files' staleness and budgets).
    let analysis: SpecAnalysis

    init(_ analysis: SpecAnalysis, diagnostics: DiagnosticSink) {
        self.analysis = analysis
        units = StringTable(analysis, diagnostics: diagnostics)
        let hasVariants = units.entries.contains { $0.platform != nil }
        let links = analysis.spec.linkURLs
        // Apple tables write each link's URL in place of its id: `AttributedString(localized:)` reads Markdown.
        ios = (hasVariants ? StringTable(analysis, platform: .ios) : units)
            .mappingMessages { $0.mappingLinks { id in ("[", "](\(links[id] ?? id))") } }
        android = hasVariants ? StringTable(analysis, platform: .android) : units
    }
}

extension PseudoLocale {
    /// The pseudo-locale's version of a source message.
    func transform(_ message: Message) -> Message {
        switch self {
        case .accented: PseudoLocalizer.accented(message)
        case .rightToLeft: PseudoLocalizer.rightToLeft(message)
        }
    }
}

extension Diagnostic {
    static func conflictingStringKey(_ key: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(
            .emitStringKeyConflict, "string key `\(key)` is used for two different texts", at: span,
            notes: [Note("the key is first used here", at: first)],
            help: "rename one of the ids so that each text gets its own key")
    }
}
