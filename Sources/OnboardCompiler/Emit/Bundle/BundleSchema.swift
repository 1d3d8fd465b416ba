import BundleFormat

/// `schema/bundle.schema.json`: the JSON Schema (draft 2020-12) of `bundle.json`,
/// exact for what this compiler writes. Every object is closed
/// (`additionalProperties: false`) and lists what it requires; closed
/// vocabularies are enums, open ones (docs/bundle-format.md, "Versioning") are
/// plain strings, since they may grow within one `schemaVersion`.
enum BundleSchema {
    /// The folder beside the apps' folders; no app may have its name as id.
    static let folder = App.schemaFolder
    static let path = folder + "/bundle.schema.json"

    /// The schema's identity: one per `schemaVersion`, so a validator or code
    /// generator can tell the versions apart. A URN, since the project has no web
    /// address of its own to promise.
    static let id = "urn:onboardc:bundle-schema:\(OnboardingBundle.supportedSchemaVersions.upperBound)"

    static var file: OutputFile { OutputFile(path: path, bytes: document.serializedBytes()) }

    static let document: JSONValue = {
        guard
            case .object(var root) = closed(
                required: [
                    "schemaVersion": .object([
                        "enum": .array(OnboardingBundle.supportedSchemaVersions.map(JSONValue.int))
                    ]),
                    "specVersion": integer(minimum: 1),
                    "contentHash": pattern("^sha256:[0-9a-f]{64}$"),
                    "app": ref("app"),
                    "locales": list(ref("locale"), unique: true, minItems: 1),
                    "strings": closed(
                        required: [:], optional: ["ios": string, "android": string, "androidPrefix": string]),
                    "theme": ref("theme"),
                    "motion": closed(required: ["scale": dictionary(number)]),
                    "flows": list(ref("flow")),
                    "pseudoLocales": list(ref("locale"), unique: true),
                    "localeFallbacks": dictionary(list(ref("locale")), keys: ref("locale")),
                    "placeholders": dictionary(list(ref("placeholder")), keys: ref("key")),
                ],
                optional: [
                    "experiments": list(ref("experiment"), minItems: 1),
                    "links": dictionary(pattern(TextFormat.linkURL.pattern), keys: ref("id")),
                    // An open vocabulary: a CLDR numbering system id, never `latn` (the value of a locale left out).
                    "numberingSystems": dictionary(pattern("^[a-z]{4,8}$"), keys: ref("locale")),
                ])
        else { preconditionFailure("closed(…) is an object") }
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["$id"] = .string(id)
        let versions = OnboardingBundle.supportedSchemaVersions
        root["title"] = .string("onboardc bundle, schemaVersion \(versions.lowerBound)–\(versions.upperBound)")
        root["description"] = .string(
            "bundle.json as onboardc writes it (docs/bundle-format.md). Exact for the "
                + "compiler's output; a client reading a bundle must still ignore members it does not know.")
        root["$defs"] = .object(definitions)
        return .object(root)
    }()

    static let definitions: [String: JSONValue] =
        members
        .merging(
            tagged(
                "trigger",
                [
                    "first-launch": [:],
                    "settings": ["entryKey": (ref("key"), false)],
                    "event": ["event": (string, true)],
                ])
        ) { $1 }
        .merging(
            tagged(
                "visual",
                [
                    "symbol": [
                        "name": (string, true), "android": (string, false), "size": (number, false),
                        "color": (ref("color"), false),
                        "rendering": (open("the platform default"), false),
                        "accessibilityLabelKey": (ref("key"), false),
                        "decorative": (boolean, true),
                    ],
                    "illustration": [
                        "asset": (string, true), "animated": (boolean, true),
                        "accessibilityLabelKey": (ref("key"), false), "decorative": (boolean, true),
                    ],
                ])
        ) { $1 }
        .merging(tagged("action", actionVariants)) { $1 }
        .merging(
            tagged(
                "target",
                [
                    "screen": ["screen": (ref("id"), true)],
                    "state": ["screen": (ref("id"), true), "state": (ref("id"), true)],
                    "complete": [:],
                    "stay": [:],
                    "branch": [
                        "branches": (list(ref("conditionalTarget"), minItems: 1), true),
                        "otherwise": (ref("plainTarget"), true),
                    ],
                ])
        ) { $1 }
        .merging([
            "plainTarget": .object([
                "oneOf": .array(["complete", "screen", "stay", "state"].map { ref(variantName("target", $0)) })
            ]),
            "conditionalTarget": closed(required: ["when": ref("condition"), "to": ref("plainTarget")]),
        ]) { $1 }
        .merging(BundleSchema.conditionDefinitions) { $1 }

