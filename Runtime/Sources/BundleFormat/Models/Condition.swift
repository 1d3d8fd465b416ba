/// A condition as the bundle carries it: the typed tree the compiler writes for a
/// condition's text (docs/conditions.md, "In the bundle"), which every runtime evaluates
/// the same way. A closed vocabulary: an unknown `op`, reference `kind` or `type` fails
/// decoding.
///
/// Each case mirrors one `op`; its associated values are the op's JSON members.
public enum Condition: Codable, Hashable, Sendable {
    /// `all`: true when every one of `of` is (so `all` of nothing is true).
    case all(of: [Condition])
    /// `any`: true when one of `of` is (so `any` of nothing is false).
    case any(of: [Condition])
    /// `not`: true when `of` is not.
    indirect case not(of: Condition)
    /// `eq`: the referenced value is present and equals `value`.
    case eq(ref: ConditionReference, value: ConditionValue)
    /// `ne`: the referenced value does not equal `value`; always `!eq`, so true when it is absent.
    case ne(ref: ConditionReference, value: ConditionValue)
    /// `lt`: the referenced value is present and is less than `value`.
    case lt(ref: ConditionReference, value: ConditionValue)
    /// `le`: the referenced value is present and is less than or equal to `value`.
    case le(ref: ConditionReference, value: ConditionValue)
    /// `gt`: the referenced value is present and is greater than `value`.
    case gt(ref: ConditionReference, value: ConditionValue)
    /// `ge`: the referenced value is present and is greater than or equal to `value`.
    case ge(ref: ConditionReference, value: ConditionValue)
    /// `in`: the referenced value is present and equals one of `values`.
    case `in`(ref: ConditionReference, values: [ConditionValue])
    /// `contains`: the referenced value (a set) is present and holds `value`.
    case contains(ref: ConditionReference, value: ConditionValue)
    /// `has`: the referenced value is present.
    case has(ref: ConditionReference)

    /// The condition that always holds, as the compiler writes `true`: `all` of nothing.
    public static let alwaysTrue = Condition.all(of: [])
    /// The condition that never holds, as the compiler writes `false`: `any` of nothing.
    public static let alwaysFalse = Condition.any(of: [])

