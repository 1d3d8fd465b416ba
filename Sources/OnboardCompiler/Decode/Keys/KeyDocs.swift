/// What an editor shows for a key of a spec, a translation file or `onboardc.yaml` (the
/// language server's hover): read from the same schemas the decoder reads the files with
/// and the JSON Schemas and docs/spec-format.md's tables are made from.
public struct KeyDocs: Sendable, Hashable {
    /// Which kind of file a path is in.
    public enum File: Sendable {
        case spec, translation, config
    }

    /// One step from a file's root: a mapping's key or a list's item.
    public enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var key: String
    /// The mapping it belongs to, as messages name it ("a screen", "`app`").
    public var mapping: String
    /// What it means, in docs/spec-format.md's words (Markdown).
    public var description: String
    public var requirement: String
    /// What its value is (Markdown): "a duration…", "one of `welcome`, `feature`…".
    public var value: String
    public var defaultValue: String?
    /// The words its value is chosen from, each with what it means, when it is chosen from a
    /// closed list.
    public var choices: [Choice]

    /// What `value` means, when it is one of `choices`.
    public func meaning(of value: String) -> String? {
        choices.first { $0.value == value }?.meaning
    }

    /// The docs of the key the last step of `path` names; nil when the path leads nowhere
    /// the schemas describe (an unknown key, a key a writer names, such as a string key).
    public static func key(at path: [Step], in file: File) -> KeyDocs? {
        guard case .key(let name)? = path.last else { return nil }
        var kinds: [ValueKind] = [.mapping(root(file))]
        for step in path.dropLast() { kinds = kinds.flatMap { children($0, step) } }
        for kind in kinds {
            for schema in directMappings(kind) {
                guard let key = schema.key(name) else { continue }
                return KeyDocs(
                    key: name, mapping: schema.noun, description: key.description,
                    requirement: requirement(key.requirement), value: key.value.summary,
                    defaultValue: key.defaultValue.map { $0.serialized() }, choices: key.value.choices)
            }
            // A key chosen from a closed list (an outcome under `on:`, a slot under `theme.buttons`).
            if case .dictionary(let keys, let values) = kind, let word = keys.choices.first(where: { $0.value == name })
            {
                return KeyDocs(
                    key: name, mapping: "a mapping of " + keys.summary, description: word.meaning,
                    requirement: "optional", value: values.summary, defaultValue: nil, choices: values.choices)
            }
        }
        return nil
    }

    static func root(_ file: File) -> MappingSchema {
        switch file {
        case .spec: .spec
        case .translation: .translation
        case .config: .config
        }
    }

    /// The kinds a value of `kind` may have at `step`.
    static func children(_ kind: ValueKind, _ step: Step) -> [ValueKind] {
        switch (kind, step) {
        case (.either(let short, let long), _): children(short, step) + children(long, step)
        case (.list(let item, _), .index), (.pair(let item), .index): [item]
        case (.dictionary(_, let values), .key): [values]
        case (_, .key(let name)): directMappings(kind).compactMap { $0.key(name)?.value }
        default: []
        }
    }

    /// The mappings a value of `kind` may be, written where it is (not inside a list).
    static func directMappings(_ kind: ValueKind) -> [MappingSchema] {
        switch kind {
        case .copy: [.copy]
        case .mapping(let schema): [schema]
        case .either(let short, let long): directMappings(short) + directMappings(long)
        default: []
        }
    }

    private static func requirement(_ requirement: MappingSchema.Key.Requirement) -> String {
        switch requirement {
        case .required: "required"
        case .optional: "optional"
        case .sometimes: "required where its description says"
        }
    }
}
