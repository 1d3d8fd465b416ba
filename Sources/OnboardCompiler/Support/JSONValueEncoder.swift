/// Encodes an `Encodable` value straight into a `JSONValue`, with no JSON text in
/// between: how the emitter turns BundleFormat's models into the bytes it writes.
/// It follows `JSONEncoder`'s rules (a `nil` written with `encodeIfPresent` is
/// left out, dictionaries with `String` keys are objects), so the result is what
/// `JSONEncoder` would write, read back. Going through `JSONEncoder` and
/// `JSONDecoder` instead made the emit stage 3.3 times slower (docs/performance.md).
struct JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let slot = Slot()
        try value.encode(to: ValueEncoder(slot: slot, codingPath: []))
        return slot.value
    }

    /// The members of the object `value` encodes to, each written as
    /// `JSONValue.writtenAsMember` writes it, with no `JSONValue` tree in between: each
    /// array and object is written as soon as the value it holds is encoded, and its
    /// slots are let go (the bundle of a 20 MB spec is 50 MB of JSON; a tree of it took
    /// several times that).
    static func writtenMembers(_ value: some Encodable, style: JSONValue.Style = .standard) throws -> [String: [UInt8]]
    {
        let slot = Slot(writing: Array(style.separator.utf8))
        try value.encode(to: ValueEncoder(slot: slot, codingPath: []))
        return slot.writtenMembers()
    }

    /// `value` written as it is written `depth` levels into a document (its indentation):
    /// an item of an array that is a member of the top-level object is 2 deep.
    static func written(_ value: some Encodable, depth: Int, style: JSONValue.Style = .standard) throws -> [UInt8] {
        let slot = Slot(writing: Array(style.separator.utf8), depth: depth)
        try write(value, into: slot, codingPath: [])
        return slot.writtenAsValue()
    }

    /// Where one value is being written; containers write into it, nested values
    /// into slots of their own.
    fileprivate final class Slot {
        enum Kind { case empty, single, keyed, unkeyed, written }
        /// Set when the slot's value is written to bytes (`writtenMembers`), with the
        /// separator to write between a key and its value; nil: made into a `JSONValue`.
        private let separator: [UInt8]?
        /// How deep in the document the value is: the indentation it is written with.
        private let depth: Int
        private var bytes: [UInt8] = []

        init(writing separator: [UInt8]? = nil, depth: Int = 0) {
            self.separator = separator
            self.depth = depth
        }

        private(set) var kind = Kind.empty
        private var single = JSONValue.null
        private var members: [String: Slot] = [:]
        private var items: [Slot] = []

        var value: JSONValue {
            switch kind {
            case .empty: .object([:])
            case .single: single
            case .keyed: .object(members.mapValues(\.value))
            case .unkeyed: .array(items.map(\.value))
            case .written: preconditionFailure("a slot written to bytes has no JSONValue")
            }
        }

        var count: Int { items.count }

        /// What `value.write` writes. A slot written to bytes is written once, into its parent's
        /// bytes, and lets its own go as it is.
        func write(into out: inout [UInt8], indent: Int, separator: [UInt8]) {
            switch kind {
            case .written:
                out += bytes
                bytes = []
            case .empty: out += "{}".utf8
            case .single: single.write(into: &out, indent: indent, separator: separator)
            case .keyed:
                JSONValue.writeObject(members, into: &out, indent: indent, separator: separator) { slot, out in
                    slot.write(into: &out, indent: indent + 1, separator: separator)
                }
            case .unkeyed:
                JSONValue.writeArray(items, into: &out, indent: indent) { slot, out in
                    slot.write(into: &out, indent: indent + 1, separator: separator)
                }
            }
        }

        /// Each member written at the first level of indentation; none unless this is an object.
        func writtenMembers() -> [String: [UInt8]] {
            members.mapValues { slot in
                slot.seal()
                return slot.kind == .written ? slot.bytes : slot.writtenAsValue()
            }
        }

        /// When values are written to bytes, an array or object whose value is encoded
        /// becomes its bytes, and its slots are let go.
        func seal() {
            guard separator != nil, kind == .keyed || kind == .unkeyed else { return }
            bytes = writtenAsValue()
            (kind, members, items) = (.written, [:], [])
        }

        func writtenAsValue() -> [UInt8] {
            var out: [UInt8] = []
            // About what is written, so that the buffer is seldom grown: a grown one is copied, and
            // kept with up to as much again unused (the bundle of a 20 MB spec is 50 MB of JSON).
            let size = estimatedSize
            out.reserveCapacity(size + size / 16)
            write(into: &out, indent: depth, separator: separator ?? [])
            return out
        }

        /// About how many bytes `writtenAsValue` writes: exact for what is already written,
        /// a guess for single values (strings without escapes).
        private var estimatedSize: Int {
            // A member's or an item's line: its indentation, a comma and the line break.
            let line = 2 * (depth + 1) + 2
            switch kind {
            case .written: return bytes.count
            case .empty: return 2
            case .single:
                if case .string(let text) = single { return text.utf8.count + 2 }
                return 8
            case .keyed:
                let separator = separator?.count ?? 2
                return members.reduce(2 * depth + 3) { size, member in
                    size + line + member.key.utf8.count + 2 + separator + member.value.estimatedSize
                }
            case .unkeyed:
                return items.reduce(2 * depth + 3) { $0 + line + $1.estimatedSize }
            }
        }

        func set(_ value: JSONValue) {
            (kind, single) = (.single, value)
        }

        func keyed() {
            if kind != .keyed { (kind, members) = (.keyed, [:]) }
        }

        func unkeyed() {
            if kind != .unkeyed { (kind, items) = (.unkeyed, []) }
        }

        /// The slot of `key`: the one already there (a nested container asked for twice
        /// gathers both, as `JSONEncoder` does), or a new one.
        func child(_ key: String) -> Slot {
            keyed()
            if let existing = members[key] { return existing }
            let slot = Slot(writing: separator, depth: depth + 1)
            members[key] = slot
            return slot
        }

        func append() -> Slot {
            unkeyed()
            let slot = Slot(writing: separator, depth: depth + 1)
            items.append(slot)
            return slot
        }
    }

    fileprivate struct ValueEncoder: Encoder {
        let slot: Slot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            slot.keyed()
            return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            slot.unkeyed()
            return Unkeyed(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(slot: slot, codingPath: codingPath)
        }
    }

    /// A value that is not a container, as JSON has it; nil for one that encodes itself.
    fileprivate static func scalar(_ value: some Encodable) -> JSONValue? {
        switch value {
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as Double: .double(value)
        case let value as Float: .double(Double("\(value)") ?? Double(value))
        case let value as Int: .int(value)
        case let value as any BinaryInteger: Int(exactly: value).map(JSONValue.int) ?? .double(Double(value))
        default: nil
        }
    }

    fileprivate static func write(_ value: some Encodable, into slot: Slot, codingPath: [any CodingKey]) throws {
        if let scalar = scalar(value) {
            slot.set(scalar)
        } else {
            try value.encode(to: ValueEncoder(slot: slot, codingPath: codingPath))
            slot.seal()
        }
    }

    fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {
            slot.child(key.stringValue).set(.null)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try JSONValueEncoder.write(value, into: slot.child(key.stringValue), codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        )
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = slot.child(key.stringValue)
            child.keyed()
            return KeyedEncodingContainer(Keyed<NestedKey>(slot: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = slot.child(key.stringValue)
            child.unkeyed()
            return Unkeyed(slot: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            ValueEncoder(slot: slot.child("super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            ValueEncoder(slot: slot.child(key.stringValue), codingPath: codingPath + [key])
        }
    }

    fileprivate struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        var count: Int { slot.count }

        mutating func encodeNil() throws {
            slot.append().set(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONValueEncoder.write(value, into: slot.append(), codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        )
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = slot.append()
            child.keyed()
            return KeyedEncodingContainer(Keyed<NestedKey>(slot: child, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = slot.append()
            child.unkeyed()
            return Unkeyed(slot: child, codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder {
            ValueEncoder(slot: slot.append(), codingPath: codingPath)
        }
    }

    fileprivate struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws {
            slot.set(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONValueEncoder.write(value, into: slot, codingPath: codingPath)
        }
    }
}
