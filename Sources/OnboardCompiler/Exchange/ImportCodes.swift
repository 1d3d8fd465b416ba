/// The codes of `Exchange/` about the units an XLIFF file brings: what `onboardc l10n
/// import` skips, refuses or marks for review, and the translation file it writes.
extension DiagnosticCode {
    static let xliffUnknownUnit = DiagnosticCode(
        "xliff-unknown-unit", .warning, "The XLIFF file has a unit whose id is no string key of the spec.",
        example: .xliff(
            exampleXLIFF(
                """
                ⟦<unit id="intro.welcome.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffSourceChanged = DiagnosticCode(
        "xliff-source-changed", .warning,
        "A unit's source text changed after the export, so its translation is imported marked for review.",
        example: .xliff(
            exampleXLIFF(
                """
                ⟦<unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Finish</source>
                    <target>Abschließen</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffEmptyTarget = DiagnosticCode(
        "xliff-empty-target", .warning,
        "A segment marked as translated has an empty target, so nothing is imported for it.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    ⟦<target></target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffPlaceholderMismatch = DiagnosticCode(
        "xliff-placeholder-mismatch", .error, "A translation drops, adds or changes a placeholder of its source text.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.title">
                  <segment state="translated">
                    <source>Well done, <ph id="1" equiv="{name}"/></source>
                    ⟦<target>Gut gemacht</target>
                  </segment>
                </unit>
                """),
            spec: """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: Well done, {name}
                        primary: { label: Done, action: complete }
                """))

    static let xliffTargetTooLong = DiagnosticCode(
        "xliff-target-too-long", .error,
        "A translation is longer than a translation file's value may be (`--max-scalar-bytes`).",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    ⟦<target>Alles erledigt, los geht's!</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec, limits: ParseLimits(maxScalarBytes: 16)))

    static let xliffPluralExact = DiagnosticCode(
        "xliff-plural-exact", .warning,
        "A plural unit has a segment for one exact number, which Android cannot show, so the unit is skipped.",
        example: .xliff(
            exampleXLIFF(
                """
                ⟦<unit id="intro.done.title">
                  <segment id="exact-0" state="translated">
                    <source>no steps left</source>
                    <target>keine Schritte mehr</target>
                  </segment>
                  <segment id="other" state="translated">
                    <source><ph id="1" equiv="#"/> steps left</source>
                    <target>noch <ph id="1"/> Schritte</target>
                  </segment>
                </unit>
                """), spec: exchangePluralSpec))

    static let xliffPluralIncomplete = DiagnosticCode(
        "xliff-plural-incomplete", .warning, "A plural unit has no translated `other` form, so it is skipped.",
        example: .xliff(
            exampleXLIFF(
                """
                ⟦<unit id="intro.done.title">
                  <segment id="one" state="translated">
                    <source><ph id="1" equiv="#"/> step left</source>
                    <target>noch <ph id="1"/> Schritt</target>
                  </segment>
                  <segment id="other" state="initial">
                    <source><ph id="2" equiv="#"/> steps left</source>
                  </segment>
                </unit>
                """), spec: exchangePluralSpec))

    static let xliffPluralMismatch = DiagnosticCode(
        "xliff-plural-mismatch", .warning,
        "A unit was exported as a plural, but its source text no longer is one, so it is skipped.",
        example: .xliff(
            exampleXLIFF(
                """
                ⟦<unit id="intro.done.primary">
                  <segment id="one" state="translated">
                    <source>Finish <ph id="1" equiv="#"/> step</source>
                    <target><ph id="1"/> Schritt abschließen</target>
                  </segment>
                  <segment id="other" state="translated">
                    <source>Finish <ph id="2" equiv="#"/> steps</source>
                    <target><ph id="2"/> Schritte abschließen</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffTargetLanguage = DiagnosticCode(
        "xliff-target-language", .error,
        "The XLIFF file's target language is missing, is not a locale, or is the source locale or a pseudo-locale.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Finished</target>
                  </segment>
                </unit>
                """, trgLang: "en", marked: true), spec: exchangeExampleSpec))

    static let xliffSourceLanguage = DiagnosticCode(
        "xliff-source-language", .warning,
        "The XLIFF file was translated from another language than the spec's source locale.",
        example: .xliff(exampleXLIFF(exampleDoneUnit, srcLang: "fr", marked: true), spec: exchangeExampleSpec))

    static let xliffTranslationFile = DiagnosticCode(
        "xliff-translation-file", .error,
        "The translation file the import would create already exists, but translates another locale.",
        example: .xliff(
            exampleXLIFF(exampleDoneUnit, marked: true), spec: exchangeExampleSpec,
            translations: [
                """
                # de.yaml
                locale: fr
                strings:
                  intro.done.primary: Terminé
                """
            ]))

    static let xliffTranslationTooLarge = DiagnosticCode(
        "xliff-translation-too-large", .error,
        "The translation file would grow over the input size limit (`--max-input-bytes`), so nothing is written.",
        example: .xliff(
            exampleXLIFF(exampleDoneUnit, marked: true), spec: exchangeExampleSpec,
            translations: [
                """
                # German translation of Demo, by the Berlin agency.
                # Style: informal "du", short button labels, no exclamation marks.
                # Glossary: flow = Ablauf, screen = Bildschirm, step = Schritt.
                # Dates: "3. März 2025"; times: "14:30 Uhr".
                # Questions go to the localization team.
                locale: de
                strings: {}
                """
            ], limits: ParseLimits(maxInputBytes: 300)))

    static let xliffImportFailed = DiagnosticCode(
        "xliff-import-failed", .error,
        "The translations could not be written without changing other entries, so nothing was written.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Los geht's</target>
                  </segment>
                </unit>
                """, marked: true),
            spec: """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: Done
                        primary: { label: Done, action: complete }
                """,
            translations: [
                """
                locale: de
                strings:
                  intro.done.title: &done
                    text: Fertig
                  intro.done.primary: *done
                """
            ]))

    static let xliffUnknownApp = DiagnosticCode(
        "xliff-unknown-app", .error, "No spec has the app id that the XLIFF file's `<file id>` names.",
        example: .xliff(
            """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
              ⟦<file id="shop">
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
              </file>
            </xliff>
            """, spec: exchangeExampleSpec))

    /// Every code of this file, for the registry (`DiagnosticCodes.all`, through `exchange`).
    static let xliffImport: [DiagnosticCode] = [
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
    ]

    /// An XLIFF file of app `demo` around `units` (written at the indentation of
    /// `<file>`'s children), from `srcLang` into `trgLang`; `marked` puts the example's
    /// marker before `<xliff`, for a diagnostic about the file as a whole.
    static func exampleXLIFF(
        _ units: String, srcLang: String = "en", trgLang: String = "de", marked: Bool = false
    )
        -> String
    {
        let indented = units.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return """
            \(marked ? String(marker) : "")<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" \
            srcLang="\(srcLang)" trgLang="\(trgLang)">
              <file id="demo">
            \(indented.joined(separator: "\n"))
              </file>
            </xliff>
            """
    }

    /// The unit most examples carry: `intro.done.primary`, "Done" → "Fertig".
    static let exampleDoneUnit = """
        <unit id="intro.done.primary">
          <segment state="translated">
            <source>Done</source>
            <target>Fertig</target>
          </segment>
        </unit>
        """

    /// The spec most examples import into: one string key, `intro.done.primary` ("Done").
    static let exchangeExampleSpec = """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: intro
            trigger: settings
            screens:
              - { id: done, role: completion, primary: { label: Done, action: complete } }
        """

    /// A spec whose title, `intro.done.title`, is a plural.
    static let exchangePluralSpec = """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: intro
            trigger: settings
            screens:
              - id: done
                role: completion
                title: "{count, plural, one {# step left} other {# steps left}}"
                primary: { label: Done, action: complete }
        """
}
