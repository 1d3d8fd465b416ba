import Foundation
import Testing

@testable import OnboardCompiler
@testable import OnboardPreview

/// The preview's icon font (ThirdParty/material-symbols): IconFont.swift is generated from the
/// vendored font and its two name lists by scripts/subset-icon-font, and they agree.
@Suite struct IconFontTests {
    static let folder = PackageRoot.appending("ThirdParty/material-symbols")

    /// The lines of a data file, `#` starting a comment, blank lines left out.
    static func lines(_ file: String) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
            .compactMap { line in
                let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                    .trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : text
            }
    }

    @Test func generatedTablesMatchTheVendoredFiles() throws {
        let font = try Data(contentsOf: Self.folder.appendingPathComponent("MaterialSymbolsOutlined-preview.woff2"))
        let embedded = Data(base64Encoded: IconFont.woff2Base64Lines, options: .ignoreUnknownCharacters)
        #expect(embedded == font, "run scripts/subset-icon-font")
        #expect(font.prefix(4) == Data("wOF2".utf8))
        let lookAlikes = try Self.lines("sf-look-alikes.txt").map { $0.split(separator: " ").map(String.init) }
        #expect(lookAlikes.allSatisfy { $0.count == 2 })
        #expect(
            Dictionary(uniqueKeysWithValues: lookAlikes.map { ($0[0], $0[1]) }) == IconFont.lookAlikes,
            "run scripts/subset-icon-font")
        let names = Set(try Self.lines("names.txt")).union(IconFont.lookAlikes.values)
        #expect(names == Set(IconFont.codePoints.keys), "run scripts/subset-icon-font")
    }

    /// Every name the font holds is a Material Symbols name, and every SF Symbol with a look-alike an SF Symbol.
    @Test func theNamesAreKnownToTheLinter() {
        for name in IconFont.codePoints.keys { #expect(KnownMaterialSymbols.names.contains(name), "\(name)") }
        for name in IconFont.lookAlikes.keys {
            #expect(
                KnownSymbols.names.contains(name) || KnownSymbols.names.contains(name + ".fill"), "\(name)")
        }
    }

    /// The spec's Android name wins; else the SF Symbol's look-alike (a `.fill` takes its outline's); else none.
    @Test func theGlyphDrawnForAnSFSymbol() {
        #expect(PhoneView.glyph(sf: "book.fill", android: "menu_book")! == ("menu_book", false))
        #expect(PhoneView.glyph(sf: "book.fill", android: nil)! == ("menu_book", true))
        #expect(PhoneView.glyph(sf: "xmark", android: "pets")! == ("close", true))
        #expect(PhoneView.glyph(sf: "pawprint.fill", android: "pets") == nil)
    }
}
