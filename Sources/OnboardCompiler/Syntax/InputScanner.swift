/// One pass over the raw bytes before libyaml sees them: checks that the file
/// is well-formed UTF-8 without control characters, skips a UTF-8 BOM, and
/// records where lines start. libyaml would report these problems as a bare
/// byte offset; here they get a line and column.
enum InputScanner {
    struct Problem: Error {
        let diagnostic: Diagnostic
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Result<LineTable, Problem> {
        var table = LineTable(byteCount: bytes.count)
        let count = bytes.count
        var i = 0
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        table.startLine(at: i)
        let base = bytes.baseAddress
        while i < count {
            #if _endian(little)
            // Fast path: eight printable ASCII bytes (0x20...0x7E) at a time.
            // The two bit tricks ("hasless" and "hasmore") flag a byte below
            // 0x20 and a byte above 0x7E. A borrow or carry can only flag a
            // byte above a real hit, so the lowest flagged byte is the first
            // one that needs the byte-by-byte path; skip to it.
            if let base, count - i >= 8 {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let below = (word &- 0x2020_2020_2020_2020) & ~word
                let above = (word &+ 0x0101_0101_0101_0101) | word
                let flagged = (below | above) & 0x8080_8080_8080_8080
                if flagged == 0 {
                    i += 8
                    continue
                }
                i += flagged.trailingZeroBitCount >> 3
            }
            #endif
            let byte = bytes[i]
            if byte < 0x80 {
                if byte >= 0x20 && byte != 0x7F || byte == 0x09 {
                    i += 1
                } else if byte == 0x0A {
                    i += 1
                    table.startLine(at: i)
                } else if byte == 0x0D {
                    i += (i + 1 < count && bytes[i + 1] == 0x0A) ? 2 : 1
                    table.startLine(at: i)
                } else {
                    return .failure(problem(.controlCharacter(UInt32(byte)), at: i, length: 1, table, bytes, path))
                }
                continue
            }
            table.markCurrentLineNonASCII()
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: i) else {
                return .failure(problem(.invalidUTF8(byte), at: i, length: 1, table, bytes, path))
            }
            if !isPrintable(scalar) {
                return .failure(problem(.controlCharacter(scalar), at: i, length: length, table, bytes, path))
            }
            i += length
            if scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029 {
                table.startLine(at: i)
            }
        }
        return .success(table)
    }

    /// YAML's printable set as libyaml's reader checks it.
    private static func isPrintable(_ v: UInt32) -> Bool {
        v == 0x85 || (0xA0...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
    }

    private enum Kind {
        case invalidUTF8(UInt8)
        case controlCharacter(UInt32)
    }

    private static func problem(
        _ kind: Kind, at offset: Int, length: Int, _ table: LineTable,
        _ bytes: UnsafeBufferPointer<UInt8>, _ path: String
    ) -> Problem {
        let start = table.location(ofByte: offset, in: bytes)
        // The span covers the one offending character (all its bytes) or byte.
        var end = start
        end.offset += length
        end.column += 1
        let span = SourceSpan(file: path, start: start, end: end)
        switch kind {
        case .invalidUTF8(let byte):
            return Problem(diagnostic: .invalidUTF8(byte, at: span))
        case .controlCharacter(let scalar):
            return Problem(diagnostic: .controlCharacter(scalar, at: span))
        }
    }
}

extension Diagnostic {
    static func invalidUTF8(_ byte: UInt8, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlInvalidUTF8, "the file is not valid UTF-8 (byte \(CodePoint.byte(byte)))",
            at: span, help: "save the file as UTF-8; specs must be UTF-8 text")
    }

    static func controlCharacter(_ scalar: UInt32, at span: SourceSpan) -> Diagnostic {
        let name = scalar == 0 ? " (NUL)" : ""
        return Diagnostic(
            .yamlControlCharacter, "control character \(CodePoint.name(scalar))\(name) is not allowed in YAML",
            at: span, help: "remove the character; to put a line break in copy, use a YAML block scalar (`|`)")
    }
}
