import BundleFormat
import Foundation
import Testing
@testable import OnboardCompiler

/// The String Catalog and the `.strings` tables are written straight into bytes, one entry
/// at a time: the bytes are exactly what the earlier writers gave (a `JSONValue` tree of the
/// whole catalog, serialised; each row a `String`, joined), for the repository's specs with
/// their translations and for text that every format escapes differently.
@Suite struct StringTableWritingTests {
    /// The decoded specs: the repository's, and `LocalizedEscapingTests`' tricky texts with an Arabic translation.
    static func specs() throws -> [Spec] {
        var timings = StageTimings()
        let project = try Project.load([PackageRoot.appending("specs").path], timings: &timings)
        let inputs =
            try project.read() + [
                Pipeline.Input(
                    spec: SourceFile(path: "spec.yaml", text: LocalizedEscapingTests.yaml),
                    translations: [LocalizedEscapingTests.arabic])
            ]
        return inputs.compactMap { Pipeline.compile($0.spec, translations: $0.translations, options: emitOnly).spec }
    }

    @Test func catalogIsTheSerialisedTree() throws {
        let specs = try Self.specs()
        #expect(specs.count >= 5)
        for spec in specs {
            let strings = AppStrings(SpecAnalysis(spec), diagnostics: DiagnosticSink()).ios
            let locales = strings.allLocales.filter { !$0.isPseudo }
            let tree: JSONValue = .object([
                "sourceLanguage": .string(strings.locale),
                "strings": .object(
                    Dictionary(
                        uniqueKeysWithValues: strings.entries.map {
                            ($0.key, StringCatalogEmitter.entry($0, locales: locales))
                        })),
                "version": .string("1.0"),
            ])
            #expect(
                StringCatalogEmitter.catalog(strings, locales: locales) == tree.serializedBytes(style: .xcode),
                "\(spec.file)")
        }
    }

    @Test func stringsTablesAreTheJoinedRows() throws {
        for spec in try Self.specs() {
            let strings = AppStrings(SpecAnalysis(spec), diagnostics: DiagnosticSink()).ios
            for locale in strings.allLocales {
                let rows = locale.translated(in: strings).filter { $0.value.message.plural == nil }
                guard !rows.isEmpty else { continue }
                let comments = locale.tag == strings.locale
                let body = rows.map { entry, value in
                    let comment = comments ? entry.comment.map { "/* \(AppleStringsEmitter.comment($0)) */\n" } : nil
                    let text = PlatformFormat.apple.format(value.message.parts, arguments: entry.message.arguments)
                    return (comment ?? "")
                        + "\"\(ResourceEscaping.appleStrings(entry.key))\" = \"\(ResourceEscaping.appleStrings(text))\";\n"
                }
                #expect(
                    AppleStringsEmitter.strings(rows, header: "Header */", comments: comments)
                        == Array(("/* Header */ */\n\n" + body.joined(separator: "\n")).utf8),
                    "\(spec.file) \(locale.tag)")
            }
        }
    }

    /// The bundle's flows are made and written one at a time: the bytes are those of the
    /// bundle made whole and written through `JSONValueEncoder.writtenMembers`.
    @Test func flowsWrittenOneAtATimeAreTheWholeBundlesFlows() throws {
        for spec in try Self.specs() {
            let analysis = SpecAnalysis(spec)
            let strings = AppStrings(analysis, diagnostics: DiagnosticSink()).units
            let whole = BundleEmitter.writtenMembers(BundleEmitter.bundle(analysis, strings: strings))
            #expect(BundleEmitter.writtenFlows(spec.flows, analysis: analysis) == whole["flows"], "\(spec.file)")
        }
        #expect(
            BundleEmitter.writtenFlows([], analysis: SpecAnalysis(try #require(Self.specs().first))) == Array("[]".utf8)
        )
    }

    /// What the emitter writes member by member (the flows streamed, the hash added last) is
    /// byte for byte the model encoded whole: every committed bundle, read into BundleFormat's
    /// model and written again through it, is the file. A member named outside the model, or
    /// written otherwise, would differ.
    @Test func everyCommittedBundleIsItsModelEncodedWhole() throws {
        var checked = 0
        for folder in ["generated", "conformance/bundles"] {
            for app in try FileManager.default.contentsOfDirectory(atPath: PackageRoot.appending(folder).path).sorted()
            {
                let url = PackageRoot.appending("\(folder)/\(app)/bundle.json")
                guard let data = try? Data(contentsOf: url) else { continue }
                let model = try OnboardingBundle(data: data)
                #expect(model.contentHash?.hasPrefix("sha256:") == true)
                let encoded = JSONValue.serializedObject(written: try JSONValueEncoder.writtenMembers(model))
                #expect(encoded == [UInt8](data), "\(folder)/\(app)")
                checked += 1
            }
        }
        #expect(checked == 11)
    }
}
