/// `schema/spec.schema.json`, `schema/translation.schema.json` and
/// `schema/config.schema.json`: the JSON Schemas (draft-07, which editors' YAML
/// support reads fully) of a spec, of a translation file and of the project
/// configuration `onboardc.yaml`, for completion, hover docs and checks while writing
/// (docs/editor-setup.md). Rendered from the decoder's own `MappingSchema`s,
/// so they take exactly the keys `onboardc validate` takes, with its values,
/// defaults and descriptions. What the schema cannot say (references, unique
/// ids, keys that go together) is left to `onboardc validate`.
enum SpecSchema {
    static let specPath = BundleSchema.folder + "/spec.schema.json"
    static let translationPath = BundleSchema.folder + "/translation.schema.json"
    static let configPath = BundleSchema.folder + "/config.schema.json"

    static var files: [OutputFile] {
        [
            OutputFile(path: specPath, text: spec.serialized()),
            OutputFile(path: translationPath, text: translation.serialized()),
            OutputFile(path: configPath, text: config.serialized()),
        ]
    }

    static let spec = document(
        .spec, id: "urn:onboardc:spec-schema:\(SpecDecoder.supportedVersions.max() ?? 1)",
        title: "onboardc spec, format version \(SpecDecoder.supportedVersions.map(String.init).joined(separator: ", "))"
    )

    static let translation = document(
        .translation, id: "urn:onboardc:translation-schema:1", title: "onboardc translation file")

    static let config = document(
        .config, id: "urn:onboardc:config-schema:1", title: "onboardc project configuration (onboardc.yaml)")

    /// `root` as a draft-07 schema, with every mapping it reaches in `definitions`.
    static func document(_ root: MappingSchema, id: String, title: String) -> JSONValue {
        var definitions: [String: JSONValue] = [:]
        guard case .object(var members) = object(root, definitions: &definitions) else {
            preconditionFailure("object(…) is an object")
        }
        members["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        members["$id"] = .string(id)
        members["title"] = .string(title)
        members["definitions"] = definitions.isEmpty ? nil : .object(definitions)
        return .object(members)
    }

    /// A mapping: closed, with its required keys and each key described.
    static func object(_ schema: MappingSchema, definitions: inout [String: JSONValue]) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for key in schema.keys {
            guard case .object(var property) = value(key.value, definitions: &definitions) else { continue }
            property["description"] = .string(plain(key.description))
            property["markdownDescription"] = .string(markdown(key.description))
            property["default"] = key.defaultValue
            properties[key.name] = .object(property)
        }
        let required = schema.keys.filter { $0.requirement == .required }.map { JSONValue.string($0.name) }
        let anyOf = schema.requiresAny.map { JSONValue.object(["required": .array([.string($0)])]) }
        return .object([
            "type": .string("object"),
            "description": .string(schema.summary),
            "properties": .object(properties),
            "required": required.isEmpty ? nil : .array(required),
            "additionalProperties": .bool(false),
            "anyOf": anyOf.isEmpty ? nil : .array(anyOf),
        ])
    }

    /// A scalar is text to onboardc however YAML would type it (`title: 2024`, `label: No`).
    static let text: JSONValue = .object([
        "type": .array(["string", "number", "boolean", "null"].map(JSONValue.string))
    ])

