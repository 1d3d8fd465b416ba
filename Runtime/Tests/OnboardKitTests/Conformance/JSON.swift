import Foundation

/// A JSON value whose objects keep their members' order (so that generated vectors read
/// in a sensible order), compared without regard to that order.
indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count
                && Dictionary(a, uniquingKeysWith: { first, _ in first })
                    == Dictionary(b, uniquingKeysWith: { first, _ in first })
        default: false
        }
    }

    /// The member `name` of an object.
    subscript(name: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// This value with the value at `path` (member names and array indices) replaced.
    func replacing(_ path: [any Sendable], with value: JSON) -> JSON {
        guard let step = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.object(let members), let name as String):
            return .object(members.map { $0.0 == name ? ($0.0, $0.1.replacing(rest, with: value)) : $0 })
        case (.array(var items), let index as Int) where items.indices.contains(index):
            items[index] = items[index].replacing(rest, with: value)
            return .array(items)
        default:
            return self
        }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [JSON]? { if case .array(let items) = self { items } else { nil } }
    var members: [(String, JSON)]? { if case .object(let members) = self { members } else { nil } }

    /// Parses JSON text (with Foundation; objects come back in name order).
    init(parsing data: Data) throws {
        self = JSON(any: try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))
    }

    /// What `JSONSerialization` read, as a value (a Boolean is the number whose type is `c`).
    init(any value: Any) {
        switch value {
        case let object as [String: Any]: self = .object(object.keys.sorted().map { ($0, JSON(any: object[$0]!)) })
        case let array as [Any]: self = .array(array.map(JSON.init(any:)))
        case let text as String: self = .string(text)
        case let number as NSNumber where String(cString: number.objCType) == "c": self = .bool(number.boolValue)
        case let number as NSNumber: self = .number(number.intValue)
        default: self = .null
        }
    }

    /// A Codable value as JSON (through `JSONEncoder`; its members in the encoder's order).
    init(encoding value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        self = try JSON(parsing: encoder.encode(value))
    }

    /// A Codable value read from this JSON.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(rendered(indent: nil).utf8))
    }

    /// The text: two-space indents and one member per line, or compact with `indent: nil`.
    func rendered(indent: Int? = 0) -> String {
        let pad = indent.map { String(repeating: "  ", count: $0 + 1) }
        let close = indent.map { "\n" + String(repeating: "  ", count: $0) } ?? ""
        func inner(_ value: JSON) -> String { value.rendered(indent: indent.map { $0 + 1 }) }
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return String(value)
        case .string(let value): return Self.quoted(value)
        case .array(let items) where items.isEmpty: return "[]"
        case .object(let members) where members.isEmpty: return "{}"
        case .array(let items):
            // Arrays of plain values stay on one line.
            if items.allSatisfy({ if case .array = $0 { false } else if case .object = $0 { false } else { true } }) {
                return "[" + items.map { $0.rendered(indent: nil) }.joined(separator: ", ") + "]"
            }
            return "[" + items.map { (pad.map { "\n" + $0 } ?? "") + inner($0) }.joined(separator: ",") + close + "]"
        case .object(let members):
            return "{"
                + members.map {
                    (pad.map { "\n" + $0 } ?? "") + Self.quoted($0.0) + (indent == nil ? ":" : ": ") + inner($0.1)
                }
                .joined(separator: ",") + close + "}"
        }
    }

    /// Compact text with every object's members in name order: equal values read alike.
    var canonical: String {
        switch self {
        case .array(let items): "[" + items.map(\.canonical).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.0 < $1.0 }.map { Self.quoted($0.0) + ":" + $0.1.canonical }.joined(separator: ",")
                + "}"
        default: rendered(indent: nil)
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
