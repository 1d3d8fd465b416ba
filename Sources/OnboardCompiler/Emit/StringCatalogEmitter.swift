/// `ios/Localizable.xcstrings`: an Apple String Catalog for the source locale,
/// in Xcode's own layout (keys sorted, `" : "`, two-space indent) so it
/// diffs cleanly, with `extractionState: manual` because no code extracts it.
struct StringCatalogEmitter: Emitter {
    static let path = "ios/Localizable.xcstrings"

    func emit(_ spec: Spec, strings: StringTable, diagnostics: DiagnosticSink) -> [OutputFile] {
        guard spec.app.platforms.contains(.ios) else { return [] }
        var members: [String: JSONValue] = [:]
        for entry in strings.entries {
            let unit: JSONValue = .object(["stringUnit": .object([
                "state": .string("translated"),
                "value": .string(entry.text),
            ])])
            members[entry.key] = .object([
                "comment": entry.comment.map(JSONValue.string),
                "extractionState": .string("manual"),
                "localizations": .object([strings.locale: unit]),
            ])
        }
        let catalog: JSONValue = .object([
            "sourceLanguage": .string(strings.locale),
            "strings": .object(members),
            "version": .string("1.0"),
        ])
        return [OutputFile(path: "\(spec.app.id)/\(Self.path)", text: catalog.serialized(style: .xcode))]
    }
}
