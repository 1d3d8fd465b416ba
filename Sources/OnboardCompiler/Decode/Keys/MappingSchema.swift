/// One mapping of the spec language (a screen, a button, `app`…): the keys it
/// takes, each with its value, whether it is required, its default and what it
/// means. The decoder reads a mapping only through its schema (`MappingReader`
/// refuses any other key), and `onboardc`'s JSON Schemas for editors are
/// rendered from the same values (`Emit/SpecSchema/`), so the two cannot drift.
///
/// The descriptions are the "meaning" column of docs/spec-format.md's reference
/// table `docs` names; `SpecSchemaDocsTests` holds the two to each other.
struct MappingSchema: Sendable {
    /// The schema's name: its definition in the JSON Schema (`screen`, `buttonStyle`).
    let name: String
    /// How messages name a mapping of this kind ("a screen", "`app`").
    let noun: String
    /// What it is, in one sentence.
    let summary: String
    /// Where docs/spec-format.md describes its own keys: a heading and the index of
    /// the key table under it; nil for a mapping the docs describe in prose only.
    let docs: DocsTable?
    /// Its own keys, in the order messages list them.
    let own: [Key]
    /// Mappings whose keys this one takes too, after its own (a screen takes the
    /// content keys, a transition the animation keys).
    let includes: [MappingSchema]
    /// At least one of these keys must be written (a button's `label` or `icon`).
    let requiresAny: [String]

    init(
        _ name: String, noun: String, summary: String, docs: DocsTable?, keys: [Key],
        includes: [MappingSchema] = [], requiresAny: [String] = []
    ) {
        self.name = name
        self.noun = noun
        self.summary = summary
        self.docs = docs
        self.own = keys
        self.includes = includes
        self.requiresAny = requiresAny
    }

    /// Every key, its own first, then those of `includes`.
    var keys: [Key] { own + includes.flatMap(\.keys) }

    var keyNames: [String] { keys.map(\.name) }

    func key(_ name: String) -> Key? { keys.first { $0.name == name } }

    /// A key table of docs/spec-format.md: the `index`th table whose first column is
    /// `key`, under the heading `heading` (its text without the `#`s).
    struct DocsTable: Sendable, Hashable {
        let heading: String
        let index: Int

        init(_ heading: String, table index: Int = 0) {
            self.heading = heading
            self.index = index
        }
    }

    /// One key of a mapping.
    struct Key: Sendable {
        enum Requirement: Sendable, Hashable {
            /// Always needed.
            case required
            /// May be left out.
            case optional
            /// Needed in the cases its description names (`event` with `trigger: event`):
            /// the decoder checks it; the JSON Schema cannot say it.
            case sometimes
        }

        let name: String
        let value: ValueKind
        let requirement: Requirement
        /// The value the decoder takes when the key is left out, as a writer would write it.
        let defaultValue: JSONValue?
        /// What it means, in docs/spec-format.md's words (Markdown).
        let description: String

        init(_ name: String, _ value: ValueKind, _ requirement: Requirement, _ description: String) {
            self.name = name
            self.value = value
            self.requirement = requirement
            self.defaultValue = nil
            self.description = description
        }

        /// An optional key.
        init(_ name: String, _ value: ValueKind, default defaultValue: JSONValue? = nil, _ description: String) {
            self.name = name
            self.value = value
            self.requirement = .optional
            self.defaultValue = defaultValue
            self.description = description
        }
    }
}

extension MappingSchema {
    /// Every schema a spec, a translation file or the project configuration reaches, each once.
    static var all: [MappingSchema] { reached(from: [.spec, .translation, .config]) }

    /// `roots` and every schema their keys reach, each once.
    static func reached(from roots: [MappingSchema]) -> [MappingSchema] {
        var found: [MappingSchema] = []
        func visit(_ schema: MappingSchema) {
            guard !found.contains(where: { $0.name == schema.name }) else { return }
            found.append(schema)
            schema.includes.forEach(visit)
            for key in schema.own { key.value.mappings.forEach(visit) }
        }
        roots.forEach(visit)
        return found
    }
}

extension ValueKind {
    /// The mappings this value may be.
    var mappings: [MappingSchema] {
        switch self {
        case .copy: [.copy]
        case .mapping(let schema): [schema]
        case .list(let item, _), .pair(let item): item.mappings
        case .dictionary(let keys, let values): keys.mappings + values.mappings
        case .either(let short, let long): short.mappings + long.mappings
        default: []
        }
    }
}
