/// No copy hides bidirectional controls or zero-width characters.
struct L10nInvisibleCharacters: LintRule {
    static let description = RuleDescription(
        id: "l10n-invisible-characters",
        category: .localization,
        severity: .error,
        summary:
            "No copy or translation holds invisible bidirectional controls or zero-width characters where they do not belong.",
        rationale: """
            Invisible characters arrive with text pasted from web pages, documents and \
            translation tools, and no reviewer can see them. Bidirectional embeddings, overrides \
            and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text after them: users may \
            read something other than what was reviewed ("Trojan Source"); the app's layout \
            direction already sets the direction of every text. Zero-width spaces, word joiners \
            and byte order marks (U+200B, U+2060, U+FEFF) break search, copying and line \
            breaking. Direction marks (U+200E, U+200F, U+061C) are reported in the text of a \
            left-to-right locale unless the text holds right-to-left letters for them to steer. \
            The zero width joiner (U+200D) belongs inside emoji sequences (👩‍💻) and, like the \
            non-joiner (U+200C), beside letters of scripts that spell with it (Arabic and \
            Persian, Syriac, Devanagari and the other Indic scripts, Sinhala, Mongolian); \
            elsewhere they are reported. This is an error because nobody can see what the text \
            really is. The finding points at the first such character of a text and names it; \
            pseudo-locales are generated and not checked.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: "Hi 👩\u{200D}💻", primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    locale: fa
                    strings:
                      tour.hello.title: "سلام 👩\u{200D}💻"
                      tour.hello.primary: "می\u{200C}خواهم"
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: "Pay ⟦\u{202E}0.99", primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: "Zahle ⟦\u{202E}0.99"
                      tour.hello.primary: "Fer⟦\u{200B}tig⟦\u{200E}"
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let sourceRTL = Self.isRightToLeft(spec.app.sourceLocale)
        for copy in context.allCopy(of: spec) {
            for hit in Self.hits(in: copy.text, rightToLeftLocale: sourceRTL) {
                findings.append(finding(hit, in: "this text", at: copy.span(of: hit.range), path: SpecPath.copy(copy)))
            }
        }
        for translation in spec.translations {
            let rtl = Self.isRightToLeft(translation.locale)
            for entry in translation.entries {
                for hit in Self.hits(in: entry.text, rightToLeftLocale: rtl) {
                    findings.append(
                        finding(
                            hit, in: "this `\(translation.locale)` text", at: entry.span(of: hit.range),
                            path: SpecPath.translated(translation, key: entry.key)))
                }
            }
        }
        return findings
    }

    static func isRightToLeft(_ locale: String) -> Bool {
        (try? LocaleTag(parsing: locale))?.isRightToLeft ?? false
    }

    /// An invisible character where it does not belong: the first of its code point in a text.
    struct Hit {
        var scalar: Unicode.Scalar
        var kind: InvisibleText.Kind
        var range: Range<String.Index>
        var count: Int
    }

    /// The characters of `text` to report, one per code point, in order of first appearance.
    static func hits(in text: String, rightToLeftLocale: Bool) -> [Hit] {
        let scalars = text.unicodeScalars
        var hits: [Hit] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            defer { index = next }
            guard let kind = InvisibleText.kind(of: scalar) else { continue }
            let before = scalars[..<index].reversed().first { !InvisibleText.isEmojiModifier($0) }
            let after = next < scalars.endIndex ? scalars[next] : nil
            let joinsScript = [before, after].contains { $0.map(InvisibleText.usesJoiners) ?? false }
            switch kind {
            case .bidiControl, .zeroWidth: break
            case .directionMark:
                if rightToLeftLocale || scalars.contains(where: InvisibleText.isRightToLeft) { continue }
            case .joiner:
                let joinsEmoji =
                    (before.map(InvisibleText.isEmoji) ?? false) && (after.map(InvisibleText.isEmoji) ?? false)
                if joinsEmoji || joinsScript { continue }
            case .nonJoiner:
                if joinsScript { continue }
            }
            if let seen = hits.firstIndex(where: { $0.scalar == scalar }) {
                hits[seen].count += 1
            } else {
                hits.append(Hit(scalar: scalar, kind: kind, range: index..<next, count: 1))
            }
        }
        return hits
    }

    private func finding(_ hit: Hit, in text: String, at span: SourceSpan, path: String) -> Finding {
        let why =
            switch hit.kind {
            case .bidiControl: "it reorders the text after it, so users may read something other than what was reviewed"
            case .directionMark: "a direction mark in a left-to-right text with nothing right-to-left for it to steer"
            case .zeroWidth: "it breaks search, copying and line breaking, and nobody can see it"
            case .joiner: "it joins nothing here (it belongs inside emoji sequences and scripts that spell with it)"
            case .nonJoiner: "it belongs only in scripts that spell with it (Persian, the Indic scripts…)"
            }
        let times = hit.count > 1 ? " (\(hit.count) times)" : ""
        var help =
            "delete it: it is invisible in most editors, so delete the characters on both sides of it and "
            + "type them again, or search for `\\u{\(String(hit.scalar.value, radix: 16, uppercase: true))}`"
        if hit.kind == .bidiControl { help += "; the app's layout direction already sets the text's direction" }
        return Finding(
            "invisible \(InvisibleText.name(of: hit.scalar)) in \(text)\(times): \(why)",
            at: span, path: path, help: help)
    }
}
