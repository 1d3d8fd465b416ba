import Foundation

/// Where a member of a JSON document starts, by its path (`flows`, `0`,
/// `screens`…): the position of its value, for diagnostics about a bundle.
/// Foundation's JSON reader gives values, not positions; this walks the text of a
/// document that has already been read as JSON, skipping over what is not on the
/// path. Lines count LF; columns count Unicode scalars, as for YAML.
struct JSONPositions {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The position of the value at `path`, or of the deepest member of it that
    /// exists (the whole document for an empty path or text that is not JSON).
    static func location(of path: [String], in bytes: [UInt8]) -> SourceLocation {
        var walker = JSONPositions(bytes)
        walker.skipSpace()
        for step in path {
            guard walker.enter(step) else { break }
        }
        return walker.location(ofByte: walker.index)
    }

    /// Line and column of a byte: JSON breaks lines only in whitespace, at LF, CR LF
    /// or a CR alone, as editors count them.
    private func location(ofByte target: Int) -> SourceLocation {
        var (line, lineStart) = (1, 0)
        for offset in 0..<min(target, bytes.count) {
            let isBreak =
                bytes[offset] == 0x0A
                || (bytes[offset] == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A))
            if isBreak { (line, lineStart) = (line + 1, offset + 1) }
        }
        let column = bytes[lineStart..<min(target, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: line, column: column, offset: target)
    }

    /// Moves from the start of an object or array to the start of its member
    /// `step` (a key, or a decimal index); false when it has none.
    private mutating func enter(_ step: String) -> Bool {
        let start = index
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { break }
                let key = readString()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
                index += 1
                skipSpace()
                if key == step { return true }
                skipValue()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            }
        case UInt8(ascii: "["):
            guard let wanted = Int(step) else { break }
            index += 1
            var position = 0
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { break }
                if position == wanted { return true }
                skipValue()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
                position += 1
            }
        default:
            break
        }
        index = start
        return false
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    /// Reads a string starting at its opening quote. A string with escapes
    /// (`"scr\u0065ens"`) is decoded by Foundation's JSON reader, so that it names
    /// the member it is.
    private mutating func readString() -> String {
        let quote = index
        index += 1
        var escaped = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            escaped = escaped || bytes[index] == UInt8(ascii: "\\")
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let end = min(index, bytes.count)
        index += 1
        guard escaped else { return String(decoding: bytes[(quote + 1)..<end], as: UTF8.self) }
        let literal = Data(bytes[quote..<min(index, bytes.count)])
        return (try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)) as? String
            ?? String(decoding: bytes[(quote + 1)..<end], as: UTF8.self)
    }

    /// A member name that appears twice in one object: where the object is, the
    /// name, and the positions of its first and its second value.
    struct DuplicateMember: Hashable {
        var path: [String]
        var name: String
        var first: SourceLocation
        var second: SourceLocation
    }

    /// Every member name given twice in one object, in document order. The text
    /// must already have been read as JSON (whose readers keep one of the two
    /// silently, not all the same one).
    static func duplicateMembers(in bytes: [UInt8]) -> [DuplicateMember] {
        var walker = JSONPositions(bytes)
        var found: [DuplicateMember] = []
        walker.skipSpace()
        walker.collectDuplicates(path: [], into: &found)
        return found
    }

    /// Walks the value at the current index (skipped whole past a nesting no JSON
    /// reader accepts), recording repeated member names.
    private mutating func collectDuplicates(path: [String], into found: inout [DuplicateMember]) {
        guard index < bytes.count, path.count < 1_000 else { return skipValue() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var seen: [String: Int] = [:]
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { break }
                let name = readString()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
                index += 1
                skipSpace()
                if let first = seen[name] {
                    found.append(
                        DuplicateMember(
                            path: path, name: name, first: location(ofByte: first),
                            second: location(ofByte: index)))
                } else {
                    seen[name] = index
                }
                collectDuplicates(path: path + [name], into: &found)
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            }
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
        case UInt8(ascii: "["):
            index += 1
            var position = 0
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { break }
                collectDuplicates(path: path + [String(position)], into: &found)
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
                position += 1
            }
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        default:
            skipValue()
        }
    }

    /// Skips one value of any kind: a string whole, an object or array to its
    /// matching bracket (strings inside skipped whole), a number or literal to its end.
    private mutating func skipValue() {
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            _ = readString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    _ = readString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                default:
                    break
                }
                index += 1
            }
        default:
            while index < bytes.count, !",}] \n\r\t".utf8.contains(bytes[index]) { index += 1 }
        }
    }
}
