import BundleFormat
import Foundation

/// The codes of `Release/`: a release folder that clients would refuse
/// (`onboardc release --check`, docs/remote-delivery.md), and a key onboardc cannot use.
extension DiagnosticCode {
    /// A release of `exampleBundle()` and its table (through `table`) on `channel`, as files
    /// by path in the release folder of channel `production`: its manifest passed through
    /// `manifest`, then signed with the example key (``SigningKey/example``; the marker `⟦`
    /// is not signed), then passed through `tamper`; its signature file through `signature`,
    /// and its bundle file through `bundle`.
    static func exampleRelease(
        channel: String = "production", manifest: (String) -> String = { $0 }, tamper: (String) -> String = { $0 },
        signature: (String) -> String = { $0 }, bundle: (String) -> String = { $0 },
        table: (String) -> String = { $0 }
    ) -> [String: String] {
        let example = exampleBundle()
        let content = ReleaseContent(
            app: "demo", bundle: Array(example["demo/bundle.json"]!.utf8),
            tables: ["en": Array(table(example["demo/ios/Localizable.xcstrings"]!).utf8)])
        // The example bundle decodes, and the channel has no release before.
        let plan = try! ReleasePlan([content], channel: channel, previous: nil)
        let text = manifest(String(decoding: plan.manifestBytes, as: UTF8.self))
        let signed = Array(text.filter { $0 != DiagnosticCode.marker }.utf8)
        let signed64 = try! SigningKey.example.signature(of: signed).base64EncodedString()
        let manifestPath = ReleaseManifest.path(channel: "production")
        var files = [
            manifestPath: tamper(text), ReleaseManifest.signaturePath(manifestPath): signature(signed64 + "\n"),
        ]
        for (path, bytes) in plan.files {
            let text = String(decoding: bytes, as: UTF8.self)
            files[path] = path.hasPrefix("bundles/") ? bundle(text) : text
        }
        return files
    }

    static let releaseBadKey = DiagnosticCode(
        "release-bad-key", .error,
        "A key file is not an Ed25519 key onboardc can use (`--key`: a PKCS#8 PEM private key; `--trust`: an SPKI PEM public key).",
        example: .release(
            exampleRelease().merging([
                "trusted.pem": "⟦-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n"
            ]) { $1 }))

    static let releaseSignature = DiagnosticCode(
        "release-signature", .error,
        "The channel's manifest is not signed by a trusted key: changed after signing, signed by another key, or its signature file is missing or damaged.",
        example: .release(
            exampleRelease(
                tamper: { $0.replacingOccurrences(of: "\"sequence\": 1", with: "\"sequence\": 2") },
                signature: { "⟦" + $0 })))

    static let releaseManifestInvalid = DiagnosticCode(
        "release-manifest-invalid", .error,
        "The signed manifest is not one this onboardc reads: not a manifest, a newer format, or another channel's.",
        example: .release(
            exampleRelease(channel: "beta") {
                $0.replacingOccurrences(of: "\"channel\": \"beta\"", with: "\"channel\": ⟦\"beta\"")
            }))

    static let releaseFilePath = DiagnosticCode(
        "release-file-path", .error,
        "A file the manifest lists is not named by its SHA-256 in `bundles/` or `strings/`, where a release keeps its files.",
        example: .release(
            exampleRelease {
                $0.replacingOccurrences(of: "\"path\": \"bundles/", with: "\"path\": ⟦\"../bundles/")
            }))

    static let releaseMissingFile = DiagnosticCode(
        "release-missing-file", .error, "A file the manifest lists is not in the release folder.",
        example: .release(
            exampleRelease {
                $0.replacingOccurrences(of: "\"bundle\": {", with: "\"bundle\": ⟦{")
            }.filter { !$0.key.hasPrefix("bundles/") }))

    static let releaseFileMismatch = DiagnosticCode(
        "release-file-mismatch", .error,
        "A file of the release is not the one the manifest signs: its size or SHA-256 differs (changed, cut short, or replaced).",
        example: .release(
            exampleRelease(
                manifest: { $0.replacingOccurrences(of: "\"bundle\": {", with: "\"bundle\": ⟦{") },
                bundle: { $0.replacingOccurrences(of: "\"Demo\"", with: "\"Demo!\"") })))

    static let releaseManifestMismatch = DiagnosticCode(
        "release-manifest-mismatch", .error,
        "What the manifest says of an app (schemaVersion, minimum runtime, languages, experiments) is not what its bundle holds.",
        example: .release(
            exampleRelease {
                $0.replacingOccurrences(of: "\"experiments\": []", with: "\"experiments\": ⟦[\"paywall-copy\"]")
            }))

    static let releaseSchemaVersion = DiagnosticCode(
        "release-schema-version", .error,
        "An app's bundle has a `schemaVersion` that no runtime of this onboardc reads, or needs a newer runtime than this one.",
        example: .release(
            exampleRelease {
                $0.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": ⟦99")
            }))

    static let releaseInvalidTable = DiagnosticCode(
        "release-invalid-table", .error, "A text table of the release is not a String Catalog OnboardKit can read.",
        example: .release(
            exampleRelease(
                manifest: { $0.replacingOccurrences(of: "\"en\": {", with: "\"en\": ⟦{") },
                table: { _ in "{ \"version\": \"1.0\" }\n" })))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let release: [DiagnosticCode] = [
        releaseBadKey, releaseSignature, releaseManifestInvalid, releaseFilePath, releaseMissingFile,
        releaseFileMismatch, releaseManifestMismatch, releaseSchemaVersion, releaseInvalidTable,
    ]
}
