/// The codes of `Decode/`: a spec or translation file that does not have the shape
/// the format needs (docs/spec-format.md).
extension DiagnosticCode {
    static let specMissingKey = DiagnosticCode(
        "spec-missing-key", .error, "Something lacks a key it needs (a screen its `role`, a button its `label`).",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: hasOnboarded }
                screens:
                  - ⟦{ id: welcome, title: Hello, primary: { label: Start, action: complete } }
            """))

    static let specUnusedKey = DiagnosticCode(
        "spec-unused-key", .error, "A key is allowed here but has no effect with the other keys given.",
        example: .spec(exampleSpec(flow: ["⟦entry: Show the tour again"])))

    static let specMissingFlag = DiagnosticCode(
        "spec-missing-flag", .error, "A first-launch flow has no completion flag, so it would show at every launch.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                ⟦trigger: first-launch
                screens:
                  - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
            """))

    static let specReservedID = DiagnosticCode(
        "spec-reserved-id", .error,
        "An id is a word that targets reserve (`next`, `back`, `complete`, `stay`), or `schema` for an app.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: hasOnboarded }
                screens:
                  - { id: ⟦next, role: welcome, title: Hello, primary: { label: Start, action: complete } }
            """))

    static let specEmptyFlow = DiagnosticCode(
        "spec-empty-flow", .error, "A flow has no screens.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: hasOnboarded }
                screens: ⟦[]
            """))

    static let specInvalidFlag = DiagnosticCode(
        "spec-invalid-flag", .error, "A completion flag's key is not a valid key for the app's settings store.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: ⟦has onboarded }
                screens:
                  - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
            """))

    static let specUnknownKey = DiagnosticCode(
        "spec-unknown-key", .error,
        "A key is not one the format knows here (often a typo; the help suggests the nearest).",
        example: .spec(exampleSpec(screen: ["⟦subtitel: Nice to meet you"])))

    static let specMessageSyntax = DiagnosticCode(
        "spec-message-syntax", .error,
        "A text's placeholders or plural are not valid ICU message syntax, or cannot be shown on a platform.",
        example: .spec(exampleSpec(title: "\"Hello, ⟦{name\"")))

    static let specConflictingKeys = DiagnosticCode(
        "spec-conflicting-keys", .error, "Two keys are given that cannot go together.",
        example: .spec(exampleSpec(flow: ["progress: { style: continuous-bar, shape: capsule, ⟦cornerRadius: 4 }"])))

    static let specTypeMismatch = DiagnosticCode(
        "spec-type-mismatch", .error,
        "A value has the wrong kind: a list where text belongs, a word where a number belongs.",
        example: .spec(exampleSpec(title: "⟦[Hello, Welcome]")))

    static let specOutOfRange = DiagnosticCode(
        "spec-out-of-range", .error, "A number is outside the range the key allows.",
        example: .spec(exampleSpec(flow: ["transition: { style: slide, duration: ⟦7200 }"])))

    static let specInvalidDuration = DiagnosticCode(
        "spec-invalid-duration", .error,
        "A duration is not a number of seconds (`0.3`, `0.3s`) or milliseconds (`300ms`).",
        example: .spec(exampleSpec(flow: ["transition: { style: slide, duration: ⟦fast }"])))

    static let specUnknownValue = DiagnosticCode(
        "spec-unknown-value", .error, "A value is not one of the values the key allows (the help lists them).",
        example: .spec(exampleSpec(flow: ["transition: { style: ⟦slde }"])))

    static let specInvalidID = DiagnosticCode(
        "spec-invalid-id", .error, "An id is not lower-case kebab-case (`welcome`, `notification-permission`).",
        example: .spec(exampleSpec().replacingOccurrences(of: "id: welcome", with: "id: ⟦Welcome Screen")))

    static let specInvalidLocale = DiagnosticCode(
        "spec-invalid-locale", .error, "A locale is not a BCP-47 language tag (`en`, `pt-BR`, `zh-Hant`).",
        example: .spec(exampleSpec(app: ["sourceLocale: ⟦english"])))

    static let specMissingOptions = DiagnosticCode(
        "spec-missing-options", .error, "A single- or multiple-choice input has no options to choose from.",
        example: .spec(exampleSpec(screen: ["inputs: [⟦{ id: goal, kind: single-choice, label: Your goal }]"])))

    static let specUnknownReference = DiagnosticCode(
        "spec-unknown-reference", .error,
        "A reference names nothing: a target screen, a dialog, a state or a theme colour that does not exist.",
        example: .spec(exampleSpec(primary: "{ label: Start, action: go, to: ⟦finsh }")))

    static let specConditionSyntax = DiagnosticCode(
        "spec-condition-syntax", .error,
        "A condition (`when:`) is not written in the condition language (docs/conditions.md).",
        example: .spec(
            exampleSpec(
                app: [], flow: [],
                primary:
                    "{ label: Start, action: go, to: [{ when: 'platform ⟦= \"ios\"', to: complete }, { to: complete }] }"
            )))

    static let specConditionUnknownReference = DiagnosticCode(
        "spec-condition-unknown-reference", .error,
        "A condition reads an input, an attribute or an experiment that the spec does not have.",
        example: .spec(
            exampleSpec(
                primary:
                    "{ label: Start, action: go, to: [{ when: attribute.⟦isReturning, to: complete }, { to: complete }] }"
            )))

    static let specConditionType = DiagnosticCode(
        "spec-condition-type", .error,
        "A condition compares values its reference cannot have: an option the input lacks, text with a number, an order of text.",
        example: .spec(
            exampleSpec(
                primary:
                    "{ label: Start, action: go, to: [{ when: 'platform == ⟦\"web\"', to: complete }, { to: complete }] }"
            )))

    static let specBranchFallback = DiagnosticCode(
        "spec-branch-fallback", .error,
        "Targets chosen by conditions need one fallback, the last branch, without `when`.",
        example: .spec(
            exampleSpec(primary: "{ label: Start, action: go, to: ⟦[{ when: 'platform == \"ios\"', to: complete }] }")))

    static let specExperimentWeights = DiagnosticCode(
        "spec-experiment-weights", .error,
        "An experiment's variants are fewer than two, or their weights do not sum to 100.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            experiments:
              - id: headline
                variants: ⟦[{ id: control, weight: 50 }, { id: short, weight: 40 }]
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: hasOnboarded }
                screens:
                  - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
            """))

    static let specAudienceDefault = DiagnosticCode(
        "spec-audience-default", .error,
        "Every first-launch flow has an audience: a user in none of them would see no onboarding.",
        example: .spec(
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios, android] }
            flows:
              - id: onboarding
                trigger: first-launch
                ⟦audience: platform == "ios"
                completion: { flag: hasOnboarded }
                screens:
                  - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
            """))

    static let specInvalidStringTable = DiagnosticCode(
        "spec-invalid-string-table", .error,
        "The string table's name cannot name a file (letters, digits, `_` and `-`, up to 64).",
        example: .spec(exampleSpec(app: ["stringTable: ⟦my strings"])))

    static let specUnsupportedVersion = DiagnosticCode(
        "spec-unsupported-version", .error, "The spec's format version is one this onboardc does not read.",
        example: .spec(exampleSpec().replacingOccurrences(of: "version: 1", with: "version: ⟦2")))

    static let specDuplicateID = DiagnosticCode(
        "spec-duplicate-id", .error,
        "Two things of one kind (screens of a flow, flows, states, options) have the same id.",
        example: .spec(
            exampleSpec(primary: "{ label: Start, action: next }")
                + "      - { id: ⟦welcome, role: completion, title: Done, primary: { label: Finish, action: complete } }\n"
        ))

    static let specInvalidColor = DiagnosticCode(
        "spec-invalid-color", .error,
        "A colour is neither a `#RRGGBB` or `#RRGGBBAA` hex value nor a name from `theme.colors`.",
        example: .spec(exampleSpec(screen: ["color: ⟦\"#12345\""])))

    static let specInvalidProduct = DiagnosticCode(
        "spec-invalid-product", .error,
        "A paywall plan's `product` is not a store product id (letters, digits, `_` and `.`; lower case for Play Billing).",
        example: .spec(
            exampleSpec(screen: [
                "paywall:", "  provider: storekit", "  offering: default",
                "  plans: [{ id: annual, product: ⟦\"Annual $39.99\", label: Yearly }]",
            ])))

    static let specKeyboardMismatch = DiagnosticCode(
        "spec-keyboard-mismatch", .warning,
        "A `number`, `phone` or `one-time-code` field's `keyboard` types characters the field refuses (it takes what the number or phone pad types).",
        example: .spec(
            exampleSpec(screen: [
                "inputs:", "  - { id: age, kind: number, label: Age, keyboard: ⟦decimal }",
            ])))

    static let specInvalidDate = DiagnosticCode(
        "spec-invalid-date", .error,
        "A date field's `min` or `max` is not a day written `YYYY-MM-DD` (ISO 8601) that exists, such as `2008-02-29`.",
        example: .spec(
            exampleSpec(screen: [
                "inputs:", "  - { id: birthday, kind: date, label: Date of birth, min: ⟦1900-02-30 }",
            ])))

    static let specDateBounds = DiagnosticCode(
        "spec-date-bounds", .error, "A date field's `max` is before its `min`: no day is accepted.",
        example: .spec(
            exampleSpec(screen: [
                "inputs:", "  - { id: birthday, kind: date, label: Date of birth, min: 2000-01-01, max: ⟦1990-01-01 }",
            ])))

    static let specSampleMismatch = DiagnosticCode(
        "spec-sample-mismatch", .warning,
        "A `samples:` value for the preview fills no placeholder, has no value, or is text where its placeholder takes a whole number.",
        example: .spec(exampleSpec(title: "\"Hi {name}\"") + "samples:\n  ⟦nmae: Maya\n"))

    static let specInvalidAndroidName = DiagnosticCode(
        "spec-invalid-android-name", .error,
        "`app.android`'s namespace or resource prefix is not one Android accepts in a package or a resource name.",
        example: .spec(exampleSpec(app: ["android: { package: ⟦com-example.app }"])))

    static let specInvalidAndroidIcon = DiagnosticCode(
        "spec-invalid-android-icon", .error,
        "An icon's `android` (or a button's, option's or feature's `androidIcon`) is not written as a Material Symbols name: lower-case letters and digits joined by single `_`.",
        example: .spec(exampleSpec(screen: ["icon: { name: book.fill, android: ⟦MenuBook }"])))

    static let translationSourceLocale = DiagnosticCode(
        "translation-source-locale", .error, "A translation file translates the spec's own source locale.",
        example: .spec(
            exampleSpec(),
            translations: [
                """
                locale: ⟦en
                strings:
                  onboarding.welcome.title: Hi
                """
            ]))

    static let translationPseudoLocale = DiagnosticCode(
        "translation-pseudo-locale", .error,
        "A translation file is for a pseudo-locale, whose text onboardc generates.",
        example: .spec(
            exampleSpec(),
            translations: [
                """
                locale: ⟦en-XA
                strings:
                  onboarding.welcome.title: Hi
                """
            ]))

    static let translationDuplicateLocale = DiagnosticCode(
        "translation-duplicate-locale", .error, "Two translation files translate the same locale.",
        example: .spec(
            exampleSpec(),
            translations: [
                """
                locale: pt-BR
                strings:
                  onboarding.welcome.title: Olá
                """,
                """
                locale: ⟦pt-br
                strings:
                  onboarding.welcome.title: Oi
                """,
            ]))

    static let translationInvalidFingerprint = DiagnosticCode(
        "translation-invalid-fingerprint", .error,
        "A source fingerprint under a translation file's `sources:` is not 8 lower-case hex digits.",
        example: .spec(
            exampleSpec(),
            translations: [
                """
                locale: de
                strings:
                  onboarding.welcome.title: Hallo
                sources:
                  onboarding.welcome.title: ⟦3F2A9C1E
                """
            ]))

    static let translationOrphanFingerprint = DiagnosticCode(
        "translation-orphan-fingerprint", .warning,
        "A translation file's `sources:` has a fingerprint for a key its `strings:` does not translate.",
        example: .spec(
            exampleSpec(),
            translations: [
                """
                locale: de
                strings:
                  onboarding.welcome.title: Hallo
                sources:
                  onboarding.welcome.title: "185f8db3"
                  ⟦onboarding.welcome.primary: "3f2a9c1e"
                """
            ]))

    static let specSectionNotConsecutive = DiagnosticCode(
        "spec-section-not-consecutive", .error,
        "A section's `screens` are not a consecutive run of the flow's screens in flow order.",
        example: .spec(
            exampleSections(
                """
                    sections:
                      - { id: tutorial, screens: [welcome, ⟦done] }
                """)))

    static let specSectionOverlap = DiagnosticCode(
        "spec-section-overlap", .error, "A screen is in two sections.",
        example: .spec(
            exampleSections(
                """
                    sections:
                      - { id: tutorial, screens: [welcome, tips] }
                      - { id: finish, screens: [⟦tips, done] }
                """)))

    static let specSectionFlowKey = DiagnosticCode(
        "spec-section-flow-key", .error,
        "A section's policy sets a key that applies to a whole flow (`announceScreenPosition`, `timing.maxCompletionDelay`).",
        example: .spec(
            exampleSections(
                """
                    sections:
                      - { id: tutorial, screens: [welcome, tips], policy: { ⟦announceScreenPosition: true } }
                """)))

    /// A first-launch flow of three screens, `welcome`, `tips` and `done`, with `sections` (the lines given, at column 5).
    static func exampleSections(_ sections: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios] }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: hasOnboarded }
        \(sections)
            screens:
              - { id: welcome, role: welcome, title: Hello, primary: Next }
              - { id: tips, role: information, title: Tips, primary: Next }
              - { id: done, role: completion, title: Done, primary: { label: Start, action: complete } }
        """
    }

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let decode: [DiagnosticCode] = [
        specMissingKey, specUnusedKey, specMissingFlag, specReservedID, specEmptyFlow, specInvalidFlag, specUnknownKey,
        specMessageSyntax, specConflictingKeys, specTypeMismatch, specOutOfRange, specInvalidDuration, specUnknownValue,
        specInvalidID, specInvalidLocale, specMissingOptions, specUnknownReference, specConditionSyntax,
        specConditionUnknownReference, specConditionType, specBranchFallback, specExperimentWeights,
        specAudienceDefault, specInvalidStringTable,
        specUnsupportedVersion, specDuplicateID, specInvalidColor, specInvalidProduct, translationSourceLocale,
        translationPseudoLocale, translationDuplicateLocale, translationInvalidFingerprint,
        translationOrphanFingerprint,
        specSectionNotConsecutive, specSectionOverlap, specSectionFlowKey, specKeyboardMismatch, specSampleMismatch,
        specInvalidAndroidName, specInvalidAndroidIcon, specInvalidDate, specDateBounds, specFileType,
    ]
}
