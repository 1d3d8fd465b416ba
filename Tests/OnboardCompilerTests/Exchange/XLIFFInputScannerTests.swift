import Foundation
import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// What the pre-scan refuses before any XML parser reads the file: each is an
    /// error at its place, and nothing is written. Several of these inputs once
    /// crashed `onboardc l10n import` inside libxml2 (SIGSEGV), or imported empty text.
    @Suite struct XLIFFInputScannerTests {
        static let exported = ExchangeFixture.export("de") ?? ""

        /// The export with its line 36 target (`<target>Weiter</target>`, `<target>` at column 9) replaced.
        static func primary(_ target: String) -> [UInt8] {
            Array(exported.replacingFirst("<target>Weiter</target>", with: "<target>\(target)</target>").utf8)
        }

        static func refused(_ bytes: [UInt8], limits: ParseLimits = .default) -> [String] {
            let result = ExchangeFixture.importing(bytes: bytes, limits: limits)
            #expect(result.output == nil)
            return result.diagnostics.map(\.placed)
        }

        // MARK: Encodings

        @Test(
            arguments: [
                ([0xFF, 0xFE], "UTF-16 (little-endian)"),
                ([0xFE, 0xFF], "UTF-16 (big-endian)"),
                ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"),
                ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
                ([0x00, 0x00, 0x00, 0x3C], "UCS-4 (big-endian)"),
                ([0x3C, 0x00, 0x00, 0x00], "UCS-4 (little-endian)"),
                ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 (big-endian)"),
                ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 (little-endian)"),
                ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
            ] as [([UInt8], String)])
        func anotherEncodingIsNamedAtTheStart(signature: [UInt8], name: String) {
            let result = ExchangeFixture.importing(bytes: signature + [0x3C, 0x00, 0x78, 0x00])
            #expect(result.diagnostics.map(\.placed) == ["xliff-encoding de.xlf:1:1 error"])
            #expect(
                result.diagnostics.first?.message
                    == "the file is \(name) text; onboardc reads XLIFF files in UTF-8 only")
            #expect(result.output == nil)
        }

        /// The whole export in UTF-16, with an entity-declaring document type a byte
        /// search for ASCII `<!DOCTYPE` missed: refused for its encoding.
        @Test func aUTF16FileCannotSmuggleADocumentType() throws {
            let text = Self.exported
                .replacingFirst("<xliff ", with: "<!DOCTYPE x [<!ENTITY e \"\">]>\n<xliff ")
                .replacingFirst("<target>Weiter</target>", with: "<target>&e;</target>")
            let utf16 = try #require(text.data(using: .utf16LittleEndian))
            #expect(Self.refused([0xFF, 0xFE] + [UInt8](utf16)) == ["xliff-encoding de.xlf:1:1 error"])
        }

        /// A declared encoding other than UTF-8 is refused at its name, whatever
        /// follows (a bad byte after `SHIFT_JIS` crashed the parser).
        @Test(arguments: ["SHIFT_JIS", "UTF-7", "HTML", "UFT-8", "ISO-8859-1", "utf-16"])
        func aDeclaredEncodingOtherThanUTF8IsRefusedAtItsName(encoding: String) {
            let bytes = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>".utf8) + [0xFF]
            let result = ExchangeFixture.importing(bytes: bytes)
            #expect(result.diagnostics.map(\.placed) == ["xliff-encoding de.xlf:1:31 error"])
            #expect(
                result.diagnostics.first?.message
                    == "the file declares the encoding `\(encoding)`; onboardc reads XLIFF files in UTF-8 only")
        }

        /// With no space before `encoding` the declaration is malformed, but libxml2 reads the
        /// encoding on: it is checked all the same.
        @Test func aDeclaredEncodingWithoutASpaceBeforeIsStillRefused() {
            let bytes = Array("<?xml version=\"1.0\"encoding='UTF-7'?>".utf8) + [0xFF]
            #expect(Self.refused(bytes) == ["xliff-encoding de.xlf:1:30 error"])
        }

        @Test(arguments: ["UTF-8", "utf-8", "Utf-8"])
        func utf8InAnyCaseIsRead(encoding: String) {
            let text = Self.exported.replacingFirst("encoding=\"UTF-8\"", with: "encoding='\(encoding)'")
            #expect(ExchangeFixture.importing(text).diagnostics.map(\.placed) == [])
        }

        @Test func aByteThatIsNotUTF8IsRefusedWhereItIs() {
            let bytes = Self.primary("Wei\u{1}ter").map { $0 == 0x01 ? 0xFF : $0 }
            let result = ExchangeFixture.importing(bytes: bytes)
            #expect(result.diagnostics.map(\.placed) == ["xliff-encoding de.xlf:36:20 error"])
            #expect(result.diagnostics.first?.message == "the file is not valid UTF-8 (byte 0xFF)")
        }

        @Test func aByteThatIsNotUTF8IsRefusedWhereItIsAfterOtherText() {
            // Five characters before it on its line (in a comment), one of them two bytes long.
            let bytes = Array(Self.exported.utf8) + Array("<!--é".utf8) + [0xC3, 0x28]
            #expect(Self.refused(bytes) == ["xliff-encoding de.xlf:60:6 error"])
        }

        @Test(arguments: [
            ("Wei\u{1}ter", "xliff-not-xml de.xlf:36:20 error", "U+0001"),
            ("Wei\u{1B}[2Jter", "xliff-not-xml de.xlf:36:20 error", "U+001B"),
            ("Wei\u{FFFE}ter", "xliff-not-xml de.xlf:36:20 error", "U+FFFE"),
        ])
        func aCharacterXMLDoesNotAllowIsRefusedWhereItIs(target: String, expected: String, name: String) {
            let result = ExchangeFixture.importing(bytes: Self.primary(target))
            #expect(result.diagnostics.map(\.placed) == [expected])
            #expect(
                result.diagnostics.first?.message == "not well-formed XML: the character \(name) is not allowed in XML")
        }

        // MARK: Document types and processing instructions

        @Test func aDocumentTypeIsRefused() {
            let text = Self.exported.replacingFirst("<xliff ", with: "<!DOCTYPE xliff>\n<xliff ")
            #expect(Self.refused(Array(text.utf8)) == ["xliff-doctype de.xlf:2:1 error"])
        }

        /// `<!DOCTYPE` or `<?…?>` in a comment or a CDATA section is text, not markup.
        @Test(arguments: ["<!-- <!DOCTYPE x> <?marker?> -->", "<![CDATA[<!DOCTYPE x> <?marker?>]]>"])
        func markupInsideCommentsAndCDATAIsText(inner: String) {
            let text = Self.exported.replacingFirst("<file ", with: "\(inner)<file ")
            #expect(ExchangeFixture.importing(text).diagnostics.map(\.placed) == [])
        }

        @Test func aProcessingInstructionWithoutDataIsRefused() {
            let result = ExchangeFixture.importing(bytes: Array("<?x?>".utf8))
            #expect(result.diagnostics.map(\.placed) == ["xliff-processing-instruction de.xlf:1:1 error"])
            #expect(
                result.diagnostics.first?.message
                    == "a processing instruction (`<?x…?>`): onboardc reads none, and cannot tell what it stands for")
        }

        /// A tool's marker inside a translation: the file was otherwise valid.
        @Test func aProcessingInstructionInATargetIsRefusedWhereItIs() {
            #expect(
                Self.refused(Self.primary("Wei<?tool-marker?>ter")) == [
                    "xliff-processing-instruction de.xlf:36:20 error"
                ])
        }

        /// The declaration is only one at the very start of the file.
        @Test(arguments: [
            (" <?xml version=\"1.0\"?><xliff/>", "xliff-processing-instruction de.xlf:1:2 error"),
            ("<xliff/>\n<?xml version=\"1.0\"?>", "xliff-processing-instruction de.xlf:2:1 error"),
            ("<?XML version=\"1.0\"?><xliff/>", "xliff-processing-instruction de.xlf:1:1 error"),
        ])
        func aMisplacedDeclarationIsRefused(text: String, expected: String) {
            let result = ExchangeFixture.importing(text)
            #expect(result.diagnostics.map(\.placed) == [expected])
            #expect(
                result.diagnostics.first?.message
                    == "the XML declaration `<?xml …?>` must be the very first thing in the file")
        }

        @Test func anUnclosedDeclarationIsRefused() {
            #expect(Self.refused(Array("<?xml version=\"1.0\" <xliff/>".utf8)) == ["xliff-not-xml de.xlf:1:1 error"])
        }

        /// A byte-order mark is no part of the first line.
        @Test func aUTF8ByteOrderMarkIsRead() {
            #expect(
                ExchangeFixture.importing(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.exported.utf8)).diagnostics.isEmpty)
        }

        // MARK: Size

        /// `--max-input-bytes` applies to XLIFF files too, checked before any parsing.
        @Test func aFileOverTheInputLimitIsRefused() {
            let bytes = Array(Self.exported.utf8)
            let limits = ParseLimits(maxInputBytes: bytes.count - 1)
            let result = ExchangeFixture.importing(bytes: bytes, limits: limits)
            #expect(result.diagnostics.map(\.placed) == ["xliff-input-too-large de.xlf:1:1 error"])
            #expect(
                result.diagnostics.first?.message
                    == "the file is \(bytes.count) bytes, more than the limit of \(bytes.count - 1) bytes")
            #expect(
                ExchangeFixture.importing(
                    bytes: bytes, limits: ParseLimits(maxInputBytes: bytes.count)
                ).diagnostics.isEmpty)
        }

        /// A file left unread for its size (`SourceFile.read(_:limit:)`) is refused by the same check.
        @Test func aFileLeftUnreadIsRefused() throws {
            let result = try Project([ExchangeFixture.input()]).importXLIFF(
                SourceFile(path: "de.xlf", oversized: .init(size: 100_000_000)),
                translationFolder: TranslationFiles.folder(of:))
            #expect(result.diagnostics.map(\.placed) == ["xliff-input-too-large de.xlf:1:1 error"])
            #expect(
                result.diagnostics.first?.message == "the file is 100000000 bytes, more than the limit of 4194304 bytes"
            )
        }
    }
}
