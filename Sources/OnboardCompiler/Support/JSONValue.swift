import Foundation

/// A JSON value with a byte-stable writer: object keys sorted by code point,
/// two-space indentation, LF line ends, a final newline, numbers in Swift's
/// shortest round-trip form. Every JSON file onboardc writes goes through it.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public struct Style: Sendable {
        /// Between a key and its value: `": "` (most tools) or `" : "` (Xcode's String Catalogs).
        public var separator: String

        public static let standard = Style(separator: ": ")
        public static let xcode = Style(separator: " : ")
    }

    public func serialized(style: Style = .standard) -> String {
        var out = ""
        write(into: &out, indent: 0, style: style)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int, style: Style) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value) where !value.isFinite:
            // JSON has no NaN or infinity (`nan` would not parse). The decoders refuse them in
            // specs; anything else that reaches here writes null, as a number no reader takes.
            out += "null"
        case .double(let value):
            if value == value.rounded(), abs(value) < 1e15 { out += String(Int(value)) } else { out += "\(value)" }
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(into: &out, indent: indent + 1, style: style)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            for (index, key) in keys.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONValue.quote(key, into: &out)
                out += style.separator
                members[key]!.write(into: &out, indent: indent + 1, style: style)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// An object without the members whose value is nil: optional fields are omitted, never `null`.
    static func object(_ members: [String: JSONValue?]) -> JSONValue {
        .object(members.compactMapValues { $0 })
    }
}

extension JSONValue: Decodable {
    /// Any JSON. A number is `.int` when it is a whole number that fits, else `.double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// What `value` encodes to (`JSONValueEncoder`). The writer's layout is then
    /// `serialized()`'s own: a `Codable` model (BundleFormat's) gets the same stable
    /// bytes as a built value.
    init(encoding value: some Encodable) {
        do {
            self = try JSONValueEncoder.encode(value)
        } catch {
            // The models' encoders throw nothing of their own, and this encoder throws
            // nothing: a failure is a programming error.
            preconditionFailure("a model that cannot be encoded: \(error)")
        }
    }
}
