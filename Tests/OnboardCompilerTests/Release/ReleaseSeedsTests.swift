import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// A release of the seed specs, signed with a key openssl made, is what openssl and the
/// reference Python verifier (scripts/verify-release.py) accept, and what they refuse after
/// one byte changes (issue 31's definition of done).
@Suite struct ReleaseSeedsTests {
    let manifest = ReleaseManifest.path(channel: "production")

    /// The seeds released into `release/` of a scratch folder, signed with `key.pem`.
    func released() throws -> Scratch {
        let scratch = try Scratch()
        try ReleaseTesting.makeKey("key", in: scratch.url)
        let key = try ReleaseTesting.key("key", in: scratch.url)
        let plan = try ReleasePlan.write(
            try ReleaseTesting.contents(), channel: "production", sequence: nil,
            to: scratch.url.appendingPathComponent("release").path, key: key)
        #expect(plan.manifest.sequence == 1)
        #expect(plan.manifest.apps.count >= 3, "every seed app is released")
        return scratch
    }

    @Test func opensslVerifiesTheSignatureAndRefusesAChangedManifest() throws {
        let scratch = try released()
        defer { scratch.remove() }
        let signature = try #require(scratch.read("release/\(manifest).sig"))
        try #require(Data(base64Encoded: signature.trimmingCharacters(in: .newlines))?.count == 64)
        try Data(base64Encoded: signature.trimmingCharacters(in: .newlines))!
            .write(to: scratch.url.appendingPathComponent("manifest.sig.raw"))
        let verify = [
            "pkeyutl", "-verify", "-pubin", "-inkey", "key.pub.pem", "-rawin", "-in", "release/\(manifest)",
            "-sigfile", "manifest.sig.raw",
        ]
        let good = try ReleaseTesting.run("openssl", verify, in: scratch.url)
        #expect(good.status == 0 && good.stdout.contains("Signature Verified Successfully"), "\(good.stderr)")
        try ReleaseTesting.flipByte(scratch.url.appendingPathComponent("release/\(manifest)"), at: 40)
        let changed = try ReleaseTesting.run("openssl", verify, in: scratch.url)
        #expect(changed.status != 0, "openssl accepts a changed manifest")
    }

    @Test func thePythonVerifierAcceptsTheReleaseAndRefusesAChangedBundle() throws {
        let scratch = try released()
        defer { scratch.remove() }
        let verifier = PackageRoot.appending("scripts/verify-release.py").path
        let arguments = [verifier, "release", "production", "key.pub.pem"]
        let good = try ReleaseTesting.run("python3", arguments, in: scratch.url)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.hasPrefix("ok: channel production, sequence 1"))
        #expect(try ReleaseTesting.run("python3", arguments + ["--after", "1"], in: scratch.url).status == 1)
        let bundle = try #require(
            try FileManager.default.contentsOfDirectory(
                atPath: scratch.url.appendingPathComponent("release/bundles").path
            )
            .sorted().first)
        try ReleaseTesting.flipByte(scratch.url.appendingPathComponent("release/bundles/\(bundle)"), at: -3)
        let changed = try ReleaseTesting.run("python3", arguments, in: scratch.url)
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("bundles/\(bundle) is not the file the manifest signs"), "\(changed.stderr)")
    }

    @Test func theReleaseChecksAndItsTablesReadBack() throws {
        let scratch = try released()
        defer { scratch.remove() }
        let key = try ReleaseTesting.key("key", in: scratch.url)
        let pub = try #require(scratch.read("key.pub.pem"))
        #expect(key.publicKeyPEM == pub, "the public key onboardc derives is openssl's, byte for byte")
        let root = scratch.url.appendingPathComponent("release").path
        let result = try ReleaseCheck.check(root, channel: "production", trusting: [key.publicKey])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        // What a client does with it: the bundle and each table through BundleFormat.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: root + "/" + manifest))
        let signature = try Data(contentsOf: URL(fileURLWithPath: root + "/" + manifest + ".sig"))
        let release = try ReleaseVerifier(trusting: [key.publicKey]).manifest(
            bytes, signature: signature, channel: "production")
        for (id, app) in release.apps {
            let bundle = try OnboardingBundle(contentsOf: URL(fileURLWithPath: root + "/" + app.bundle.path))
            #expect(bundle.app.id == id)
            #expect(Set(app.strings.keys) == Set(bundle.locales), "one table per language of \(id)")
            for (locale, file) in app.strings {
                let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: root + "/" + file.path))
                #expect(
                    Set(catalog.translations.keys) == [locale], "the \(locale) table of \(id) holds that language only")
            }
        }
    }

    @Test func theBundleIsTheOneBuildWrites() throws {
        let scratch = try released()
        defer { scratch.remove() }
        let generated = try Data(contentsOf: PackageRoot.appending("generated/vegyscan/bundle.json"))
        let name = ReleaseVerifier.sha256(generated)
        #expect(scratch.read("release/bundles/\(name).json") != nil, "generated/vegyscan/bundle.json is released as is")
    }
}