    static func value(_ kind: ValueKind, definitions: inout [String: JSONValue]) -> JSONValue {
        switch kind {
        case .text: return text
        case .copy: return .object(["anyOf": .array([text, reference(.copy, definitions: &definitions)])])
        case .identifier: return pattern(ValuePattern.identifier)
        case .boolean: return .object(["type": .string("boolean")])
        case .integer(let range):
            return .object([
                "type": .string("integer"), "minimum": .int(range.lowerBound),
                "maximum": range.upperBound == Int.max ? nil : .int(range.upperBound),
            ])
        case .number(let range):
            let unbounded = Double.greatestFiniteMagnitude
            return .object([
                "type": .string("number"),
                "minimum": range.lowerBound == -unbounded ? nil : .double(range.lowerBound),
                "maximum": range.upperBound == unbounded ? nil : .double(range.upperBound),
            ])
        case .version(let versions): return .object(["enum": .array(versions.map(JSONValue.int))])
        case .duration:
            return .object([
                "anyOf": .array([
                    .object(["type": .string("number"), "minimum": .int(0), "maximum": .int(3600)]),
                    pattern(ValuePattern.duration),
                ])
            ])
        case .fraction:
            return .object([
                "anyOf": .array([
                    .object(["type": .string("number"), "minimum": .int(0), "maximum": .int(1)]),
                    pattern(ValuePattern.percentage),
                ])
            ])
        case .locale: return pattern(ValuePattern.locale)
        case .color: return pattern(ValuePattern.color)
        case .hexColor: return pattern(ValuePattern.hexColor)
        case .formatted(let format):
            // An all-digit product id, fingerprint or Material Symbols name (`123`) written without
            // quotes is a number to YAML.
            let types: [String] =
                [.product, .fingerprint, .materialSymbol].contains(format) ? ["string", "number"] : ["string"]
            return .object([
                "type": types.count == 1 ? .string(types[0]) : .array(types.map(JSONValue.string)),
                "pattern": .string(format.pattern),
            ])
        case .choice(let words):
            // `enumDescriptions` and `markdownEnumDescriptions` are what VS Code's and the YAML
            // language server's completion and hover show for each value; draft-07 ignores them.
            return .object([
                "enum": .array(words.map { .string($0.value) }),
                "enumDescriptions": .array(words.map { .string(plain($0.meaning)) }),
                "markdownEnumDescriptions": .array(words.map { .string(markdown($0.meaning)) }),
            ])
        case .list(let item, let atLeast):
            return .object([
                "type": .string("array"), "items": value(item, definitions: &definitions),
                "minItems": atLeast > 0 ? .int(atLeast) : nil,
            ])
        case .pair(let item):
            return .object([
                "type": .string("array"), "items": value(item, definitions: &definitions),
                "minItems": .int(2), "maxItems": .int(2),
            ])
        case .dictionary(let keys, let values):
            // Keys are always strings: free text needs no `propertyNames`.
            let names: JSONValue? = if case .text = keys { nil } else { value(keys, definitions: &definitions) }
            return .object([
                "type": .string("object"), "propertyNames": names,
                "additionalProperties": value(values, definitions: &definitions),
            ])
        case .mapping(let schema): return reference(schema, definitions: &definitions)
        case .either(let short, let long):
            return .object([
                "anyOf": .array([value(short, definitions: &definitions), value(long, definitions: &definitions)])
            ])
        }
    }

    /// `$ref` to the mapping's definition, made the first time it is referred to.
    static func reference(_ schema: MappingSchema, definitions: inout [String: JSONValue]) -> JSONValue {
        if definitions[schema.name] == nil {
            definitions[schema.name] = .object([:])  // taken before its keys refer on
            definitions[schema.name] = object(schema, definitions: &definitions)
        }
        return .object(["$ref": .string("#/definitions/\(schema.name)")])
    }

    static func pattern(_ regex: String) -> JSONValue {
        .object(["type": .string("string"), "pattern": .string(regex)])
    }

    /// A description for hover in Markdown: the docs' words, links to the docs' headings kept as their text.
    static func markdown(_ text: String) -> String {
        text.replacing(/\[([^\]]*)\]\(#[^)]*\)/) { String($0.output.1) }
    }

    /// The description for tools that show plain text: no Markdown marks.
    static func plain(_ text: String) -> String {
        markdown(text).replacing("`", with: "").replacing("**", with: "").replacing(/\*([^*\s][^*]*)\*/) {
            String($0.output.1)
        }
    }
}
