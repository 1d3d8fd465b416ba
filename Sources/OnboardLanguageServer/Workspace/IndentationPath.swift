import Foundation
import OnboardCompiler

/// The path to a line read from the indentation of the lines above it, for completion in a
/// document that does not parse even with the cursor's line made whole (`CompletionSite`):
/// each line above that is indented less than the one below it and reads `key:` is a step
/// into that key, each `- ` indented less is a list's item. Only block mappings and lists
/// are followed, and anchors, aliases and flow collections above the line are not: this is
/// the last resort, not a reading of YAML (the compiler's tree is that).
struct IndentationPath {
    private(set) var steps: [KeyDocs.Step] = []
    /// The keys written at the line's indentation, in the same mapping.
    private(set) var siblings: Set<String> = []

    /// The path of the line starting at `lineStart`, whose text before the word at the cursor is `head`.
    init(_ bytes: [UInt8], lineStart: Int, head: String) {
        let lines = Self.lines(bytes)
        guard let current = lines.firstIndex(where: { $0.start == lineStart }) else { return }
        let own = Self.read(head)
        var limit = own.dash ?? own.content
        for line in lines[..<current].reversed() where limit > 0 {
            let read = Self.read(line.text)
            guard read.content < line.text.count, !line.text.dropFirst(read.content).hasPrefix("#") else { continue }
            if read.content < limit, read.keys.count == 1, read.endsInKey {
                steps.insert(.key(read.keys[0]), at: 0)
                limit = read.content
            }
            if let dash = read.dash, dash < limit {
                steps.insert(.index(0), at: 0)
                limit = dash
            }
        }
        if own.dash != nil { steps.append(.index(0)) }
        steps += own.keys.map { .key($0) }
        siblings = Self.siblings(lines, around: current, at: own.content)
    }

    /// A line's text (up to its break) and where it starts.
    private static func lines(_ bytes: [UInt8]) -> [(start: Int, text: String)] {
        var lines: [(Int, String)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            lines.append((start, String(decoding: bytes[start..<index], as: UTF8.self)))
            start = index + 1
        }
        lines.append((start, String(decoding: bytes[start...], as: UTF8.self)))
        return lines.map { ($0.0, $0.1.hasSuffix("\r") ? String($0.1.dropLast()) : $0.1) }
    }

    /// Where a line's `- ` is, where its content starts, and the keys it opens (`a: { b: ` opens `a` and `b`).
    private static func read(_ text: String) -> (dash: Int?, content: Int, keys: [String], endsInKey: Bool) {
        let characters = Array(text)
        var index = 0
        var dash: Int?
        while index < characters.count, characters[index] == " " { index += 1 }
        if index + 1 < characters.count, characters[index] == "-", characters[index + 1] == " " {
            dash = index
            index += 1
            while index < characters.count, characters[index] == " " { index += 1 }
        }
        // `key: &anchor  # note` opens `key` as `key:` does.
        var content = String(text.dropFirst(index))
        if let comment = content.range(of: " #") { content = String(content[..<comment.lowerBound]) }
        var words = content.split(separator: " ", omittingEmptySubsequences: true)
        if words.count > 1, let last = words.last, last.hasPrefix("&") || last.hasPrefix("!") { words.removeLast() }
        content = words.joined(separator: " ")
        var keys: [String] = []
        for part in content.split(separator: "{", omittingEmptySubsequences: false) {
            let entry = part.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            let trimmed = entry.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix(":") { keys.append(String(trimmed.dropLast())) }
        }
        let endsInKey = content.hasSuffix(":")
        return (dash, index, keys, endsInKey)
    }

    /// The keys of the lines at `column` above and below line `current`, up to a line indented less.
    private static func siblings(
        _ lines: [(start: Int, text: String)], around current: Int, at column: Int
    ) -> Set<String> {
        var found: Set<String> = []
        // Above, a `- ` at a lesser indentation starts the item the line is in; below, the next item.
        for (range, upward) in [(Array((0..<current).reversed()), true), (Array((current + 1)..<lines.count), false)] {
            for index in range {
                let text = lines[index].text
                let read = read(text)
                if read.content >= text.count { continue }
                let newItem = read.dash.map { $0 < column } ?? false
                if read.content < column || newItem && !upward { break }
                if read.content == column, let colon = text.firstIndex(of: ":") {
                    found.insert(String(text[text.index(text.startIndex, offsetBy: column)..<colon]))
                }
                if newItem { break }
            }
        }
        return found
    }
}
