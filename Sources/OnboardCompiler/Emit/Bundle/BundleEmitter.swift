/// `bundle.json`: everything a client needs to run the app's flows without
/// reading YAML. Copy appears only as string keys. See docs/bundle-format.md.
struct BundleEmitter: Emitter {
    /// Major version of the bundle format; bumped only for breaking changes.
    static let schemaVersion = 1
    static let path = "bundle.json"

    func emit(_ spec: Spec, strings: StringTable, diagnostics: DiagnosticSink) -> [OutputFile] {
        var members: [String: JSONValue] = [
            "schemaVersion": .int(Self.schemaVersion),
            "specVersion": .int(spec.version),
            "app": .object([
                "id": .string(spec.app.id),
                "name": .string(spec.app.name),
                "platforms": .array(spec.app.platforms.map { .string($0.rawValue) }),
                "sourceLocale": .string(spec.app.sourceLocale),
            ]),
            "locales": .array(([strings.locale] + strings.locales.filter { !$0.isPseudo }.map(\.tag)).map(JSONValue.string)),
            "pseudoLocales": .array(spec.app.pseudoLocales.map { .string($0.rawValue) }),
            "localeFallbacks": .object(Dictionary(spec.app.fallbacks.map { fallback in
                (fallback.locale, JSONValue.array(fallback.chain.map(JSONValue.string)))
            }, uniquingKeysWith: { first, _ in first })),
            "placeholders": Self.placeholders(strings),
            "strings": .object([
                "ios": .string(StringCatalogEmitter.path),
                "android": .string(AndroidStringsEmitter.path),
            ]),
            "theme": Self.theme(spec.theme),
            "motion": .object(["scale": .object(spec.motion.scale.mapValues(JSONValue.double))]),
            "flows": .array(spec.flows.map(Self.flow)),
        ]
        let hash = SHA256.hex(Self.hashInput(bundle: JSONValue.object(members).serialized(), strings: strings))
        members["contentHash"] = .string("sha256:" + hash)
        return [OutputFile(path: "\(spec.app.id)/\(Self.path)", text: JSONValue.object(members).serialized())]
    }

    /// The bundle without its hash, then every source string, then every
    /// translation: a copy edit or a new translation changes the hash even
    /// though the bundle holds only keys.
    static func hashInput(bundle: String, strings: StringTable) -> [UInt8] {
        var text = bundle
        for entry in strings.entries {
            text += JSONValue.object(["key": .string(entry.key), "text": .string(entry.text),
                                      "comment": entry.comment.map(JSONValue.string)]).serialized()
        }
        for locale in strings.locales where !locale.isPseudo {
            for (entry, value) in locale.translated(in: strings) {
                text += JSONValue.object(["locale": .string(locale.tag), "key": .string(entry.key),
                                          "text": .string(value.message.icuText),
                                          "state": .string(value.state.rawValue)]).serialized()
            }
        }
        return Array(text.utf8)
    }

    /// The arguments of every key that has some, in the order the app passes them.
    static func placeholders(_ strings: StringTable) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: strings.entries.compactMap { entry in
            let arguments = entry.message.arguments
            guard !arguments.isEmpty else { return nil }
            return (entry.key, JSONValue.array(arguments.map {
                .object(["name": .string($0.name), "type": .string($0.type.rawValue)])
            }))
        }))
    }

    static func theme(_ theme: Theme) -> JSONValue {
        .object([
            "colors": .object(theme.colors.mapValues(color)),
            "roles": .object(theme.roles.mapValues(colorRef)),
            "buttons": .object(Dictionary(uniqueKeysWithValues: theme.buttons.map { slot, style in
                (slot.rawValue, JSONValue.object([
                    "background": style.background.map(colorRef),
                    "foreground": style.foreground.map(colorRef),
                    "cornerRadius": style.cornerRadius.map(JSONValue.double),
                    "fullWidth": .bool(style.fullWidth),
                    "font": style.font.map(JSONValue.string),
                    "weight": style.weight.map { .string($0.rawValue) },
                ]))
            })),
        ])
    }

    static func color(_ value: ColorValue) -> JSONValue {
        .object([
            "light": .string(value.light.hex),
            "dark": value.dark.map { .string($0.hex) },
            "system": value.system.map(JSONValue.string),
        ])
    }

    static func colorRef(_ ref: ColorRef) -> JSONValue {
        var value = color(ref.value)
        if case .object(var members) = value, let name = ref.name {
            members["name"] = .string(name)
            value = .object(members)
        }
        return value
    }

    static func flow(_ flow: Flow) -> JSONValue {
        let trigger: JSONValue
        switch flow.trigger {
        case .firstLaunch: trigger = .object(["kind": .string("first-launch")])
        case .settings(let entry):
            trigger = .object(["kind": .string("settings"), "entryKey": entry.map { .string($0.key) }])
        case .event(let name): trigger = .object(["kind": .string("event"), "event": .string(name)])
        }
        let count = flow.screens.count
        return .object([
            "id": .string(flow.id),
            "trigger": trigger,
            "completion": .object([
                "flag": flow.completion.flag.map(JSONValue.string),
                "setOn": .array(flow.completion.setOn.map { .string($0.rawValue) }),
            ]),
            "accessibility": .object([
                "announceScreenPosition": .bool(flow.policy.announceScreenPosition),
                "announcementKey": flow.announcement.map { .string($0.key) },
            ]),
            "progress": flow.progress.map { progress($0, steps: count) },
            "transition": flow.transition.map(transition),
            "reducedMotion": reducedMotion(flow.reducedMotion),
            "dialogs": .array(flow.dialogs.map(dialog)),
            "screens": .array(flow.screens.enumerated().map { screen($1, index: $0, in: flow) }),
        ])
    }

    static func dialog(_ dialog: Dialog) -> JSONValue {
        .object([
            "id": .string(dialog.id),
            "titleKey": .string(dialog.title.key),
            "messageKey": dialog.message.map { .string($0.key) },
            "confirmKey": .string(dialog.confirm.key),
            "cancelKey": .string(dialog.cancel.key),
            "destructive": .bool(dialog.destructive),
        ])
    }
}
