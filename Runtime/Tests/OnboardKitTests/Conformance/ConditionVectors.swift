import Foundation
import OnboardKit

/// A JSON value whose numbers keep their fraction (`JSON` reads whole numbers only, which
/// a condition's literals and attributes are not), decoded and compared as JSON values:
/// a boolean is never a number, objects compare without regard to order.
enum ConditionJSON: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConditionJSON])
    case object([String: ConditionJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ConditionJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ConditionJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// A Codable value as JSON, through `JSONEncoder`.
    init(encoding value: some Encodable) throws {
        self = try JSONDecoder().decode(ConditionJSON.self, from: JSONEncoder().encode(value))
    }

    /// A Codable value read from this JSON, through `JSONDecoder`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: text.data(using: .utf8)!)
    }

    /// Compact text, members in name order.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "?"
    }

    /// The member `name` of an object.
    subscript(name: String) -> ConditionJSON? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }

    /// This value with the value at `path` (member names and array indices) replaced or added.
    func replacing(_ path: [any Sendable], with value: ConditionJSON) -> ConditionJSON {
        guard let step = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.object(var members), let name as String):
            members[name] = (members[name] ?? .null).replacing(rest, with: value)
            return .object(members)
        case (.array(var items), let index as Int) where items.indices.contains(index):
            items[index] = items[index].replacing(rest, with: value)
            return .array(items)
        default:
            return self
        }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [ConditionJSON]? { if case .array(let items) = self { items } else { nil } }
    var members: [String: ConditionJSON]? { if case .object(let members) = self { members } else { nil } }
}

extension ConformanceTests {
    /// Each case's tree read with BundleFormat's decoder and written back as the same JSON
    /// value, then evaluated in each of its contexts.
    static func runCondition(_ vector: ConditionJSON) throws -> [String] {
        var failures: [String] = []
        for (index, item) in (vector["cases"]?.array ?? []).enumerated() {
            let place = "case \(index + 1) (\(item["source"]?.string ?? "no source"))"
            guard let tree = item["condition"] else {
                failures.append("\(place): no condition")
                continue
            }
            let condition: Condition
            do {
                condition = try tree.decode(Condition.self)
            } catch {
                failures.append("\(place): the condition does not decode: \(error)")
                continue
            }
            let written = try ConditionJSON(encoding: condition)
            if written != tree {
                failures.append("\(place): the condition is written back as \(written.text), not \(tree.text)")
            }
            for (number, result) in (item["results"]?.array ?? []).enumerated() {
                let context = try Self.conditionContext(result["context"] ?? .null)
                let expected = result["expected"] == .bool(true)
                if context.evaluate(condition) != expected || condition.isTrue(in: context) != expected {
                    failures.append(
                        "\(place) result \(number + 1): expected \(expected) in \(result["context"]?.text ?? "?")")
                }
            }
        }
        return failures
    }

    /// A vector's `context` as OnboardKit's.
    static func conditionContext(_ json: ConditionJSON) throws -> ConditionContext {
        var answers: [String: InputValue] = [:]
        for (id, value) in json["answers"]?.members ?? [:] {
            answers[id] =
                switch value.members?.first {
                case ("checked", .bool(let checked))?: .checked(checked)
                case ("choice", .string(let option))?: .choice(option)
                case ("choices", .array(let options))?: .choices(Set(options.compactMap(\.string)))
                case ("text", .string(let text))?: .text(text)
                default: throw ConditionVectorError("an answer that is no input value: \(value.text)")
                }
        }
        var attributes: [String: AttributeValue] = [:]
        for (name, value) in json["attributes"]?.members ?? [:] {
            attributes[name] =
                switch value {
                case .bool(let bool): .bool(bool)
                case .string(let string): .string(string)
                case .number(let number): .number(number)
                default: throw ConditionVectorError("an attribute that is no value: \(value.text)")
                }
        }
        return ConditionContext(
            answers: answers, attributes: attributes,
            experiments: (json["experiments"]?.members ?? [:]).compactMapValues(\.string),
            platform: json["platform"]?.string ?? "", appVersion: json["appVersion"]?.string ?? "",
            language: json["language"]?.string ?? "", region: json["region"]?.string)
    }

    /// A condition vector read with fractions kept.
    static func loadCondition(_ file: String) throws -> ConditionJSON {
        try JSONDecoder().decode(
            ConditionJSON.self, from: Data(contentsOf: Conformance.vectors.appendingPathComponent(file)))
    }
}

/// A condition vector that is not what docs/conformance.md describes.
struct ConditionVectorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
