/// The codes of `BundleCheck/`: a built bundle that clients could not load
/// (docs/bundle-format.md, "Checking bundles").
extension DiagnosticCode {
    /// A small valid bundle of app `demo` (`demo/bundle.json`), one screen whose
    /// button completes the flow, and its String Catalog; `edit` changes the bundle's text.
    static func exampleBundle(
        catalog: [String] = ["onboarding.welcome.primary", "onboarding.welcome.title"],
        _ edit: (String) -> String = { $0 }
    ) -> [String: String] {
        let bundle = """
            {
              "app": { "id": "demo", "name": "Demo", "platforms": ["ios"], "sourceLocale": "en" },
              "flows": [{
                "accessibility": { "announceScreenPosition": false },
                "completion": { "flag": "hasOnboarded", "setOn": ["complete"] },
                "dialogs": [],
                "id": "onboarding",
                "reducedMotion": {},
                "screens": [{
                  "buttons": [{ "action": { "kind": "complete" }, "labelKey": "onboarding.welcome.primary", "slot": "primary" }],
                  "entrance": [], "id": "welcome", "index": 0, "inputs": [], "optional": false,
                  "progress": { "fraction": 1, "of": 1, "step": 1 },
                  "role": "welcome", "states": [], "swipe": false, "titleKey": "onboarding.welcome.title"
                }],
                "trigger": { "kind": "first-launch" }
              }],
              "localeFallbacks": {}, "locales": ["en"], "motion": { "scale": {} }, "placeholders": {},
              "pseudoLocales": [], "schemaVersion": 2, "specVersion": 1,
              "strings": { "ios": "ios/Localizable.xcstrings" },
              "theme": { "buttons": {}, "colors": {}, "roles": {} }
            }
            """
        let strings = catalog.map { key in
            "\"\(key)\": { \"localizations\": { \"en\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"Text\" } } } }"
        }
        return [
            "demo/bundle.json": edit(bundle),
            "demo/ios/Localizable.xcstrings": """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              \(strings.joined(separator: ",\n  "))
            } }
            """,
        ]
    }

    static let bundleNotJSON = DiagnosticCode(
        "bundle-not-json", .error, "A `bundle.json` is not JSON (cut short, or edited by hand).",
        example: .bundle(exampleBundle { _ in "⟦{ \"app\": { \"id\": \"demo\" " }))

    static let bundleDuplicateMember = DiagnosticCode(
        "bundle-duplicate-member", .error,
        "An object of the bundle has a member twice; JSON readers disagree on which one counts.",
        example: .bundle(
            exampleBundle {
                $0.replacingOccurrences(of: "\"specVersion\": 1,", with: "\"specVersion\": 1, \"specVersion\": ⟦2,")
            }))

    static let bundleSchemaVersion = DiagnosticCode(
        "bundle-schema-version", .error,
        "The bundle's `schemaVersion` is not the one this onboardc (and the OnboardKit beside it) reads.",
        example: .bundle(
            exampleBundle { $0.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": ⟦5") }))

    static let bundleInvalid = DiagnosticCode(
        "bundle-invalid", .error,
        "The bundle does not decode as OnboardKit decodes it: a missing member, a wrong type, a target that names nothing.",
        example: .bundle(
            exampleBundle { $0.replacingOccurrences(of: "\"optional\": false", with: "\"optional\": ⟦\"no\"") }))

    static let bundleInvalidTable = DiagnosticCode(
        "bundle-invalid-table", .error,
        "The bundle names a string table that is not where onboardc writes it, or not one it can read.",
        example: .bundle(
            exampleBundle {
                $0.replacingOccurrences(
                    of: "\"ios\": \"ios/Localizable.xcstrings\"", with: "\"ios\": ⟦\"../Localizable.xcstrings\"")
            }))

    static let bundleMissingTable = DiagnosticCode(
        "bundle-missing-table", .error, "The string table the bundle names is not beside it.",
        example: .bundle(
            exampleBundle {
                $0.replacingOccurrences(
                    of: "\"ios\": \"ios/Localizable.xcstrings\"", with: "\"ios\": ⟦\"ios/Onboarding.xcstrings\"")
            }))

    static let bundleMissingString = DiagnosticCode(
        "bundle-missing-string", .error, "A string key the bundle uses is not in its string table.",
        example: .bundle(
            exampleBundle(catalog: ["onboarding.welcome.title"]) {
                $0.replacingOccurrences(of: "\"labelKey\": \"onboarding", with: "\"labelKey\": ⟦\"onboarding")
            }))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let bundleCheck: [DiagnosticCode] = [
        bundleNotJSON, bundleDuplicateMember, bundleSchemaVersion, bundleInvalid, bundleInvalidTable,
        bundleMissingTable,
        bundleMissingString,
    ]
}