    /// The definitions that are plain objects and values.
    private static let members: [String: JSONValue] = [
        "id": pattern("^[a-z][a-z0-9]*(-[a-z0-9]+)*$", maxLength: 64),
        "key": .object([
            "type": .string("string"), "minLength": .int(1),
            "description": .string("a key into the string tables"),
        ]),
        "locale": pattern("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"),
        "seconds": .object(["type": .string("number"), "description": .string("seconds")]),
        "app": closed(required: [
            "id": ref("id"), "name": string, "sourceLocale": ref("locale"),
            "platforms": list(choice(["ios", "android"]), unique: true),
        ]),
        "hex": pattern("^#[0-9A-F]{6}([0-9A-F]{2})?$"),
        "colorValue": closed(required: ["light": ref("hex")], optional: ["dark": ref("hex"), "system": string]),
        "color": closed(
            required: ["light": ref("hex")], optional: ["dark": ref("hex"), "system": string, "name": string]),
        "buttonSlot": choice(["primary", "secondary", "skip", "back", "close"]),
        "theme": closed(required: [
            "colors": dictionary(ref("colorValue")),
            "roles": dictionary(ref("color")),
            "buttons": dictionary(ref("buttonStyle"), keys: ref("buttonSlot")),
        ]),
        "buttonStyle": closed(
            required: ["fullWidth": boolean],
            optional: [
                "background": ref("color"), "foreground": ref("color"), "cornerRadius": number,
                "font": ref("font"), "weight": ref("weight"), "android": ref("androidText"),
            ]),
        "textStyle": closed(
            required: [:],
            optional: [
                "font": ref("font"), "weight": ref("weight"), "color": ref("color"), "android": ref("androidText"),
            ]),
        "androidText": closed(
            required: [:],
            optional: [
                "typography": choice(Array(Set(AndroidMapping.typography.values)).sorted()),
                "fontWeight": choice(Array(Set(AndroidMapping.fontWeights.values)).sorted()),
            ]),
        "font": choice([
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
            "footnote", "caption", "caption2",
        ]),
        "weight": choice(["regular", "medium", "semibold", "bold"]),
        "flow": closed(
            required: [
                "id": ref("id"), "trigger": ref("trigger"), "completion": ref("completion"),
                "accessibility": closed(
                    required: ["announceScreenPosition": boolean],
                    optional: ["announcementKey": ref("key")]),
                "reducedMotion": ref("reducedMotion"), "dialogs": list(ref("dialog")), "screens": list(ref("screen")),
            ],
            optional: ["progress": ref("progress"), "transition": ref("transition"), "audience": ref("condition")]),
        "experiment": closed(
            required: ["id": ref("id"), "salt": string, "variants": list(ref("variant"), minItems: 2)],
            optional: ["audience": ref("condition")]),
        "variant": closed(required: [
            "id": ref("id"),
            "weight": .object([
                "type": .string("integer"), "minimum": .int(0), "maximum": .int(BundleFormat.Experiment.totalWeight),
            ]),
            "texts": list(closed(required: ["key": ref("key"), "variantKey": ref("key")])),
        ]),
        "completion": closed(
            required: ["setOn": list(choice(CompletionEvent.allCases.map(\.rawValue)), unique: true)],
            optional: ["flag": string]),
        "reducedMotion": closed(
            required: [:],
            optional: [
                "transition": ref("transition"), "entrance": choice(["appear", "fade"]),
                "feedbackScale": number, "progress": ref("animation"),
            ]),
        "dialog": closed(
            required: [
                "id": ref("id"), "titleKey": ref("key"), "confirmKey": ref("key"), "cancelKey": ref("key"),
                "destructive": boolean,
            ], optional: ["messageKey": ref("key")]),
        "screen": closed(
            required: content(required: true).merging([
                "id": ref("id"), "index": integer(minimum: 0), "role": open("a plain screen"),
                "progress": closed(required: [
                    "step": integer(minimum: 1), "of": integer(minimum: 1),
                    "fraction": .object(["type": .string("number"), "exclusiveMinimum": .int(0), "maximum": .int(1)]),
                ]),
                "optional": boolean, "swipe": boolean, "inputs": list(ref("input")), "states": list(ref("state")),
                "entrance": list(ref("entranceStep")),
                "textStyles": dictionary(ref("textStyle"), keys: choice(["title", "subtitle", "body", "caption"])),
                "buttonStyles": dictionary(ref("buttonStyle"), keys: ref("buttonSlot")),
            ]) { $1 },
            optional: content(required: false).merging([
                "color": ref("color"), "transition": ref("transition"), "paywall": ref("paywall"),
                "background": ref("color"),
                "section": ref("id"), "when": ref("condition"), "pathRemaining": integer(minimum: 0),
            ]) { $1 }),
        "state": closed(
            required: content(required: true).merging(["id": ref("id"), "kind": open("a plain state")]) { $1 },
            optional: content(required: false).merging([
                "when": ref("condition"), "entrance": list(ref("entranceStep")),
            ]) { $1 }),
        "button": closed(
            required: ["slot": ref("buttonSlot"), "action": ref("action")],
            optional: [
                "labelKey": ref("key"), "icon": string, "androidIcon": string, "accessibilityLabelKey": ref("key"),
                "placement": open("the platform default"),
                "feedback": ref("feedback"),
            ]),
        "feedback": closed(
            required: ["haptic": open("none")],
            optional: [
                "scale": number, "animation": ref("animation"), "android": ref("androidFeedback"),
            ]),
        "androidFeedback": closed(required: ["haptics": list(string)]),
        "input": closed(
            required: [
                "id": ref("id"), "kind": choice(InputKind.allCases.map(\.rawValue)), "required": boolean,
                "options": list(
                    closed(
                        required: ["id": ref("id"), "labelKey": ref("key")],
                        optional: ["icon": string, "androidIcon": string])),
            ],
            optional: [
                "labelKey": ref("key"), "default": string, "feedback": ref("feedback"),
                "placeholderKey": ref("key"), "validationKey": ref("key"), "keyboard": open("the default keyboard"),
                "autofill": open("no autofill"), "maxLength": integer(minimum: 1),
                "length": integer(minimum: 4, maximum: 10),
                "min": ref("date"), "max": ref("date"), "minimumAge": integer(minimum: 1),
                "underAge": ref("plainTarget"), "initial": boolean, "consent": ref("id"),
            ]),
        "date": pattern(CalendarDate.pattern),
        "entranceStep": closed(required: [
            "element": string, "effect": open("appear without animation"), "at": ref("seconds"),
            "animation": ref("animation"),
        ]),
        "paywall": closed(
            required: [
                "provider": choice(["revenuecat", "storekit", "play-billing"]), "offering": string,
                "features": list(
                    closed(
                        required: ["id": ref("id"), "textKey": ref("key")],
                        optional: ["icon": string, "androidIcon": string])),
                "plans": list(
                    closed(
                        required: ["id": ref("id")],
                        optional: ["package": string, "productId": string, "labelKey": ref("key")])),
            ],
            optional: [
                "defaultPlan": ref("id"),
                "offeringBranches": list(
                    closed(required: ["when": ref("condition"), "offering": string], optional: [:]), minItems: 1),
            ]),
        // `unavailable` and `not-enrolled` are a `biometrics` request's only (BundleFormat's decoder checks).
        "permissionOutcomes": dictionary(
            ref("target"), keys: choice(["allowed", "denied", "not-determined", "unavailable", "not-enrolled"])),
        "purchaseOutcomes": dictionary(ref("target"), keys: choice(["success", "failure", "cancel"])),
        "codeOutcomes": dictionary(ref("target"), keys: choice(["sent", "failed"])),
        "fileOutcomes": dictionary(ref("target"), keys: choice(["picked", "cancelled"])),
        "animation": closed(
            required: ["curve": open("the platform default")],
            optional: [
                "duration": ref("seconds"), "delay": ref("seconds"), "response": ref("seconds"),
                "dampingFraction": number,
                "android": ref("androidSpring"),
            ]),
        "androidSpring": closed(required: ["dampingRatio": number, "stiffness": number]),
        "transition": closed(
            required: ["style": open("the platform default")], optional: ["animation": ref("animation")]),
        "progress": closed(
            required: [
                "style": choice(["continuous-bar", "segmented-bar", "page-dots"]), "steps": integer(minimum: 1),
                "background": boolean, "position": choice(["top", "bottom"]),
            ],
            optional: [
                "track": list(ref("color")), "fill": list(ref("color")), "height": number, "cornerRadius": number,
                "shape": open("a rectangle"), "animation": ref("animation"), "padding": number,
            ]),
        "placeholder": closed(
            required: ["name": string, "type": choice(["string", "integer"])],
            optional: ["plural": .object(["const": .bool(true)])]),
    ]

