import Foundation
import Testing

@testable import OnboardCompiler

@Suite struct KnownSymbolsTests {
    static let data = PackageRoot.appending("Sources/OnboardCompiler/Analysis/Data")

    /// The names of a data file: one a line, `#` starting a comment.
    static func names(in file: String) throws -> Set<String> {
        let text = try String(contentsOf: data.appendingPathComponent(file), encoding: .utf8)
        return Set(
            text.split(separator: "\n").compactMap { line -> String? in
                let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                    .trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : name
            })
    }

    /// KnownSymbols.swift and KnownMaterialSymbols.swift are generated from the .txt files:
    /// run scripts/gen-symbols after editing one.
    @Test func generatedListsMatchDataFiles() throws {
        #expect(try Self.names(in: "sf-symbols.txt") == KnownSymbols.names, "run scripts/gen-symbols")
        #expect(try Self.names(in: "material-symbols.txt") == KnownMaterialSymbols.names, "run scripts/gen-symbols")
    }

    /// The whole Material Symbols list, not a sample (3,599 names in the font's codepoints file).
    @Test func materialSymbolsListIsTheFontsWholeList() {
        #expect(KnownMaterialSymbols.names.count == 3599)
        for name in ["menu_book", "local_fire_department", "10k", "3d_rotation", "check_circle", "close"] {
            #expect(KnownMaterialSymbols.names.contains(name), "\(name)")
        }
        // Material Icons names that Material Symbols dropped.
        for name in ["bookmark_outline", "info_outline", "facebook"] {
            #expect(!KnownMaterialSymbols.names.contains(name), "\(name)")
        }
    }

    @Test func everyKnownMaterialNameIsWellFormed() {
        for name in KnownMaterialSymbols.names { #expect(MaterialSymbolName.isWellFormed(name), "\(name)") }
    }

    @Test func wellFormedMaterialNames() {
        #expect(MaterialSymbolName.isWellFormed("menu_book"))
        #expect(MaterialSymbolName.isWellFormed("10k"))
        #expect(!MaterialSymbolName.isWellFormed("MenuBook"))
        #expect(!MaterialSymbolName.isWellFormed("menu__book"))
        #expect(!MaterialSymbolName.isWellFormed("menu_book_"))
        #expect(!MaterialSymbolName.isWellFormed("menu-book"))
        #expect(!MaterialSymbolName.isWellFormed("book.fill"))
        #expect(!MaterialSymbolName.isWellFormed(""))
    }

    @Test func everyKnownNameIsWellFormed() {
        for name in KnownSymbols.names { #expect(IconSymbols.isWellFormed(name), "\(name)") }
    }

    @Test func wellFormedNames() {
        #expect(IconSymbols.isWellFormed("camera.fill"))
        #expect(IconSymbols.isWellFormed("arrow.triangle.2.circlepath"))
        #expect(!IconSymbols.isWellFormed("Camera.fill"))
        #expect(!IconSymbols.isWellFormed("camera..fill"))
        #expect(!IconSymbols.isWellFormed("camera.fill."))
        #expect(!IconSymbols.isWellFormed("camera_fill"))
        #expect(!IconSymbols.isWellFormed(""))
    }

    /// The symbols the seed documents name, including the alternatives they did not pick.
    @Test func seedSymbolsAreKnown() {
        let seeds = [
            "camera.fill", "photo.on.rectangle.angled", "checkmark.circle.fill", "xmark", "book.fill",
            "arrow.triangle.2.circlepath", "arrow.clockwise.circle.fill", "book.pages", "lightbulb.fill",
            "calendar.badge.checkmark", "flame.fill", "books.vertical.fill", "sparkles", "lock.shield.fill",
            "app.badge.checkmark.fill",
        ]
        for name in seeds { #expect(KnownSymbols.names.contains(name), "\(name)") }
    }

    /// The Android names PageInstead and the SleepWell example chose.
    @Test func chosenAndroidNamesAreKnown() {
        let chosen = [
            "menu_book", "sync", "lightbulb", "local_fire_department", "auto_awesome", "shield_lock", "apps",
            "check_circle", "bedtime", "king_bed", "notifications_unread", "close",
        ]
        for name in chosen { #expect(KnownMaterialSymbols.names.contains(name), "\(name)") }
    }
}
