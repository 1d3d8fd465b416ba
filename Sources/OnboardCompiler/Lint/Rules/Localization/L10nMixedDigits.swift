import BundleFormat

/// A text's own digits are those the app writes its numbers in, where it fills in a number.
struct L10nMixedDigits: LintRule {
    static let description = RuleDescription(
        id: "l10n-mixed-digits",
        category: .localization,
        severity: .warning,
        summary:
            "A text that the app fills a number into writes its own digits in the digits of that number.",
        rationale: """
            The app writes the numbers it fills into a text (`{count, number}`, a plural's `#`) in \
            the numbering system its locale resolves to: `app.numbers` for the locale, else CLDR's \
            default, which is Western digits for `ar` but Arabic-Indic (٠–٩) for `ar-EG` and \
            Extended Arabic-Indic (۰–۹) for `fa`. A translator who types the text's own numbers \
            in other digits (`٤٠` in an `ar` text whose `{count}` shows `12`) gives the user one \
            sentence in two scripts of digits. The rule checks the source copy and every \
            translation that has a number placeholder, and reports the first run of digits \
            written outside placeholders in a numbering system other than the locale's. Add \
            `app.numbers: { ar: arab }` to write the app's numbers as the copy does, or retype \
            the digits. Texts without a number placeholder are not checked.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, numbers: { ar: arab } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: "{count, plural, one {# of 40 menus} other {# of 40 menus}}"
                        body: "Open 24/7"
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: ar
                    strings:
                      tour.hello.title: "{count, plural, zero {# من ٤٠} one {# من ٤٠} two {# من ٤٠} few {# من ٤٠} many {# من ٤٠} other {# من ٤٠ قائمة}}"
                    """,
                    """
                    locale: fa
                    strings:
                      tour.hello.title: "{count, plural, one {# از ۴۰ منو} other {# از ۴۰ منو}}"
                      tour.hello.body: "باز 24/7"
                    """,
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: "{count, number} of 40 menus"
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: ar
                    strings:
                      tour.hello.title: "{count, number} من ⟦٤٠ قائمة"
                    """,
                    """
                    locale: ar-EG
                    strings:
                      tour.hello.title: "{count, number} من ⟦40 قائمة"
                    """,
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let source = spec.app.sourceLocale
        for copy in context.allCopy(of: spec) {
            guard
                let hit = Self.hit(in: copy.text, message: copy.message, system: spec.app.numberingSystem(for: source))
            else { continue }
            findings.append(
                finding(hit, locale: source, at: copy.span(of: hit.range), path: SpecPath.copy(copy)))
        }
        for translation in spec.translations {
            let system = spec.app.numberingSystem(for: translation.locale)
            for entry in translation.entries {
                guard let message = entry.message, let hit = Self.hit(in: entry.text, message: message, system: system)
                else { continue }
                findings.append(
                    finding(
                        hit, locale: translation.locale, at: entry.span(of: hit.range),
                        path: SpecPath.translated(translation, key: entry.key)))
            }
        }
        return findings
    }

    /// The first run of digits written outside placeholders in a system other than `system`.
    struct Hit {
        var digits: String
        var written: NumberingSystem
        var expected: NumberingSystem
        var range: Range<String.Index>
    }

    /// The first run of `text`'s own digits in another system than `system`; nil when the
    /// message has no number placeholder or every digit is the system's.
    static func hit(in text: String, message: Message, system: NumberingSystem) -> Hit? {
        guard message.arguments.contains(where: { $0.type == .integer }) else { return nil }
        let scalars = text.unicodeScalars
        // Literal text is at an even depth of braces: the top level, and a plural form's body
        // (`{count, plural, one {…}}`). Odd depths are placeholders and plural selectors.
        var depth = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "{" { depth += 1 } else if scalar == "}" { depth = max(0, depth - 1) }
            guard depth % 2 == 0, let written = NumberingSystem.containing(scalar), written != system else {
                index = scalars.index(after: index)
                continue
            }
            var end = scalars.index(after: index)
            while end < scalars.endIndex, NumberingSystem.containing(scalars[end]) == written {
                end = scalars.index(after: end)
            }
            return Hit(
                digits: String(scalars[index..<end]), written: written, expected: system, range: index..<end)
        }
        return nil
    }

    private func finding(_ hit: Hit, locale: String, at span: SourceSpan, path: String) -> Finding {
        let retyped = String(
            String.UnicodeScalarView(
                hit.digits.unicodeScalars.map { scalar in
                    hit.expected.digits[Int(scalar.value - hit.written.digits[0].value)]
                }))
        return Finding(
            "this `\(locale)` text writes `\(hit.digits)` in `\(hit.written.id)` digits, but the app fills its "
                + "numbers into it in `\(hit.expected.id)` digits: the user reads both in one sentence",
            at: span, path: path,
            help: "add `app.numbers: { \(locale): \(hit.written.id) }` to write the app's numbers as the text does, "
                + "or retype `\(hit.digits)` as `\(retyped)`")
    }
}