    /// Every action may carry `confirmDialog` and `pendingState`.
    private static var actionVariants: [String: [String: (JSONValue, Bool)]] {
        let move: [String: (JSONValue, Bool)] = ["target": (ref("target"), true)]
        let variants: [String: [String: (JSONValue, Bool)]] = [
            "next": move, "back": move, "go": move, "skip": move,
            "complete": ["result": (string, false)],
            "request-permission": [
                "permission": (open("the `denied` outcome"), true), "outcomes": (ref("permissionOutcomes"), true),
            ],
            "purchase": ["plan": (ref("id"), false), "outcomes": (ref("purchaseOutcomes"), true)],
            "restore": ["outcomes": (ref("purchaseOutcomes"), true)],
            "open-settings": ["target": (ref("target"), false)],
            "resend-code": ["cooldown": (ref("seconds"), false), "outcomes": (ref("codeOutcomes"), true)],
            "pick-file": [
                "types": (list(pattern(TextFormat.mimeType.pattern), minItems: 1), true),
                "outcomes": (ref("fileOutcomes"), true),
            ],
        ]
        let common: [String: (JSONValue, Bool)] = [
            "confirmDialog": (ref("id"), false), "pendingState": (ref("id"), false),
        ]
        return variants.mapValues { $0.merging(common) { $1 } }
    }

