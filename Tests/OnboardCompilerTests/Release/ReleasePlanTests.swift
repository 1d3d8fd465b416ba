import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// The sequence of a channel's manifests, and releases that are byte for byte the same.
@Suite struct ReleasePlanTests {
    let key = SigningKey.example
    let manifestPath = ReleaseManifest.path(channel: "production")

    /// One app's content: the example bundle with `name`, and its table.
    func content(name: String = "Demo") -> ReleaseContent {
        let example = DiagnosticCode.exampleBundle()
        return ReleaseContent(
            app: "demo",
            bundle: Array(example["demo/bundle.json"]!.replacingOccurrences(of: "\"Demo\"", with: "\"\(name)\"").utf8),
            tables: ["en": Array(example["demo/ios/Localizable.xcstrings"]!.utf8)])
    }

    @Test func twoReleasesOfTheSeedsAreByteIdentical() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let contents = try ReleaseTesting.contents()
        for folder in ["one", "two"] {
            _ = try ReleasePlan.write(
                contents, channel: "production", sequence: nil, to: scratch.url.appendingPathComponent(folder).path,
                key: key)
        }
        func files(_ folder: String) throws -> [String: Data] {
            let files = try ReleaseTesting.files(scratch.url.appendingPathComponent(folder))
            #if canImport(CryptoKit)
            // CryptoKit's Ed25519 signatures are randomised (RFC 8032's are not): one manifest, two signatures.
            return files.filter { !$0.key.hasSuffix(".sig") }
            #else
            return files
            #endif
        }
        let one = try files("one")
        #expect(one.count > 4)
        #expect(try files("two") == one)
    }

    @Test func theSequenceGrowsOnlyWhenTheManifestChanges() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.url.path
        let first = try ReleasePlan.write([content()], channel: "production", sequence: nil, to: out, key: key)
        #expect(first.manifest.sequence == 1 && !first.isUnchanged)
        let before = try ReleaseTesting.files(scratch.url)
        let again = try ReleasePlan.write([content()], channel: "production", sequence: nil, to: out, key: key)
        #expect(again.manifest.sequence == 1 && again.isUnchanged)
        #expect(try ReleaseTesting.files(scratch.url) == before, "an unchanged release rewrites nothing")
        let changed = try ReleasePlan.write(
            [content(name: "Demo 2")], channel: "production", sequence: nil, to: out, key: key)
        #expect(changed.manifest.sequence == 2 && !changed.isUnchanged)
        // The old bundle stays: a client that fetched the old manifest still finds its files.
        #expect(try ReleaseTesting.files(scratch.url).count == before.count + 1)
        let jumped = try ReleasePlan.write(
            [content(name: "Demo 2")], channel: "production", sequence: 10, to: out, key: key)
        #expect(jumped.manifest.sequence == 10)
        #expect(throws: ReleaseFailure.self) {
            try ReleasePlan.write([content()], channel: "production", sequence: 10, to: out, key: key)
        }
        let other = try ReleasePlan.write([content()], channel: "beta", sequence: nil, to: out, key: key)
        #expect(other.manifest.sequence == 1, "each channel has its own sequence")
    }

    @Test func theManifestIsWrittenAsOnboardcWritesJSON() throws {
        let plan = try ReleasePlan([content()], channel: "production", previous: nil)
        let text = String(decoding: plan.manifestBytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"apps\": {\n    \"demo\": {\n      \"bundle\": {\n        \"bytes\": "))
        #expect(text.hasSuffix("\n  \"channel\": \"production\",\n  \"format\": 1,\n  \"sequence\": 1\n}\n"))
        #expect(try JSONDecoder().decode(ReleaseManifest.self, from: Data(plan.manifestBytes)) == plan.manifest)
        let app = try #require(plan.manifest.apps["demo"])
        #expect(app.schemaVersion == 2 && app.minimumRuntime == "0.3.0" && app.languages == ["en"])
        #expect(app.bundle.path == "bundles/\(app.bundle.sha256).json")
    }

    @Test(arguments: ["production", "beta-2", "9"]) func channelNames(_ name: String) {
        #expect(ReleasePlan.isChannelName(name))
    }

    @Test(arguments: ["", "Beta", "-beta", "beta/../x", "beta_2", "bêta"]) func notChannelNames(_ name: String) {
        #expect(!ReleasePlan.isChannelName(name))
    }

    @Test func aForeignFileInPlaceOfTheManifestIsNotReplaced() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(manifestPath, "not a manifest")
        #expect(throws: ReleaseFailure.self) {
            try ReleasePlan.write([content()], channel: "production", sequence: nil, to: scratch.url.path, key: key)
        }
        #expect(scratch.read(manifestPath) == "not a manifest")
    }
}
