import Foundation
import Testing
@testable import OnboardCompiler

/// The XLIFF 2.0 schema, and xmllint when it is installed.
enum XLIFFSchema {
    /// `$ONBOARDC_SCHEMAS/xliff-core-2.0.xsd` when the variable is set, else the copy in
    /// `Tests/Fixtures/schemas` (with `xml.xsd` beside it, which the schema imports).
    static let schema: URL = {
        let folder =
            ProcessInfo.processInfo.environment["ONBOARDC_SCHEMAS"].flatMap { $0.isEmpty ? nil : $0 }
            .map { URL(fileURLWithPath: $0) }
            ?? GeneratedFolderTests.root.appendingPathComponent("Tests/Fixtures/schemas")
        return folder.appendingPathComponent("xliff-core-2.0.xsd")
    }()

    static let xmllint = Executables.onPath("xmllint")

    /// `xmllint --nonet --noout --schema …` on `files`: its exit status and its messages.
    static func validate(_ files: [URL]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = xmllint
        process.arguments = ["--nonet", "--noout", "--schema", schema.path] + files.map(\.path)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("xmllint-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}

extension ExchangeTests {
    /// Every XLIFF file onboardc writes is valid against the XLIFF 2.0 core schema. Needs
    /// xmllint (scripts/ensure-xmllint installs it; scripts/test runs that first); the schema
    /// is in the repository, so a missing schema fails rather than skips.
    @Suite(.enabled(if: XLIFFSchema.xmllint != nil, "xmllint is missing: run scripts/ensure-xmllint"))
    struct XLIFFSchemaTests {
        @Test func theSchemaIsThere() {
            #expect(
                FileManager.default.fileExists(atPath: XLIFFSchema.schema.path),
                "no XLIFF 2.0 schema at \(XLIFFSchema.schema.path): the repository has it in Tests/Fixtures/schemas; unset ONBOARDC_SCHEMAS or point it at a folder holding xliff-core-2.0.xsd and xml.xsd"
            )
        }

        /// The fixture in several locales (plural forms, every state), the escaping and glossary fixtures and every
        /// seed translation.
        static func exports() throws -> [(name: String, text: String)] {
            var out: [(String, String)] = []
            for locale in ["de", "ar", "ja", "fr"] {
                out.append(("demo.\(locale).xlf", try #require(ExchangeFixture.export(locale))))
            }
            out.append(("escaping.de.xlf", try #require(ExchangeFixture.export("de", XLIFFEscapingTests.input))))
            out.append(("glossary.de.xlf", try #require(ExchangeFixture.export("de", XLIFFGlossaryTests.input))))
            let options = try GeneratedFolderTests.options()
            for input in try SeedRoundTripTests.seedInputs() {
                let spec = try #require(
                    Pipeline.validate(input.spec, translations: input.translations, options: options).spec)
                for locale in spec.translations.map(\.locale) + ["ja"] {
                    out.append(("\(spec.app.id).\(locale).xlf", TranslationExchange.export(spec, locale: locale)))
                }
            }
            return out
        }

        @Test func everyExportIsValidXLIFF2() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = try Self.exports().map { name, text in
                let file = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: file)
                return file
            }
            let (status, output) = try XLIFFSchema.validate(files)
            #expect(status == 0, "\(output)")
            #expect(output.components(separatedBy: " validates").count - 1 == files.count, "\(output)")
        }

        /// The check can fail: a state XLIFF 2.0 does not define is rejected.
        @Test func anInvalidStateIsRejected() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).xlf")
            defer { try? FileManager.default.removeItem(at: file) }
            let text = try #require(ExchangeFixture.export("de")).replacingFirst(
                "state=\"final\"", with: "state=\"needs_review\"")
            try Data(text.utf8).write(to: file)
            #expect(try XLIFFSchema.validate([file]).status != 0)
        }
    }
}