    /// The `op` this condition is written with in the bundle (`all`, `eq`, `contains`…).
    public var op: String {
        switch self {
        case .all: "all"
        case .any: "any"
        case .not: "not"
        case .eq: "eq"
        case .ne: "ne"
        case .lt: "lt"
        case .le: "le"
        case .gt: "gt"
        case .ge: "ge"
        case .in: "in"
        case .contains: "contains"
        case .has: "has"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let op = try container.decode(String.self, forKey: .op)
        func ref() throws -> ConditionReference { try container.decode(ConditionReference.self, forKey: .ref) }
        func value() throws -> ConditionValue { try container.decode(ConditionValue.self, forKey: .value) }
        switch op {
        case "all": self = .all(of: try container.decode([Condition].self, forKey: .of))
        case "any": self = .any(of: try container.decode([Condition].self, forKey: .of))
        case "not": self = .not(of: try container.decode(Condition.self, forKey: .of))
        case "eq": self = .eq(ref: try ref(), value: try value())
        case "ne": self = .ne(ref: try ref(), value: try value())
        case "lt": self = .lt(ref: try ref(), value: try value())
        case "le": self = .le(ref: try ref(), value: try value())
        case "gt": self = .gt(ref: try ref(), value: try value())
        case "ge": self = .ge(ref: try ref(), value: try value())
        case "in": self = .in(ref: try ref(), values: try container.decode([ConditionValue].self, forKey: .values))
        case "contains": self = .contains(ref: try ref(), value: try value())
        case "has": self = .has(ref: try ref())
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container,
                debugDescription: "Unknown condition op '\(op)'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(op, forKey: .op)
        switch self {
        case .all(let of), .any(let of):
            try container.encode(of, forKey: .of)
        case .not(let of):
            try container.encode(of, forKey: .of)
        case .eq(let ref, let value), .ne(let ref, let value), .lt(let ref, let value), .le(let ref, let value),
            .gt(let ref, let value), .ge(let ref, let value), .contains(let ref, let value):
            try container.encode(ref, forKey: .ref)
            try container.encode(value, forKey: .value)
        case .in(let ref, let values):
            try container.encode(ref, forKey: .ref)
            try container.encode(values, forKey: .values)
        case .has(let ref):
            try container.encode(ref, forKey: .ref)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case op, of, ref, value, values
    }
}

/// What a condition reads: a `ref` in the bundle, `{"kind": …, "id": …, "type": …}`.
/// A closed vocabulary: an unknown `kind` or `type` fails decoding, as does an `id`
/// missing where the kind needs one or given where it takes none.
public struct ConditionReference: Codable, Hashable, Sendable {
    /// Where the value comes from.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// The user's answer to the input `id` in this flow.
        case answer
        /// The attribute `id` the app supplies at run time.
        case attribute
        /// The variant the user is assigned in the experiment `id`.
        case experiment
        /// The platform the runtime runs on: `ios` or `android`.
        case platform
        /// The app's version.
        case appVersion = "app-version"
        /// The language subtag (lower-case) of the locale the bundle's text resolves to.
        case language
        /// The region subtag (upper-case) of the user's first preferred locale.
        case region

        /// Whether a reference of this kind names what it reads with an `id`.
        public var hasID: Bool {
            switch self {
            case .answer, .attribute, .experiment: true
            case .platform, .appVersion, .language, .region: false
            }
        }
    }

    /// The type the compiler checked the reference as; it decides how the value is read
    /// and compared.
    public enum ValueType: String, Codable, Hashable, Sendable, CaseIterable {
        /// A boolean (a checkbox, a `bool` attribute).
        case bool
        /// A string (a single choice's option id, a text field, a variant, the platform…).
        case string
        /// A number, compared as a binary64 value (a number field, a `number` attribute).
        case number
        /// A version: one to four non-negative integers separated by dots, compared number by number.
        case version
        /// A set of strings (a multiple choice's option ids).
        case set
        /// A day (a date field's answer), compared as a ``CalendarDate``; its literal is a
        /// string `YYYY-MM-DD`. New in schemaVersion 4.
        case date
    }

    /// Where the value comes from.
    public var kind: Kind
    /// The input, attribute or experiment read; `nil` for the kinds that take none.
    public var id: String?
    /// The type the compiler checked.
    public var type: ValueType

    /// A reference of `kind` (with `id` for `answer`, `attribute` and `experiment`) read as `type`.
    public init(kind: Kind, id: String? = nil, type: ValueType) {
        self.kind = kind
        self.id = id
        self.type = type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Unknown condition reference kind '\(kindName)'.")
        }
        let typeName = try container.decode(String.self, forKey: .type)
        guard let type = ValueType(rawValue: typeName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "Unknown condition reference type '\(typeName)'.")
        }
        let id = try container.decodeIfPresent(String.self, forKey: .id)
        if kind.hasID && id == nil {
            throw DecodingError.keyNotFound(
                CodingKeys.id,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "A condition reference of kind '\(kindName)' needs an id."))
        }
        if !kind.hasID && id != nil {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container,
                debugDescription: "A condition reference of kind '\(kindName)' has no id.")
        }
        self.init(kind: kind, id: id, type: type)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(type, forKey: .type)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, id, type
    }
}

/// A literal a condition compares with: a JSON boolean, string or number (a version and a date are strings).
public enum ConditionValue: Codable, Hashable, Sendable {
    /// A JSON boolean.
    case bool(Bool)
    /// A JSON string: an option id, a variant, a platform, a version, a date, any text.
    case string(String)
    /// A JSON number, as its binary64 value.
    case number(Double)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A condition value is a boolean, a string or a number.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        }
    }
}

/// A version as conditions read it (docs/conditions.md), the one definition the compiler
/// checks literals with and runtimes compare with: one to four non-negative integers separated by dots;
/// missing numbers are 0, so `2.4` is `2.4.0`.
public struct ConditionVersion: Hashable, Sendable {
    /// The numbers, without leading zeros (`"0"` for zero), so that any size compares exactly.
    public let components: [Substring]

    /// The version `text` writes, or `nil` when it is not one (`"2.4-beta"`, `"v2"`, `"1.2.3.4.5"`, `""`).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        components = parts.map { part in
            let trimmed = part.drop { $0 == "0" }
            return trimmed.isEmpty ? "0" : trimmed
        }
    }

    /// Negative, zero or positive as this version is before, the same as, or after `other`.
    public func compare(with other: ConditionVersion) -> Int {
        for index in 0..<max(components.count, other.components.count) {
            let a = index < components.count ? components[index] : "0"
            let b = index < other.components.count ? other.components[index] : "0"
            if a.count != b.count { return a.count < b.count ? -1 : 1 }
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}
