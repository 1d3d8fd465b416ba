import Foundation
import Testing
import OnboardKit

/// Tables an app would show raw keys from are errors, and the keys no table has are listed.
@Suite("Text: missing and empty tables")
struct StringTableErrorTests {
    /// A temporary folder with `<locale>.lproj/<name>` files of the given contents.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("no table of the name in any .lproj folder, or none at all, is an error naming where it looked")
    func notFound() throws {
        let folder = try Self.folder(["en.lproj/Other.strings": #""a" = "b";"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: StringTablesError.notFound(table: "Localizable", in: [folder.path])) {
            try AppleStringTables(directory: folder)
        }
        let empty = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: StringTablesError.notFound(table: "Onboarding", in: [empty.path])) {
            try AppleStringTables(directory: empty, table: "Onboarding")
        }
        #expect(
            try AppleStringTables(directory: folder, table: "Other").format(forKey: "a", locale: "en") == .format("b"))
    }

    @Test("a table whose files hold no text is an error that lists the damaged ones")
    func empty() throws {
        let folder = try Self.folder([
            "en.lproj/Localizable.strings": "", "de.lproj/Localizable.strings": "not a table",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            throws: StringTablesError.empty(table: "Localizable", damaged: ["de.lproj strings", "en.lproj strings"])
        ) {
            try AppleStringTables(directory: folder)
        }
        #expect(
            StringTablesError.empty(table: "Localizable", damaged: []).description
                == "the table Localizable holds no text")
        // Downloaded files (`init(files:)`) throw nothing: `isEmpty` tells the app instead.
        #expect(AppleStringTables(files: [.init(locale: "en", strings: Data(), stringsdict: nil)]).isEmpty)
        #expect(
            !AppleStringTables(files: [.init(locale: "en", strings: Data(#""a" = "b";"#.utf8), stringsdict: nil)])
                .isEmpty)
    }

    @Test("missingKeys lists the keys a bundle uses that no table of the lookup order has")
    func missingKeys() throws {
        let bundle = try Fixtures.bundle("vegyscan")
        let catalog = try Fixtures.catalog("vegyscan")
        #expect(OnboardingText(bundle: bundle, strings: catalog, locale: "de").missingKeys(in: bundle) == [])
        let partial = LayeredStrings([])
        let missing = OnboardingText(bundle: bundle, strings: partial, locale: "de").missingKeys(in: bundle)
        #expect(missing == bundle.stringKeys.sorted())
        #expect(missing.contains("tutorial.scan-any-menu.title") && missing.contains("camera-permission.announcement"))
    }

    @Test("a bundle's string keys are its catalog's keys, for every seed")
    func stringKeys() throws {
        for app in Fixtures.apps {
            #expect(try Fixtures.bundle(app).stringKeys == Fixtures.catalogKeys(app), "\(app)")
        }
    }
}
