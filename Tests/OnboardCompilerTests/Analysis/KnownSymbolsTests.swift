import Foundation
import Testing

@testable import OnboardCompiler

@Suite struct KnownSymbolsTests {
    static let dataFile = PackageRoot.appending("Sources/OnboardCompiler/Analysis/Data/sf-symbols.txt")

    /// KnownSymbols.swift is generated from the .txt: run scripts/gen-symbols after editing it.
    @Test func generatedListMatchesDataFile() throws {
        let text = try String(contentsOf: Self.dataFile, encoding: .utf8)
        let names = Set(text.split(separator: "\n").compactMap { line -> String? in
            let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        })
        #expect(names == KnownSymbols.names, "run scripts/gen-symbols")
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
}
