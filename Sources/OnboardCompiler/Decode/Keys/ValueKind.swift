import BundleFormat

/// What a key's value may be, as the decoder's readers (`ScalarDecoding.swift`)
/// take it. Values written in YAML as plain text are text to onboardc whatever
/// they look like (`title: 2024`); `text` says so.
indirect enum ValueKind: Sendable {
    /// Any scalar, kept exactly as written.
    case text
    /// Copy: text, or `{ text, comment }` (`MappingSchema.copy`).
    case copy
    /// A lower-case kebab-case id (`camera-permission`).
    case identifier
    case boolean
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    /// One of the format's versions.
    case version([Int])
    /// Seconds: a number, or text with a unit (`0.3s`, `300ms`).
    case duration
    /// A fraction of a whole: `0.2` or `20%`.
    case fraction
    /// A BCP-47 language tag.
    case locale
    /// A palette name or a hex colour.
    case color
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case hexColor
    /// Text of a fixed form (a flag name, a product id), checked where it is read.
    case formatted(TextFormat)
    /// One of a closed set of values.
    case choice([String])
    /// A list of values, at least `atLeast` of them.
    case list(ValueKind, atLeast: Int = 0)
    /// `[min, max]`: exactly two values.
    case pair(ValueKind)
    /// A mapping whose keys the writer chooses (colour names, string keys), each to a value.
    case dictionary(keys: ValueKind, values: ValueKind)
    /// A mapping of its own.
    case mapping(MappingSchema)
    /// Either of two forms: a short one (a button's label) or a long one (the button).
    case either(ValueKind, ValueKind)

    /// The values of a closed vocabulary, as the decoder's `enumValue` takes them.
    static func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> ValueKind where E.RawValue == String {
        .choice(E.allCases.map(\.rawValue))
    }
}

/// Text whose form the decoder checks beyond "text": each with the regular
/// expression the JSON Schema states it by (`SpecSchemaPatternTests` checks the
/// two agree).
enum TextFormat: String, Sendable, CaseIterable {
    /// A completion flag: letters, digits, `_`, `.`, `-`, starting with a letter, at most 128.
    case flag
    /// An Apple string table name: letters, digits, `_`, `-`, starting with a letter, at most 64.
    case stringTable
    /// A store product id: letters, digits, `_` and `.`, not starting with `_` or `.`.
    case product
    /// A source fingerprint: 8 lower-case hex digits.
    case fingerprint
    /// A theme colour name: an id or a camelCase name.
    case colorName
    /// An Android namespace: two or more Java identifiers (letters, digits, `_`, not starting with a digit) joined by `.`.
    case androidPackage
    /// An Android resource-name prefix: lower-case letters, digits and `_`, starting with a letter and not ending with `_`; or nothing.
    case resourcePrefix
    /// A Material Symbols name (an Android icon): lower-case letters and digits joined by single `_`.
    case materialSymbol
    /// An attribute the app supplies (`attributes:`), as conditions name it: letters, digits,
    /// `_` and `-`, starting with a letter, at most 64 (`isReturning`, `plan-tier`).
    case attributeName
    /// A day of the Gregorian calendar, ISO-8601 `YYYY-MM-DD`, that exists (`CalendarDate`):
    /// years 0001 to 9999, 29 February only in a leap year.
    case isoDate
    /// A link's URL (`links:`): absolute `https://` with a host, without white space or
    /// `()[]<>"\` (which would end a Markdown link early; percent-encode them).
    case linkURL
    /// A file type a `pick-file` picker offers: a lower-case MIME type `type/subtype`
    /// (RFC 6838's characters), `*` only as the whole subtype (`image/*`) or in `*/*`.
    case mimeType
    /// An ISO 4217 currency code in capitals (`USD`); the decoder takes only those Foundation knows.
    case currencyCode

    var pattern: String {
        switch self {
        case .flag: "^[A-Za-z][A-Za-z0-9_.-]{0,127}$"
        case .stringTable: "^[A-Za-z][A-Za-z0-9_-]{0,63}$"
        case .product: "^[A-Za-z0-9][A-Za-z0-9_.]*$"
        case .fingerprint: "^[0-9a-f]{8}$"
        case .colorName: "^((?=.{1,64}$)[a-z][a-z0-9]*(-[a-z0-9]+)*|[a-z][A-Za-z0-9]*)$"
        case .androidPackage: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)+$"
        case .resourcePrefix: "^([a-z]([a-z0-9_]{0,62}[a-z0-9])?)?$"
        case .materialSymbol: "^[a-z0-9]+(_[a-z0-9]+)*$"
        case .attributeName: "^[A-Za-z][A-Za-z0-9_-]{0,63}$"
        case .isoDate: CalendarDate.pattern
        case .mimeType: #"^([a-z0-9][a-z0-9!#$&^_.+-]*/([a-z0-9][a-z0-9!#$&^_.+-]*|[*])|[*]/[*])$"#
        case .currencyCode: "^[A-Z]{3}$"
        case .linkURL: #"^https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][^\s()<>\[\]"\\]*)?$"#
        }
    }
}

/// The regular expressions the JSON Schema states the scalar kinds by
/// (`SpecSchemaPatternTests` checks each against the decoder's reader).
enum ValuePattern {
    static let identifier = "^(?=.{1,64}$)[a-z][a-z0-9]*(-[a-z0-9]+)*$"
    static let locale = "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    static let hexColor = "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    /// A hex colour or a colour name.
    static let color = "^(#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[a-z][A-Za-z0-9-]*)$"
    /// A duration written with its unit; one without is a number.
    static let duration = "^[+]?(0|[1-9][0-9]*)([.][0-9]+)?([eE][-+]?[0-9]{1,3})?m?s$"
    /// A percentage, `0%` to `100%`.
    static let percentage = "^(100([.]0+)?|[1-9]?[0-9]([.][0-9]+)?)%$"
}
