import Foundation
import Testing
import BundleFormat

/// The bundle's condition tree (docs/conditions.md, "In the bundle"): a closed vocabulary,
/// written back with exactly the members it was read with.
@Suite struct ConditionTests {
    private static let goal = ConditionReference(kind: .answer, id: "goal", type: .string)

    private func decode(_ json: String) throws -> Condition {
        try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
    }

    /// The decoding error's description, or nil when `json` decodes.
    private func failure(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch DecodingError.keyNotFound(_, let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func everyOpDecodes() throws {
        let ref = #"{"kind": "answer", "id": "goal", "type": "string"}"#
        #expect(try decode(#"{"op": "all", "of": []}"#) == .alwaysTrue)
        #expect(try decode(#"{"op": "any", "of": []}"#) == .alwaysFalse)
        #expect(
            try decode(#"{"op": "not", "of": {"op": "has", "ref": \#(ref)}}"#) == .not(of: .has(ref: Self.goal)))
        let comparisons: [(String, Condition)] = [
            ("eq", .eq(ref: Self.goal, value: .string("sleep"))),
            ("ne", .ne(ref: Self.goal, value: .string("sleep"))),
            ("lt", .lt(ref: Self.goal, value: .string("sleep"))),
            ("le", .le(ref: Self.goal, value: .string("sleep"))),
            ("gt", .gt(ref: Self.goal, value: .string("sleep"))),
            ("ge", .ge(ref: Self.goal, value: .string("sleep"))),
            ("contains", .contains(ref: Self.goal, value: .string("sleep"))),
        ]
        for (op, condition) in comparisons {
            #expect(try decode(#"{"op": "\#(op)", "ref": \#(ref), "value": "sleep"}"#) == condition)
            #expect(condition.op == op)
        }
        #expect(
            try decode(#"{"op": "in", "ref": \#(ref), "values": ["a", 2.5, true]}"#)
                == .in(ref: Self.goal, values: [.string("a"), .number(2.5), .bool(true)]))
        #expect(
            try decode(#"{"op": "eq", "ref": {"kind": "app-version", "type": "version"}, "value": "2.4"}"#)
                == .eq(ref: ConditionReference(kind: .appVersion, type: .version), value: .string("2.4")))
    }

    @Test func literalsKeepTheirJSONType() throws {
        let ref = #"{"kind": "attribute", "id": "x", "type": "number"}"#
        #expect(
            try decode(#"{"op": "eq", "ref": \#(ref), "value": 1}"#)
                == .eq(ref: .init(kind: .attribute, id: "x", type: .number), value: .number(1)))
        #expect(
            try decode(#"{"op": "eq", "ref": \#(ref), "value": true}"#)
                == .eq(ref: .init(kind: .attribute, id: "x", type: .number), value: .bool(true)))
        #expect(
            try decode(#"{"op": "eq", "ref": \#(ref), "value": "1"}"#)
                == .eq(ref: .init(kind: .attribute, id: "x", type: .number), value: .string("1")))
    }

    @Test func anUnknownOpKindOrTypeFailsDecoding() {
        #expect(failure(#"{"op": "xor", "of": []}"#) == "Unknown condition op 'xor'.")
        #expect(
            failure(#"{"op": "has", "ref": {"kind": "user", "id": "x", "type": "string"}}"#)
                == "Unknown condition reference kind 'user'.")
        #expect(
            failure(#"{"op": "has", "ref": {"kind": "answer", "id": "x", "type": "time"}}"#)
                == "Unknown condition reference type 'time'.")
        #expect(
            failure(#"{"op": "has", "ref": {"kind": "answer", "type": "string"}}"#)
                == "A condition reference of kind 'answer' needs an id.")
        #expect(
            failure(#"{"op": "has", "ref": {"kind": "platform", "id": "x", "type": "string"}}"#)
                == "A condition reference of kind 'platform' has no id.")
        #expect(
            failure(#"{"op": "eq", "ref": {"kind": "platform", "type": "string"}, "value": null}"#)
                == "A condition value is a boolean, a string or a number.")
        // `not` holds one condition, not a list; a comparison needs its value.
        #expect(failure(#"{"op": "not", "of": []}"#) != nil)
        #expect(failure(#"{"op": "eq", "ref": {"kind": "platform", "type": "string"}}"#) != nil)
        #expect(failure(#"{"of": []}"#) != nil)
    }

    @Test func encodingWritesExactlyTheDocsMembers() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func written(_ condition: Condition) throws -> String {
            String(decoding: try encoder.encode(condition), as: UTF8.self)
        }
        #expect(try written(.alwaysTrue) == #"{"of":[],"op":"all"}"#)
        #expect(
            try written(.not(of: .has(ref: ConditionReference(kind: .region, type: .string))))
                == #"{"of":{"op":"has","ref":{"kind":"region","type":"string"}},"op":"not"}"#)
        #expect(
            try written(.in(ref: Self.goal, values: [.string("sleep"), .bool(false)]))
                == #"{"op":"in","ref":{"id":"goal","kind":"answer","type":"string"},"values":["sleep",false]}"#)
        #expect(
            try written(
                .ge(ref: ConditionReference(kind: .attribute, id: "visits", type: .number), value: .number(2.5)))
                == #"{"op":"ge","ref":{"id":"visits","kind":"attribute","type":"number"},"value":2.5}"#)
    }
}
