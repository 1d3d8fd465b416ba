/// The codes of `Exchange/` about reading an XLIFF file: what makes it not the XML,
/// the XLIFF 2.0 or the one app's file that `onboardc l10n import` reads.
extension DiagnosticCode {
    static let xliffNotXML = DiagnosticCode(
        "xliff-not-xml", .error, "The XLIFF file is not well-formed XML.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig &⟦ los</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffNotXLIFF = DiagnosticCode(
        "xliff-not-xliff", .error, "The file is not an XLIFF file: its root element is not `<xliff>`.",
        example: .xliff(
            """
            ⟦<resources>
              <string name="intro_done_primary">Fertig</string>
            </resources>
            """, spec: exchangeExampleSpec))

    static let xliffVersion = DiagnosticCode(
        "xliff-version", .error, "The file is not XLIFF 2.0, the only XLIFF version onboardc reads.",
        example: .xliff(
            """
            ⟦<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="demo" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="intro.done.primary">
                    <source>Done</source>
                    <target>Fertig</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """, spec: exchangeExampleSpec))

    static let xliffNamespace = DiagnosticCode(
        "xliff-namespace", .error, "The root element `<xliff>` is not in XLIFF 2.0's namespace.",
        example: .xliff(
            """
            ⟦<xliff version="2.0" srcLang="en" trgLang="de">
              <file id="demo">
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
              </file>
            </xliff>
            """, spec: exchangeExampleSpec))

    static let xliffMissingAttribute = DiagnosticCode(
        "xliff-missing-attribute", .error,
        "An element lacks an attribute that XLIFF 2.0 requires, such as a unit's `id`.",
        example: .xliff(
            exampleXLIFF(
                """
                ⟦<unit>
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffNoFile = DiagnosticCode(
        "xliff-no-file", .error, "The XLIFF file has no `<file>` element, so it names no app to import into.",
        example: .xliff(
            """
            ⟦<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
            </xliff>
            """, spec: exchangeExampleSpec))

    static let xliffSecondFile = DiagnosticCode(
        "xliff-second-file", .error,
        "The XLIFF file has more than one `<file>` element; onboardc imports one app per file.",
        example: .xliff(
            """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
              <file id="demo">
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
              </file>
              ⟦<file id="shop">
              </file>
            </xliff>
            """, spec: exchangeExampleSpec))

    static let xliffDuplicateUnit = DiagnosticCode(
        "xliff-duplicate-unit", .error, "The XLIFF file has two units for the same string key.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
                ⟦<unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Erledigt</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffInvalidState = DiagnosticCode(
        "xliff-invalid-state", .error, "A segment's `state` is not one of XLIFF 2.0's states.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  ⟦<segment state="done">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffSecondTarget = DiagnosticCode(
        "xliff-second-target", .error,
        "A segment has two `<target>` elements, so it is not clear which translation is meant.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                    ⟦<target>Erledigt</target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffInvalidCodePoint = DiagnosticCode(
        "xliff-invalid-code-point", .error, "A `<cp hex>` element does not name a Unicode character.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig⟦<cp hex="D800"/></target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffPlaceholder = DiagnosticCode(
        "xliff-placeholder", .error, "A placeholder (`<ph>`) names no argument of the unit's source text.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig, ⟦<ph id="1" equiv="{name}"/></target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffInputTooLarge = DiagnosticCode(
        "xliff-input-too-large", .error, "The XLIFF file is larger than the input size limit (`--max-input-bytes`).",
        example: .xliff(
            exampleXLIFF(exampleDoneUnit, marked: true), spec: exchangeExampleSpec,
            limits: ParseLimits(maxInputBytes: 200)))

    static let xliffEncoding = DiagnosticCode(
        "xliff-encoding", .error, "The XLIFF file is not UTF-8 text, the only encoding onboardc reads.",
        example: .xliff(
            """
            <?xml version="1.0" encoding="⟦ISO-8859-1"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
              <file id="demo">
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
              </file>
            </xliff>
            """, spec: exchangeExampleSpec))

    static let xliffDoctype = DiagnosticCode(
        "xliff-doctype", .error,
        "The XLIFF file has a document type declaration (`<!DOCTYPE`), which XLIFF files never have.",
        example: .xliff(
            """
            ⟦<!DOCTYPE xliff>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
              <file id="demo">
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig</target>
                  </segment>
                </unit>
              </file>
            </xliff>
            """, spec: exchangeExampleSpec))

    static let xliffProcessingInstruction = DiagnosticCode(
        "xliff-processing-instruction", .error,
        "The XLIFF file has a processing instruction (`<?…?>`), or an XML declaration that is not at its very start.",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source>Done</source>
                    <target>Fertig⟦<?cursor?></target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    static let xliffGlossaryTerm = DiagnosticCode(
        "xliff-glossary-term", .warning,
        "A translation changes a glossary term that the export marked not to translate (`<mrk translate=\"no\">`).",
        example: .xliff(
            exampleXLIFF(
                """
                <unit id="intro.done.primary">
                  <segment state="translated">
                    <source><mrk id="term-1" translate="no">Done</mrk></source>
                    <target>⟦<mrk id="term-1" translate="no">Fertig</mrk></target>
                  </segment>
                </unit>
                """), spec: exchangeExampleSpec))

    /// Every code of this file, for the registry (`DiagnosticCodes.all`, through `exchange`).
    static let xliffReading: [DiagnosticCode] = [
        xliffNotXML,
        xliffNotXLIFF,
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
        xliffGlossaryTerm,
    ]

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let exchange: [DiagnosticCode] = xliffReading + xliffImport + adopt
}
