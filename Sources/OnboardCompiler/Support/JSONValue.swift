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
        String(decoding: serializedBytes(style: style), as: UTF8.self)
    }

    /// What `serialized` gives, as UTF-8 bytes: what a file is written from.
    public func serializedBytes(style: Style = .standard) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: 0, separator: Array(style.separator.utf8))
        out.append(UInt8(ascii: "\n"))
        // The file is kept until it is written: not with the spare capacity of a grown buffer.
        return out.withUnsafeBufferPointer(Array.init)
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
