import Foundation
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// The mapping schemas (`Decode/Keys/`) are the decoder's keys: it reads a mapping
    /// only through its schema, so every key it takes is in a schema, and these tests
    /// hold the other way round, that it reads every key a schema declares.
    @Suite struct MappingSchemaTests {
        @Test func everySchemaIsReachedAndNamedOnce() {
            let names = MappingSchema.all.map(\.name)
            #expect(names.count == Set(names).count, "\(names)")
            #expect(names.count >= 35)
            for schema in MappingSchema.all {
                #expect(schema.keyNames.count == Set(schema.keyNames).count, "\(schema.name) declares a key twice")
                #expect(Set(schema.requiresAny).isSubset(of: schema.keyNames), "\(schema.name)")
            }
        }

        /// Decoding the seeds, the examples and the every-member fixture asks every
        /// schema for every key it declares: a key in a schema that the decoder never
        /// reads is a key the JSON Schema offers and `onboardc` silently ignores.
        @Test func theDecoderReadsEveryKeyItsSchemasDeclare() throws {
            let missing = Self.keysNotIn(try SchemaCorpus.keysRead().read)
            #expect(missing.isEmpty, "keys their MappingSchema declares that the decoder never asks for: \(missing)")
        }

        /// Every key is written somewhere in the corpus, so the JSON Schema checks of the
        /// corpus (SpecSchemaValidationTests) see each key's value as the decoder took it.
        @Test func theCorpusWritesEveryKey() throws {
            let missing = Self.keysNotIn(try SchemaCorpus.keysRead().written)
            #expect(missing.isEmpty, "keys no file of the corpus writes: \(missing)")
        }

        /// The keys of each schema that are not among `found`'s keys for it, by schema name.
        static func keysNotIn(_ found: [String: Set<String>]) -> [String: [String]] {
            var missing: [String: [String]] = [:]
            for schema in MappingSchema.all
            where !SchemaCorpus.notMappings.contains(schema.name) && !SchemaCorpus.ruleSettings.contains(schema.name) {
                let keys = schema.keyNames.filter { !(found[schema.name] ?? []).contains($0) }
                if !keys.isEmpty { missing[schema.name] = keys }
            }
            return missing
        }

        /// A key the schema does not declare cannot be read: an added key must be added to its schema.
        @Test func aReaderTakesExactlyItsSchemasKeys() throws {
            let found = diagnose("version: 1\napp: { id: demo, name: Demo, samples: {} }\nflows: []\n")
            #expect(found.map(\.located) == ["spec-unknown-key 2:30"])
            #expect(found.first?.help == "allowed keys: " + MappingSchema.app.keyNames.joined(separator: ", "))
        }
    }
}

/// The files the schema tests read: the seeds, the examples, the every-member fixture,
/// and the keys none of them writes (`Tests/Fixtures/more-keys`).
enum SchemaCorpus {
    /// Schemas whose keys other schemas include; they are never a mapping of their own.
    static let notMappings: Set<String> = ["content", "textField", "dateField"]

    /// `onboardc.yaml`'s `rules:` and each rule's settings: written per rule and read by
    /// `ConfigDecoder`, which ProjectConfigTests and each rule's parameter tests exercise.
    static let ruleSettings: Set<String> = Set(
        MappingSchema.reached(from: [.rules]).map(\.name))

    static let specs = ["specs", "examples", "Tests/Fixtures/every-member/specs", "Tests/Fixtures/more-keys"].flatMap {
        folder in
        files(in: folder).filter {
            $0.hasSuffix(".yaml") && !$0.contains(".l10n/") && !$0.hasSuffix("/" + ProjectConfig.fileName)
        }
    }

    static let translations = (files(in: "specs") + files(in: "Tests/Fixtures/every-member/specs"))
        .filter { $0.contains(".l10n/") && $0.hasSuffix(".yaml") }

    static let configs = ["specs", "Tests/Fixtures/every-member/specs"].map { "\($0)/\(ProjectConfig.fileName)" }

    /// Every file under `folder` (relative to the package), by its path from the package root;
    /// hidden files and folders (a build folder in `examples/console-client/`) are left out.
    static func files(in folder: String) -> [String] {
        let root = PackageRoot.appending(folder)
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = walker?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            paths.append(folder + "/" + url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
        }
        return paths.sorted()
    }

    static func source(_ path: String) throws -> SourceFile {
        SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: PackageRoot.appending(path))))
    }

    /// The keys the decoder asked each schema for, decoding the whole corpus.
    static func keysRead() throws -> KeysRead {
        let keys = KeysRead()
        func document(_ path: String) throws -> Document {
            let sink = DiagnosticSink()
            let document = try #require(TreeBuilder.build(try source(path), limits: .default, diagnostics: sink))
            return document
        }
        for path in specs {
            let sink = DiagnosticSink()
            let decoder = SpecDecoder(document: try document(path), sink: sink)
            decoder.input.keysRead = keys
            #expect(decoder.decode() != nil, "\(path) does not decode: \(sink.sorted.map(\.message))")
        }
        for path in translations {
            let decoder = TranslationDecoder(document: try document(path), sink: DiagnosticSink())
            decoder.input.keysRead = keys
            #expect(decoder.translation() != nil, "\(path) does not decode")
        }
        for path in configs {
            let decoder = ConfigDecoder(document: try document(path), sink: DiagnosticSink())
            decoder.input.keysRead = keys
            #expect(decoder.config() != nil, "\(path) does not decode")
        }
        return keys
    }
}
