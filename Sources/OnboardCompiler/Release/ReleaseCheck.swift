import BundleFormat
import Foundation

/// `onboardc release --check`: a release folder checked as a client reads it, with
/// BundleFormat's `ReleaseVerifier` (the one definition of a good release): the channel's
/// manifest signed by a trusted key, every file it lists present, named by its SHA-256 and
/// bound by it, each bundle decoding as OnboardKit decodes it (`BundleCheck`) and saying what
/// the manifest says of it, each text table a String Catalog.
public enum ReleaseCheck {
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// The manifest and the bundles read, for the excerpts of diagnostics.
        public var sources: [SourceFile]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Checks the manifest of `channel` in the release folder `root`, trusting `keys`. Throws
    /// when the folder has no manifest for the channel.
    public static func check(
        _ root: String, channel: String, trusting keys: [ReleaseKey]
    ) throws(ReleaseFailure)
        -> Result
    {
        let folder = ReleaseFolder(root: root)
        let path = ReleaseManifest.path(channel: channel)
        guard let bytes = folder.read(path) else {
            throw ReleaseFailure(
                "\(folder.display(path)): no manifest of channel `\(channel)` (is this a release folder?)")
        }
        let file = SourceFile(path: folder.display(path), bytes: [UInt8](bytes))
        var result = Result(diagnostics: [], sources: [file])
        let signaturePath = ReleaseManifest.signaturePath(path)
        let signatureSpan = SourceSpan.start(of: folder.display(signaturePath))
        guard let signature = folder.read(signaturePath) else {
            result.diagnostics.append(
                Diagnostic(
                    .releaseSignature, "the manifest has no signature file beside it", at: signatureSpan,
                    help: "sign the release with `onboardc release --key`, and upload the .sig with the manifest"))
            return result
        }
        let manifest: ReleaseManifest
        do {
            manifest = try ReleaseVerifier(trusting: keys).manifest(bytes, signature: signature, channel: channel)
        } catch {
            result.diagnostics.append(diagnostic(error, manifest: file, signature: signatureSpan))
            return result
        }
        for app in manifest.apps.keys.sorted() {
            var app = AppCheck(app: app, of: manifest, manifest: file, folder: folder)
            app.run()
            result.diagnostics += app.diagnostics
            result.sources += app.sources
        }
        return result
    }

    /// The public key in the file `path` (`--trust`); throws the diagnostic saying why there is none.
    public static func trustedKey(_ path: String) throws(KeyFileProblem) -> ReleaseKey {
        let span = SourceSpan.start(of: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeyFileProblem(
                Diagnostic(.releaseBadKey, "cannot read the key file", at: span, help: "check the path of `--trust`"))
        }
        do {
            return try ReleaseKey(pem: String(decoding: data, as: UTF8.self))
        } catch {
            throw KeyFileProblem(
                Diagnostic(
                    .releaseBadKey, (error as? ReleaseError)?.errorDescription ?? "not a public key", at: span,
                    help:
                        "`--trust` takes an Ed25519 public key as PEM: `onboardc release --public-key KEY` or `openssl pkey -in KEY -pubout` writes it"
                ))
        }
    }

    /// Why the verifier refused the manifest, where it shows.
    static func diagnostic(_ error: ReleaseError, manifest: SourceFile, signature: SourceSpan) -> Diagnostic {
        let message = error.errorDescription ?? "the manifest is refused"
        switch error {
        case .malformedSignature, .untrustedSignature:
            return Diagnostic(
                .releaseSignature, message, at: signature,
                help:
                    "trust the key the release was signed with, or sign it again with `onboardc release`; never edit a signed manifest"
            )
        case .wrongChannel:
            return Diagnostic(
                .releaseManifestInvalid, message, at: manifest.span(at: ["channel"]),
                help: "each channel's manifest lies in channels/<channel>/; check with the channel it was released on")
        default:
            return Diagnostic(
                .releaseManifestInvalid, message, at: manifest.span(at: ["format"]),
                help: "write the release with `onboardc release`, and check it with the same onboardc")
        }
    }
}

extension SourceSpan {
    /// The first character of the file `path`: where a diagnostic about a whole file points.
    static func start(of path: String) -> SourceSpan {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        return SourceSpan(file: path, start: start, end: start)
    }
}

extension SourceFile {
    /// Where the JSON member at `path` (object keys, array indices) starts in this file.
    func span(at path: [String]) -> SourceSpan {
        let location = JSONPositions.location(of: path, in: bytes)
        return SourceSpan(file: self.path, start: location, end: location)
    }
}
