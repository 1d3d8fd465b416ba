/// Every locale tag is well formed, registered and canonical, and fallback chains are sound.
struct L10nLocaleCode: LintRule {
    static let description = RuleDescription(
        id: "l10n-locale-code",
        category: .localization,
        severity: .error,
        summary:
            "Locale tags (`sourceLocale`, `fallbacks`, translation files) are well-formed, known and canonical BCP-47.",
        rationale: """
            A locale tag names the folders the platforms look strings up in (`pt-BR.lproj`, \
            `values-pt-rBR`): a tag the platforms do not recognise is never chosen, so its users \
            silently get another language. The rule checks `app.sourceLocale`, each locale of \
            `app.fallbacks` and of its chains, and the `locale:` of each translation file, and \
            reports a tag that is not well-formed BCP-47 of the shape apps use \
            (`language[-Script][-REGION][-variant]`; no extensions or private use), that names a \
            language, script or region no registry has (`de-DX`), or that is not written in \
            canonical case (`en-us` for `en-US`, `zh-hant` for `zh-Hant`): Apple's lookup of \
            `.lproj` folders is case-sensitive on some file systems. A fallback chain that lists \
            its own locale, or one locale twice, is reported too. Pseudo-locales (`en-XA`, \
            `ar-XB`) use private-use regions and are accepted.
            """,
        examples: [
            .passes(
                """
                version: 1
                app:
                  id: demo
                  name: Demo
                  sourceLocale: en
                  fallbacks: { es-MX: [es-419, es], zh-HK: [zh-Hant] }
                flows: []
                """,
                translations: [
                    """
                    locale: es-419
                    strings: {}
                    """,
                    """
                    locale: zh-Hant
                    strings: {}
                    """,
                ]),
            .fails(
                """
                version: 1
                app:
                  id: demo
                  name: Demo
                  sourceLocale: en
                  fallbacks: { es-⟦mx: [es-419, es], pt-PT: [⟦pt-PT, pt] }
                flows: []
                """,
                translations: [
                    """
                    locale: de-⟦DX
                    strings: {}
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let app = spec.app
        var findings = problems(
            app.sourceLocale, at: app.sourceLocaleSpan ?? app.span,
            locatable: app.sourceLocaleSpan != nil, what: "`app.sourceLocale`",
            path: "app.sourceLocale")
        for fallback in app.fallbacks {
            let path = "app.fallbacks[\(fallback.locale)]"
            findings += problems(
                fallback.locale, at: fallback.span, locatable: true, what: "`app.fallbacks`", path: path)
            for (index, locale) in fallback.chain.enumerated() {
                findings += problems(
                    locale, at: fallback.span(ofChainItem: index), locatable: true,
                    what: "the fallback chain of `\(fallback.locale)`", path: path)
            }
            findings += chainProblems(fallback, path: path)
        }
        for translation in spec.translations {
            findings += problems(
                translation.locale, at: translation.localeSpan, locatable: true,
                what: "this translation's `locale`", path: "\(SpecPath.translation(translation)).locale")
        }
        return findings
    }

    /// A malformed, unknown or non-canonical tag. `locatable`: `span` covers `text`
    /// as written, so a finding can point at the subtag.
    func problems(_ text: String, at span: SourceSpan, locatable: Bool, what: String, path: String) -> [Finding] {
        func at(_ range: Range<String.Index>) -> SourceSpan { locatable ? span.locating(range, in: text) : span }
        func at(offset: Int, length: Int) -> SourceSpan {
            let start = text.index(text.startIndex, offsetBy: min(offset, text.count))
            return at(start..<text.index(start, offsetBy: min(length, text.distance(from: start, to: text.endIndex))))
        }
        let tag: LocaleTag
        do {
            tag = try LocaleTag(parsing: text)
        } catch {
            return [
                Finding(
                    "`\(text)` in \(what) is not a well-formed locale tag: \(error.message)",
                    at: at(error.range), path: path, help: error.help)
            ]
        }
        var out = tag.unknownSubtags.map { unknown in
            Finding(
                "`\(text)` in \(what) has the \(unknown.kind.rawValue) `\(unknown.subtag)`, which no registry "
                    + "knows; the platforms will never choose it",
                at: at(offset: unknown.offset, length: unknown.subtag.count), path: path,
                help: Self.help(unknown.kind))
        }
        if tag.identifier != text {
            // The subtag of the first character that differs (only case differs).
            let differs = zip(text, tag.identifier).prefix { $0 == $1 }.count
            let start =
                text.prefix(differs).lastIndex(of: "-").map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 0
            let length = text.dropFirst(start).prefix { $0 != "-" }.count
            out.append(
                Finding(
                    "`\(text)` in \(what) is not in canonical case", at: at(offset: start, length: length),
                    path: path,
                    help: "did you mean '\(tag.identifier)'? (language lower case, Script "
                        + "title case, REGION upper case)",
                    fixes: (locatable ? span.exactly(text.startIndex..<text.endIndex, in: text) : nil).map {
                        [.didYouMean(inText: text, tag.identifier, at: $0)]
                    } ?? []))
        }
        return out
    }

    /// A chain that lists its own locale or one locale twice.
    func chainProblems(_ fallback: LocaleFallback, path: String) -> [Finding] {
        var out: [Finding] = []
        let own = LocaleTag.canonical(fallback.locale)
        var seen = Set<String>()
        for (index, locale) in fallback.chain.enumerated() {
            let tag = LocaleTag.canonical(locale)
            let at = fallback.span(ofChainItem: index)
            if tag == own {
                out.append(
                    Finding(
                        "the fallback chain of `\(fallback.locale)` lists `\(locale)` itself", at: at,
                        path: path, help: "remove it: a user of `\(fallback.locale)` is given it first anyway"))
            } else if !seen.insert(tag).inserted {
                out.append(
                    Finding(
                        "the fallback chain of `\(fallback.locale)` lists `\(locale)` twice", at: at,
                        path: path, help: "remove the second one: a chain is tried in order, once"))
            }
        }
        return out
    }

    static func help(_ kind: LocaleTag.UnknownSubtag.Kind) -> String {
        switch kind {
        case .language: "use an ISO 639 language code, like `de`, `pt` or `fil`"
        case .script: "use an ISO 15924 script code, like `Latn`, `Cyrl` or `Hant`"
        case .region: "use an ISO 3166-1 region code like `DE` or `BR`, or a UN M.49 area like `419`"
        }
    }
}
