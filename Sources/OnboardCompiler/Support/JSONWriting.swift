/// `JSONValue`'s writer, on UTF-8 bytes: what `serialized` lays out.
extension JSONValue {
    func write(into out: inout [UInt8], indent: Int, separator: [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .int(let value): out += String(value).utf8
        case .double(let value) where !value.isFinite:
            // JSON has no NaN or infinity (`nan` would not parse). The decoders refuse them in
            // specs; anything else that reaches here writes null, as a number no reader takes.
            out += "null".utf8
        case .double(let value):
            out += (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)").utf8
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let items):
            Self.writeArray(items, into: &out, indent: indent) { item, out in
                item.write(into: &out, indent: indent + 1, separator: separator)
            }
        case .object(let members):
            Self.writeObject(members, into: &out, indent: indent, separator: separator) { value, out in
                value.write(into: &out, indent: indent + 1, separator: separator)
            }
        }
    }

    /// The value as `serializedBytes` writes it as a member of a top-level object: for an
    /// object written with and without a member (`serializedObject(written:)`).
    func writtenAsMember(style: Style = .standard) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: 1, separator: Array(style.separator.utf8))
        return out
    }

    /// The top-level object of members `writtenAsMember` wrote: what `serializedBytes` gives for
    /// the object of their values.
    static func serializedObject(written members: [String: [UInt8]], style: Style = .standard) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(members.reduce(4) { $0 + $1.key.utf8.count + $1.value.count + 16 })
        serializeObject(written: members, style: style) { out += $0 }
        return out
    }

    /// `serializedObject(written:)` handed to `part` piece by piece, in order: the keys and
    /// punctuation between the members, and each member's bytes as they are, so that a
    /// reader of the whole (a hash) never needs them copied into one buffer.
    static func serializeObject(written members: [String: [UInt8]], style: Style = .standard, _ part: ([UInt8]) -> Void)
    {
        var glue: [UInt8] = []
        writeObject(members, into: &glue, indent: 0, separator: Array(style.separator.utf8)) { value, glue in
            part(glue)
            glue.removeAll(keepingCapacity: true)
            part(value)
        }
        glue.append(UInt8(ascii: "\n"))
        part(glue)
    }

    /// `[`, the items one a line, `]`.
    static func writeArray<Item>(
        _ items: [Item], into out: inout [UInt8], indent: Int,
        item write: (Item, inout [UInt8]) -> Void
    ) {
        guard !items.isEmpty else { out += "[]".utf8; return }
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            newline(into: &out, indent: indent + 1, after: index == 0 ? nil : UInt8(ascii: ","))
            write(item, &out)
        }
        newline(into: &out, indent: indent, after: nil)
        out.append(UInt8(ascii: "]"))
    }

    /// `{`, the members sorted by key, one a line, `}`.
    static func writeObject<Value>(
        _ members: [String: Value], into out: inout [UInt8], indent: Int,
        separator: [UInt8], value write: (Value, inout [UInt8]) -> Void
    ) {
        // UTF-8 byte order is code point order.
        let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        writeObject(sorted: sorted, into: &out, indent: indent, separator: separator, value: write)
    }

    /// `{`, the members one a line, `}`: `members` are already in code point order of their
    /// keys, each key once (what `writeObject` makes of a dictionary).
    static func writeObject<Members: Sequence, Value>(
        sorted members: Members, into out: inout [UInt8], indent: Int,
        separator: [UInt8], value write: (Value, inout [UInt8]) -> Void
    )
    where Members.Element == (key: String, value: Value) {
        var first = true
        for member in members {
            out.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
            newline(into: &out, indent: indent + 1, after: nil)
            first = false
            quote(member.key, into: &out)
            out += separator
            write(member.value, &out)
        }
        guard !first else { out += "{}".utf8; return }
        newline(into: &out, indent: indent, after: nil)
        out.append(UInt8(ascii: "}"))
    }

    /// `after` (a comma), a line break and two spaces per level.
    /// A top-level array written an item at a time, byte for byte as `serializedBytes`
    /// writes the whole array: each call hands back the bytes to write next.
    struct ArrayStream {
        private let separator: [UInt8]
        private var count = 0

        init(style: Style = .standard) {
            separator = Array(style.separator.utf8)
        }

        /// What comes before `item` (the opening bracket, or a comma), and the item.
        mutating func bytes(of item: JSONValue) -> [UInt8] {
            var out: [UInt8] = count == 0 ? [UInt8(ascii: "[")] : []
            JSONValue.newline(into: &out, indent: 1, after: count == 0 ? nil : UInt8(ascii: ","))
            item.write(into: &out, indent: 1, separator: separator)
            count += 1
            return out
        }

        /// What ends the array and the document (`[]` when no item came).
        func end() -> [UInt8] {
            guard count > 0 else { return Array("[]\n".utf8) }
            var out: [UInt8] = []
            JSONValue.newline(into: &out, indent: 0, after: nil)
            out += "]\n".utf8
            return out
        }
    }

    private static func newline(into out: inout [UInt8], indent: Int, after: UInt8?) {
        if let after { out.append(after) }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<indent * 2 { out.append(UInt8(ascii: " ")) }
    }

    /// `text` as a JSON string, quotes included.
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        quote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        stringEscaping.append(text, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// `"`, `\`, the C0 controls, DEL, U+2028 and U+2029 (which end a line in JavaScript)
    /// escaped; the short forms where JSON has one, else `\u` and four lower-case hex digits.
    static let stringEscaping = UTF8Escaping(ascii: "\"\\\u{7F}", nonASCII: ["\u{2028}", "\u{2029}"]) { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\u{8}": "\\b"
        case "\u{C}": "\\f"
        case "\u{2028}": "\\u2028"
        case "\u{2029}": "\\u2029"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\u" + CodePoint.hex(scalar.value, uppercase: false)
        default: nil
        }
    }
}
