/// `ios/Localizable.xcstrings`: an Apple String Catalog with every locale the
/// app carries, in Xcode's own layout (keys sorted, `" : "`, two-space indent)
/// so it diffs cleanly, with `extractionState: manual` because no code
/// extracts it. Each localization has an honest `state`: `translated`,
/// `needs_review` (`review: true`), or `new` (not translated; the value is
/// the source text). Plurals are `variations.plural`.
struct StringCatalogEmitter: Emitter {
    static let path = "ios/Localizable.xcstrings"

    func emit(_ spec: Spec, strings: StringTable, diagnostics: DiagnosticSink) -> [OutputFile] {
        guard spec.app.platforms.contains(.ios) else { return [] }
        let locales = strings.allLocales
        var members: [String: JSONValue] = [:]
        for entry in strings.entries {
            let arguments = entry.message.arguments
            var localizations: [String: JSONValue] = [:]
            for locale in locales {
                guard let value = locale.values[entry.key] else { continue }
                localizations[locale.tag] = Self.localization(value, arguments: arguments)
            }
            members[entry.key] = .object([
                "comment": entry.comment.map(JSONValue.string),
                "extractionState": .string("manual"),
                "localizations": .object(localizations),
            ])
        }
        let catalog: JSONValue = .object([
            "sourceLanguage": .string(strings.locale),
            "strings": .object(members),
            "version": .string("1.0"),
        ])
        return [OutputFile(path: "\(spec.app.id)/\(Self.path)", text: catalog.serialized(style: .xcode))]
    }

    /// `{stringUnit: {state, value}}`, or `{variations: {plural: {one: {stringUnit…}, …}}}`.
    static func localization(_ value: StringTable.Value, arguments: [Message.Argument]) -> JSONValue {
        func unit(_ parts: [Message.Part]) -> JSONValue {
            .object(["stringUnit": .object([
                "state": .string(value.state.rawValue),
                "value": .string(PlatformFormat.apple.format(parts, arguments: arguments)),
            ])])
        }
        guard let plural = value.message.expandedPlural else { return unit(value.message.parts) }
        var cases: [String: JSONValue] = [:]
        for item in plural.cases {
            guard case .category(let category) = item.selector else { continue }
            cases[category.rawValue] = unit(item.parts)
        }
        return .object(["variations": .object(["plural": .object(cases)])])
    }
}