    /// The copy, visual and buttons that a screen and an in-screen state share.
    private static func content(required: Bool) -> [String: JSONValue] {
        if required { return ["buttons": list(ref("button"))] }
        return [
            "titleKey": ref("key"), "subtitleKey": ref("key"), "bodyKey": ref("key"), "captionKey": ref("key"),
            "visual": ref("visual"),
        ]
    }
}

// MARK: - Building blocks

extension BundleSchema {
    static let string = type("string")
    static let number = type("number")
    static let boolean = type("boolean")

    static func type(_ name: String) -> JSONValue { .object(["type": .string(name)]) }

    /// An open vocabulary: it may gain values within one `schemaVersion`.
    static func open(_ fallback: String) -> JSONValue {
        .object([
            "type": .string("string"),
            "description": .string(
                "open vocabulary: may gain values within one schemaVersion; a value the client does not know means \(fallback)"
            ),
        ])
    }

    static func integer(minimum: Int) -> JSONValue { .object(["type": .string("integer"), "minimum": .int(minimum)]) }

    static func integer(minimum: Int, maximum: Int) -> JSONValue {
        .object(["type": .string("integer"), "minimum": .int(minimum), "maximum": .int(maximum)])
    }

    static func pattern(_ regex: String, maxLength: Int? = nil) -> JSONValue {
        .object(["type": .string("string"), "pattern": .string(regex), "maxLength": maxLength.map(JSONValue.int)])
    }

    static func ref(_ name: String) -> JSONValue { .object(["$ref": .string("#/$defs/\(name)")]) }

    /// A closed vocabulary.
    static func choice(_ values: [String]) -> JSONValue { .object(["enum": .array(values.map(JSONValue.string))]) }

    static func list(_ items: JSONValue, unique: Bool = false, minItems: Int = 0) -> JSONValue {
        .object([
            "type": .string("array"), "items": items, "uniqueItems": unique ? .bool(true) : nil,
            "minItems": minItems > 0 ? .int(minItems) : nil,
        ])
    }

    /// An object used as a dictionary: any keys (or those of `keys`), each value `values`.
    static func dictionary(_ values: JSONValue, keys: JSONValue? = nil) -> JSONValue {
        .object(["type": .string("object"), "additionalProperties": values, "propertyNames": keys])
    }

