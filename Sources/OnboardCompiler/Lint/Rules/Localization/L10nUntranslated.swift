import Foundation

/// A translation is not the source text left as it was.
struct L10nUntranslated: LintRule {
    static let allow = RuleParameter.list(
        "allow", default: ["OK"], "words and phrases that may stay the same in a translation (any case)")

    static let description = RuleDescription(
        id: "l10n-untranslated",
        category: .localization,
        severity: .warning,
        summary: "A translation is not the source text unchanged, unless it is only names, numbers and placeholders.",
        rationale: """
            A translation identical to its source is usually text that was copied into the file \
            to be translated later, or a string a tool passed through: German users then meet an \
            English button in a German app. Some texts rightly stay the same (a brand, "OK", \
            "Tutorial" in German), so this is a warning, and the `allow` parameter lists words \
            and phrases that may stay as they are; the app's `name` and the spec's `glossary` \
            terms (a product name as a paywall title) are always allowed. A text \
            is not reported when, without its placeholders and the allowed words, it has no \
            letter left (names, numbers, punctuation, arrows). A translation into another \
            variety of the source's language (`en-GB` for an `en` source) is not checked: most \
            of its texts are the same on purpose.
            """,
        parameters: [
            Self.allow.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Sprout }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: Sprout
                        body: "{count, number} / 10"
                        primary: { label: OK, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: Sprout
                      tour.hello.body: "{count, number} / 10"
                      tour.hello.primary: OK
                    """
                ]),
            .passes(
                """
                version: 1
                app: { id: demo, name: Sprout }
                glossary: [Sprout Plus]
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: Sprout Plus
                        primary: { label: Get started, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: Sprout Plus
                      tour.hello.primary: Los geht’s
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Sprout }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: Welcome to Sprout
                        primary: { label: Get started, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: ⟦Welcome to Sprout
                      tour.hello.primary: Los geht’s
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let allowed = (context[Self.allow] + [spec.app.name] + spec.glossaryTerms).filter { !$0.isEmpty }
        let source = context.sourceCopy(of: spec)
        let sourceLanguage = TranslatedKeys.language(of: spec.app.sourceLocale)
        var findings: [Finding] = []
        for translation in spec.translations where TranslatedKeys.language(of: translation.locale) != sourceLanguage {
            for entry in translation.entries {
                guard let copy = source[entry.key], CopyText.trimmed(entry.text) == CopyText.trimmed(copy.text),
                    Self.hasWords(entry.message ?? copy.message, besides: allowed)
                else { continue }
                findings.append(
                    Finding(
                        "the `\(translation.locale)` text of `\(entry.key)` is the source text unchanged; "
                            + "it looks untranslated",
                        at: entry.span, path: SpecPath.translated(translation, key: entry.key),
                        help: "translate it; if it rightly stays the same, add it to `allow` of `l10n-untranslated` in "
                            + "onboardc.yaml, or write `# onboardc-disable-next-line l10n-untranslated -- why` above it"
                    ))
            }
        }
        return findings
    }

    /// Whether the message's literal text (every plural case) still has a letter once
    /// each allowed word or phrase is taken out (whole words, any case).
    static func hasWords(_ message: Message, besides allowed: [String]) -> Bool {
        func literal(_ parts: [Message.Part]) -> [String] {
            parts.flatMap { part -> [String] in
                switch part {
                case .text(let text): [text]
                case .plural(let plural): plural.cases.flatMap { literal($0.parts) }
                case .argument, .count: []
                }
            }
        }
        let text = literal(message.parts).joined(separator: " ")
        let allowed = allowed.sorted(by: { $0.count > $1.count })
        return asciiHasWords(text, besides: allowed) ?? expressionHasWords(text, besides: allowed)
    }

    /// Whether `text` has a letter once each phrase (longest first) is taken out with a
    /// regular expression: whole words, any case.
    static func expressionHasWords(_ text: String, besides allowed: [String]) -> Bool {
        var text = text
        for phrase in allowed {
            let pattern = "(?<![\\p{L}\\p{N}])" + NSRegularExpression.escapedPattern(for: phrase) + "(?![\\p{L}\\p{N}])"
            text = text.replacingOccurrences(of: pattern, with: " ", options: [.regularExpression, .caseInsensitive])
        }
        return text.contains { $0.isLetter }
    }

    /// `hasWords` on the bytes, when the text and the phrases (longest first, none
    /// empty) are ASCII: compiling an expression for each phrase of each text that
    /// looked untranslated was most of this rule's time. nil when one is not ASCII. In
    /// ASCII text the expressions' letters and numbers are A–Z, a–z and 0–9, and
    /// ignoring case pairs only A–Z with a–z; each phrase's matches are replaced in one
    /// pass, left to right and without overlap, as the expression replaces them.
    static func asciiHasWords(_ text: String, besides allowed: [String]) -> Bool? {
        var bytes = Array(text.utf8)
        let phrases = allowed.map { Array($0.utf8) }
        guard bytes.allSatisfy({ $0 < 0x80 }), phrases.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 < 0x80 } })
        else { return nil }
        let isWordByte = ASCIIText.isLetterOrDigit, lower = ASCIIText.lower
        for phrase in phrases.map({ $0.map(lower) }) {
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var at = 0
            while at < bytes.count {
                let end = at + phrase.count
                if end <= bytes.count, at == 0 || !isWordByte(bytes[at - 1]),
                    end == bytes.count || !isWordByte(bytes[end]),
                    phrase.indices.allSatisfy({ lower(bytes[at + $0]) == phrase[$0] })
                {
                    out.append(0x20)
                    at = end
                } else {
                    out.append(bytes[at])
                    at += 1
                }
            }
            bytes = out
        }
        return bytes.contains(where: ASCIIText.isLetter)
    }
}
