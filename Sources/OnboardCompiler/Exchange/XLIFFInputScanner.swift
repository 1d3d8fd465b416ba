/// One pass over an XLIFF file before any XML parser sees it, as
/// `InputScanner` does for YAML: the parser (libxml2, through `XMLParser`)
/// then only ever reads small, well-formed UTF-8 without a document type or
/// processing instructions. Each refusal is an error at its place.
///
/// Why each check exists:
/// - the size limit (`--max-input-bytes`), before any tree is built;
/// - UTF-8 only: a UTF-16/32 file or a declared non-UTF-8 encoding makes
///   libxml2 convert the text, and a bad byte in a declared encoding crashed
///   `XMLParser`; UTF-16 also hid a document type from a byte search;
/// - every byte well-formed UTF-8 and every character one XML allows, so the
///   parser never reports these, at a place it counts differently;
/// - no document type: the entities it declares would be expanded, or
///   (external ones) silently replaced by nothing, blanking translations;
/// - no processing instruction but the XML declaration: one without data
///   (`<?marker?>`) crashed `XMLParser`, and onboardc reads none.
///
/// Comments and CDATA sections are text to XML: markup-like bytes inside them
/// are not refused.
enum XLIFFInputScanner {
    /// The first problem of `source`, or nil when it may be parsed.
    static func check(_ source: SourceFile, limits: ParseLimits) -> Diagnostic? {
        if source.exceeds(limits.maxInputBytes) {
            return .xliffInputTooLarge(source, limit: limits.maxInputBytes)
        }
        return source.bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scan(bytes: bytes, path: source.path)
            return scanner.run()
        }
    }

    /// The walk itself: `offset` moves forward through the file, and markup
    /// is recognised at each `<` outside comments and CDATA sections.
    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        let path: String
        var offset = 0

        init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
            self.bytes = bytes
            self.path = path
        }

        mutating func run() -> Diagnostic? {
            if let encoding = EncodingSignature.other(bytes) {
                return .xliffEncoding(signature: encoding, at: span(0, 0))
            }
            if starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
            let documentStart = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "<") {
                    if let problem = markup(atDocumentStart: offset == documentStart) { return problem }
                } else if let problem = character() {
                    return problem
                }
            }
            return nil
        }

        /// Checks the character at `offset` and moves past it.
        private mutating func character() -> Diagnostic? {
            let byte = bytes[offset]
            if byte < 0x80 {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                    return .xliffCharacter(UInt32(byte), at: span(offset, offset + 1))
                }
                offset += 1
                return nil
            }
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: offset) else {
                return .xliffInvalidUTF8(byte, at: span(offset, offset + 1))
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                return .xliffCharacter(scalar, at: span(offset, offset + length))
            }
            offset += length
            return nil
        }

        /// At a `<`: skips a comment or CDATA section (checking its characters),
        /// reads the XML declaration at the start, refuses a document type or a
        /// processing instruction, and steps over the `<` of anything else.
        private mutating func markup(atDocumentStart: Bool) -> Diagnostic? {
            let start = offset
            if starts(with: Markup.commentStart) {
                offset += Markup.commentStart.count
                return skipText(until: Markup.commentEnd)
            }
            if starts(with: Markup.cdataStart) {
                offset += Markup.cdataStart.count
                return skipText(until: Markup.cdataEnd)
            }
            if starts(with: Markup.doctype) {
                return .xliffDocumentType(at: span(start, start + Markup.doctype.count))
            }
            guard starts(with: Markup.instructionStart) else {
                offset += 1
                return nil
            }
            let name = instructionName(at: start + 2)
            if atDocumentStart, name == "xml" { return declaration() }
            let end = start + 2 + name.utf8.count
            if name.lowercased() == "xml" { return .xliffMisplacedDeclaration(at: span(start, end)) }
            return .xliffProcessingInstruction(name, at: span(start, end))
        }

        /// The XML declaration, `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 is read.
        private mutating func declaration() -> Diagnostic? {
            let start = offset
            guard let close = find(Markup.instructionEnd, from: start) else {
                return .xliffNotXML(
                    "the XML declaration `<?xml …?>` is never closed with `?>`", at: span(start, start + 5))
            }
            if let value = pseudoAttribute("encoding", in: start..<close) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
                if name.lowercased() != "utf-8" {
                    return .xliffEncoding(declared: name, at: span(value.lowerBound, value.upperBound))
                }
            }
            // Its characters are checked like any others.
            offset += 5
            while offset < close {
                if let problem = character() { return problem }
            }
            offset = close + Markup.instructionEnd.count
            return nil
        }

        /// Steps over text up to and past `terminator`, checking each character;
        /// an unterminated comment or section is left to the parser.
        private mutating func skipText(until terminator: [UInt8]) -> Diagnostic? {
            while offset < bytes.count {
                if starts(with: terminator) {
                    offset += terminator.count
                    return nil
                }
                if let problem = character() { return problem }
            }
            return nil
        }

        /// The target name of a processing instruction: its bytes up to white space or `?`.
        private func instructionName(at start: Int) -> String {
            var end = start
            while end < bytes.count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?"),
                bytes[end] != UInt8(ascii: "<"), end - start < 64
            {
                end += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        /// The byte range of the quoted value of `name="…"` within `range`, if it is written.
        private func pseudoAttribute(_ name: String, in range: Range<Int>) -> Range<Int>? {
            var at = range.lowerBound
            let key = Array(name.utf8)
            while let found = find(key, from: at), found < range.upperBound {
                var i = found + key.count
                at = i
                // After white space or the quote that ends the pseudo-attribute before
                // (`version="1.0"encoding=…` is malformed, but libxml2 reads it on).
                guard
                    Self.isSpace(bytes[found - 1]) || bytes[found - 1] == UInt8(ascii: "\"")
                        || bytes[found - 1] == UInt8(ascii: "'")
                else { continue }
                while i < range.upperBound, Self.isSpace(bytes[i]) { i += 1 }
                guard i < range.upperBound, bytes[i] == UInt8(ascii: "=") else { continue }
                i += 1
                while i < range.upperBound, Self.isSpace(bytes[i]) { i += 1 }
                guard i < range.upperBound, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                    continue
                }
                let quote = bytes[i]
                var end = i + 1
                while end < range.upperBound, bytes[end] != quote { end += 1 }
                return end < range.upperBound ? (i + 1)..<end : nil
            }
            return nil
        }

        private func starts(with prefix: [UInt8]) -> Bool {
            guard offset + prefix.count <= bytes.count else { return false }
            for (k, byte) in prefix.enumerated() where bytes[offset + k] != byte { return false }
            return true
        }

        private func find(_ needle: [UInt8], from start: Int) -> Int? {
            guard needle.count <= bytes.count else { return nil }
            var i = start
            while i + needle.count <= bytes.count {
                if bytes[i] == needle[0], (1..<needle.count).allSatisfy({ bytes[i + $0] == needle[$0] }) { return i }
                i += 1
            }
            return nil
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        /// The span of the bytes `start..<end`, located once a problem is found.
        private func span(_ start: Int, _ end: Int) -> SourceSpan {
            let positions = XMLPositions(Array(bytes))
            return SourceSpan(
                file: path, start: positions.location(ofByte: start), end: positions.location(ofByte: end))
        }
    }

    /// The markup the scan recognises, as bytes.
    private enum Markup {
        static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        static let cdataStart = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
        static let doctype = Array("<!DOCTYPE".utf8)
        static let instructionStart = Array("<?".utf8), instructionEnd = Array("?>".utf8)
    }
}
