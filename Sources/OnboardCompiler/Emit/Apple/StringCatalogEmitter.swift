/// `ios/<table>.xcstrings` (`ios/Localizable.xcstrings` unless the spec names
/// another `stringTable`): an Apple String Catalog with the source and every
/// translation (not the pseudo-locales, which release builds must not ship:
/// see `AppleStringsEmitter`), in Xcode's own layout (keys sorted, `" : "`, two-space indent)
/// so it diffs cleanly, with `extractionState: manual` because no code
/// extracts it. Each localization has an honest `state`: `translated`,
/// `needs_review` (`review: true`, or a stale translation: made from a source
/// text that changed since, `StaleTranslation`), or `new` (not translated; the value is
/// the source text). A plural is `variations.plural`, or, among other
/// arguments, a `%2$#@count@` variable with its forms under `substitutions`.
struct StringCatalogEmitter: Emitter {
    /// The catalog's path in the app folder.
    static func path(_ app: App) -> String { "ios/\(app.stringTable).xcstrings" }

    func emit(_ spec: Spec, strings: AppStrings, diagnostics: DiagnosticSink) -> [OutputFile] {
        let strings = strings.ios
        guard spec.app.platforms.contains(.ios) else { return [] }
        // Pseudo-locales are not shipped: their tables are the debug-only `.lproj` ones.
        let locales = strings.allLocales.filter { !$0.isPseudo }
        return [
            OutputFile(path: "\(spec.app.id)/\(Self.path(spec.app))", bytes: Self.catalog(strings, locales: locales))
        ]
    }

    /// The catalog's bytes: what `JSONValue.serializedBytes(style: .xcode)` gives for the object
    /// `{sourceLanguage, strings: {key: entry(…)}, version}`, written one entry at a time, with
    /// no tree of the whole catalog in between (a 20 MB spec's catalog is 33 MB of JSON; its
    /// tree took several times that).
    static func catalog(_ strings: StringTable, locales: [StringTable.Locale]) -> [UInt8] {
        let separator = Array(JSONValue.Style.xcode.separator.utf8)
        var out: [UInt8] = []
        // A generous guess, so that the buffer is not grown (and copied) on the way: what is
        // reserved and not written is never touched.
        out.reserveCapacity(
            strings.entries.reduce(64) { size, entry in
                size + 2 * entry.key.utf8.count + (entry.comment?.utf8.count ?? 0) + 96
                    + locales.count * (2 * entry.text.utf8.count + 128)
            })
        out += "{\n  \"sourceLanguage\"".utf8
        out += separator
        JSONValue.quote(strings.locale, into: &out)
        out += ",\n  \"strings\"".utf8
        out += separator
        // The entries are sorted by key in code point order, each key once (`StringTable`).
        JSONValue.writeObject(
            sorted: strings.entries.lazy.map { (key: $0.key, value: $0) }, into: &out, indent: 1,
            separator: separator
        ) { entry, out in
            Self.entry(entry, locales: locales).write(into: &out, indent: 2, separator: separator)
        }
        out += ",\n  \"version\"".utf8
        out += separator
        out += "\"1.0\"\n}\n".utf8
        return out
    }

    /// One key's member of `strings`: its comment, `extractionState` and every locale's value.
    static func entry(_ entry: StringTable.Entry, locales: [StringTable.Locale]) -> JSONValue {
        let arguments = entry.message.arguments
        var localizations: [String: JSONValue] = [:]
        for locale in locales {
            guard let value = locale.values[entry.key] else { continue }
            localizations[locale.tag] = Self.localization(value, arguments: arguments)
        }
        return .object([
            "comment": entry.comment.map(JSONValue.string),
            "extractionState": .string("manual"),
            "localizations": .object(localizations),
        ])
    }

    /// `{stringUnit: {state, value}}`, or `{variations: {plural: {one: {stringUnit…}, …}}}`.
    static func localization(_ value: StringTable.Value, arguments: [Message.Argument]) -> JSONValue {
        func unit(_ parts: [Message.Part]) -> JSONValue {
            .object([
                "stringUnit": .object([
                    "state": .string(value.state.rawValue),
                    "value": .string(PlatformFormat.apple.format(parts, arguments: arguments)),
                ])
            ])
        }
        guard let plural = value.message.expandedPlural else { return unit(value.message.parts) }
        guard arguments.count >= 2 else {
            var cases: [String: JSONValue] = [:]
            for item in plural.cases {
                guard case .category(let category) = item.selector else { continue }
                cases[category.rawValue] = unit(item.parts)
            }
            return .object(["variations": .object(["plural": .object(cases)])])
        }
        return substitution(plural, state: value.state, arguments: arguments)
    }

    /// A plural among other arguments, as Xcode writes it: the text with a
    /// `%2$#@count@` variable, and the variable's forms under `substitutions`,
    /// where `%arg` stands for the count.
    static func substitution(
        _ plural: Message.ExpandedPlural, state: StringTable.State,
        arguments: [Message.Argument]
    ) -> JSONValue {
        let apple = PlatformFormat.apple
        let position = (arguments.firstIndex { $0.name == plural.argument.name } ?? arguments.count) + 1
        let variable = plural.argument.name
        func unit(_ value: String) -> JSONValue {
            .object(["stringUnit": .object(["state": .string(state.rawValue), "value": .string(value)])])
        }
        // The count inside a form is `%arg`; a private-use marker survives the formatting untouched.
        let marker = "\u{F8FF}"
        var forms: [String: JSONValue] = [:]
        for item in plural.innerCases {
            guard case .category(let category) = item.selector else { continue }
            let parts = item.parts.map { $0 == .argument(plural.argument) ? .text(marker) : $0 }
            forms[category.rawValue] = unit(
                apple.format(parts, arguments: arguments, positional: true)
                    .replacing(marker, with: "%arg"))
        }
        let text =
            apple.format(plural.prefix, arguments: arguments, positional: true) + "%\(position)$#@\(variable)@"
            + apple.format(plural.suffix, arguments: arguments, positional: true)
        return .object([
            "stringUnit": .object(["state": .string(state.rawValue), "value": .string(text)]),
            "substitutions": .object([
                variable: .object([
                    "argNum": .int(position),
                    "formatSpecifier": .string("lld"),
                    "variations": .object(["plural": .object(forms)]),
                ])
            ]),
        ])
    }
}