    /// An object with exactly these members: `required` always present, `optional` maybe.
    static func closed(required: [String: JSONValue], optional: [String: JSONValue] = [:]) -> JSONValue {
        .object([
            "type": .string("object"),
            "properties": .object(required.merging(optional) { $1 }),
            "required": required.isEmpty ? nil : .array(required.keys.sorted().map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
    }

    /// A polymorphic object: one closed variant per `kind`, each a definition of
    /// its own (`actionGo`, `targetScreen`…) whose `kind` is a `const`, and the
    /// member itself `oneOf` them. Code generators (datamodel-code-generator,
    /// quicktype) make one class per variant with every member, and the `const`
    /// tells a validator or a decoder which variant it is.
    static func tagged(_ base: String, _ variants: [String: [String: (JSONValue, Bool)]]) -> [String: JSONValue] {
        var definitions: [String: JSONValue] = [:]
        for (kind, members) in variants {
            var required = members.filter { $0.value.1 }.mapValues(\.0)
            required["kind"] = .object(["const": .string(kind)])
            definitions[variantName(base, kind)] = closed(
                required: required,
                optional: members.filter { !$0.value.1 }.mapValues(\.0))
        }
        definitions[base] = .object(["oneOf": .array(variants.keys.sorted().map { ref(variantName(base, $0)) })])
        return definitions
    }

    /// `action` + `request-permission` → `actionRequestPermission`.
    static func variantName(_ base: String, _ kind: String) -> String {
        base + kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension BundleSchema {
    /// A condition as the bundle carries it (docs/conditions.md): the same definitions as the
    /// conformance suite's `conformance/schema/vector.schema.json`, which a test holds them to.
    /// The vocabularies of references are BundleFormat's.
    static let conditionDefinitions: [String: JSONValue] = {
        func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
        func variant(_ op: JSONValue, _ members: [String: JSONValue], required: [String]) -> JSONValue {
            .object([
                "properties": .object(members.merging(["op": op]) { $1 }), "required": strings(required),
                "additionalProperties": .bool(false),
            ])
        }
        let condition = ref("condition"), reference = ref("conditionRef"), value = ref("conditionValue")
        let kinds = ConditionReference.Kind.allCases
        return [
            "condition": .object([
                "description": .string(
                    "A condition as the bundle carries it (docs/conditions.md, \"In the bundle\"): `not` holds one condition in `of`, `all` and `any` a list."
                ),
                "type": .string("object"),
                "properties": .object([
                    "op": .object([
                        "enum": strings([
                            "all", "any", "not", "eq", "ne", "lt", "le", "gt", "ge", "in", "contains", "has",
                        ])
                    ])
                ]),
                "required": strings(["op"]),
                "oneOf": .array([
                    variant(
                        .object(["enum": strings(["all", "any"])]),
                        ["of": .object(["type": .string("array"), "items": condition])], required: ["of"]),
                    variant(.object(["const": .string("not")]), ["of": condition], required: ["of"]),
                    variant(
                        .object(["enum": strings(["eq", "ne", "lt", "le", "gt", "ge", "contains"])]),
                        ["ref": reference, "value": value], required: ["ref", "value"]),
                    variant(
                        .object(["const": .string("in")]),
                        ["ref": reference, "values": .object(["type": .string("array"), "items": value])],
                        required: ["ref", "values"]),
                    variant(.object(["const": .string("has")]), ["ref": reference], required: ["ref"]),
                ]),
            ]),
            "conditionRef": .object([
                "description": .string(
                    "What a condition reads: an answer, an attribute or an experiment by `id`; the platform, the app's version, the language or the region alone; with the `type` the compiler checked."
                ),
                "type": .string("object"),
                "properties": .object([
                    "kind": .object(["enum": strings(kinds.map(\.rawValue))]),
                    "id": .object([
                        "type": .string("string"), "minLength": .int(1),
                        "description": .string(
                            "an input's id, an attribute's name (camelCase allowed) or an experiment's id"),
                    ]),
                    "type": .object(["enum": strings(ConditionReference.ValueType.allCases.map(\.rawValue))]),
                ]),
                "required": strings(["kind", "type"]),
                "additionalProperties": .bool(false),
                "if": .object([
                    "properties": .object([
                        "kind": .object(["enum": strings(kinds.filter(\.hasID).map(\.rawValue))])
                    ])
                ]),
                "then": .object(["required": strings(["id"])]),
                "else": .object(["not": .object(["required": strings(["id"])])]),
            ]),
            "conditionValue": .object([
                "description": .string(
                    "A literal a condition compares with: a boolean, a string (a version is a string) or a number."),
                "type": strings(["boolean", "string", "number"]),
            ]),
        ]
    }()
}
