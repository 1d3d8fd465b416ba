import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// The pre-scan rejects exactly what libyaml's reader rejects (invalid UTF-8,
    /// non-printable characters), but with a line and column.
    @Suite struct InputScannerTests {
        struct Rejected: Sendable, CustomTestStringConvertible {
            let name: String
            let bytes: [UInt8]
            let code: String
            /// `line:col@offset-line:col@offset` of the offending byte or character.
            let span: String
            let message: String
            var testDescription: String { name }

            init(_ name: String, _ prefix: String, _ tail: [UInt8], _ code: String, _ span: String, _ message: String) {
                self.name = name
                self.bytes = Array(prefix.utf8) + tail
                self.code = code
                self.span = span
                self.message = message
            }
        }

        static let utf8 = "yaml-invalid-utf8"
        static let control = "yaml-control-character"

        static let rejected: [Rejected] = [
            .init("byte 0xFF", "a: b\nc: ", [0xFF], utf8, "2:4@8-2:5@9", "byte 0xFF"),
            .init("overlong 2-byte /", "k: é\nv: ", [0xC0, 0xAF], utf8, "2:4@9-2:5@10", "byte 0xC0"),
            .init("overlong 3-byte /", "k: é\nv: ", [0xE0, 0x80, 0xAF], utf8, "2:4@9-2:5@10", "byte 0xE0"),
            .init("truncated at end of file", "title: caf", [0xC3], utf8, "1:11@10-1:12@11", "byte 0xC3"),
            .init("truncated 4-byte at end of file", "x: ", [0xF0, 0x9F, 0x91], utf8, "1:4@3-1:5@4", "byte 0xF0"),
            .init("UTF-16 surrogate", "x: ", [0xED, 0xA0, 0x80], utf8, "1:4@3-1:5@4", "byte 0xED"),
            .init("past U+10FFFF", "x: ", [0xF4, 0x90, 0x80, 0x80], utf8, "1:4@3-1:5@4", "byte 0xF4"),
            .init("stray continuation byte", "x: a", [0x80], utf8, "1:5@4-1:6@5", "byte 0x80"),
            .init("UTF-16 byte order mark", "", [0xFF, 0xFE, 0x61, 0x00], utf8, "1:1@0-1:2@1", "byte 0xFF"),
            .init("NUL", "a: x", [0x00], control, "1:5@4-1:6@5", "U+0000 (NUL)"),
            .init("0x01 after CRLF lines", "a: 1\r\nb: 2\r\n", [0x01], control, "3:1@12-3:2@13", "U+0001"),
            .init("ESC after a lone CR", "a\rb", [0x1B], control, "2:2@3-2:3@4", "U+001B"),
            .init("DEL after non-ASCII", "naïve: ", [0x7F], control, "1:8@8-1:9@9", "U+007F"),
            .init("C1 U+0080 in a comment", "# c", [0xC2, 0x80], control, "1:4@3-1:5@5", "U+0080"),
            .init("C1 U+009F", "- x\n- y", [0xC2, 0x9F], control, "2:4@7-2:5@9", "U+009F"),
            .init("noncharacter U+FFFE", "a: ", [0xEF, 0xBF, 0xBE], control, "1:4@3-1:5@6", "U+FFFE"),
        ]

        @Test(arguments: rejected)
        func rejectedWithItsPlace(_ input: Rejected) {
            let parsed = parse(bytes: input.bytes)
            #expect(parsed.document == nil)
            #expect(parsed.diagnostics.count == 1)
            let diagnostic = parsed.diagnostics.first
            #expect(diagnostic?.code == input.code)
            #expect(diagnostic?.span.at == input.span)
            #expect(diagnostic?.message.contains(input.message) == true, "\(diagnostic?.message ?? "")")
        }

        @Test func firstProblemStopsTheScan() {
            let parsed = parse(bytes: Array("a: ".utf8) + [0x01, 0x0A, 0xFF])
            #expect(parsed.brief == ["yaml-control-character 1:4"])
        }

        @Test func printableCharactersPass() throws {
            // Tab, NEL (U+0085), U+00A0, U+FEFF inside a line, a private-use
            // character and an astral emoji are all printable for libyaml.
            let text = "a: x\ty\nb: \u{A0}z\u{FEFF}\u{E000}🙂\nc: \u{85}"
            let parsed = parse(text)
            #expect(parsed.diagnostics.isEmpty)
            let root = try #require(parsed.root)
            #expect(root["a"]?.text == "x\ty")
            #expect(root["b"]?.text == "\u{A0}z\u{FEFF}\u{E000}🙂")
        }

        @Test func utf8ByteOrderMarkIsAccepted() {
            let parsed = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["a"]?.text == "1")
        }
    }
}
