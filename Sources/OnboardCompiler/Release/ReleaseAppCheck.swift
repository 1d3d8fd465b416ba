import BundleFormat
import Foundation

extension ReleaseCheck {
    /// One app of a verified manifest: its files, its bundle and what the manifest says of it.
    struct AppCheck {
        let app: String
        let release: ReleaseManifest
        let content: ReleaseManifest.App
        let manifest: SourceFile
        let folder: ReleaseFolder
        var diagnostics: [Diagnostic] = []
        var sources: [SourceFile] = []

        init(app: String, of release: ReleaseManifest, manifest: SourceFile, folder: ReleaseFolder) {
            self.app = app
            self.release = release
            content = release.apps[app]!
            self.manifest = manifest
            self.folder = folder
        }

        mutating func run() {
            let place = ["apps", app]
            do {
                _ = try ReleaseVerifier(trusting: []).playable(app, in: release)
            } catch {
                let onVersion = if case .unsupportedSchemaVersion = error { true } else { false }
                report(
                    .releaseSchemaVersion, error.errorDescription ?? "the bundle cannot be played",
                    at: place + [onVersion ? "schemaVersion" : "minimumRuntime"],
                    help: "release with the onboardc of the runtime your apps ship, or update the runtime")
                return
            }
            if let bytes = read(content.bundle, at: place + ["bundle"], folder: "bundles", suffix: "json") {
                checkBundle(bytes)
            }
            for locale in content.strings.keys.sorted() {
                let at = place + ["strings", locale]
                guard let bytes = read(content.strings[locale]!, at: at, folder: "strings", suffix: "xcstrings") else {
                    continue
                }
                if (try? StringCatalog(data: bytes)) == nil {
                    report(
                        .releaseInvalidTable, "the `\(locale)` text table is not a String Catalog", at: at,
                        help: "release the tables `onboardc release` writes")
                }
            }
        }

        /// The bytes of `file` when it is where a release keeps it, present, and the one the manifest binds.
        mutating func read(
            _ file: ReleaseManifest.File, at path: [String], folder name: String, suffix: String
        )
            -> Data?
        {
            let isHex = file.sha256.count == 64 && file.sha256.allSatisfy { $0.isHexDigit && !$0.isUppercase }
            guard isHex, file.path == "\(name)/\(file.sha256).\(suffix)" else {
                report(
                    .releaseFilePath, "`\(file.path)` is not `\(name)/<sha256>.\(suffix)`", at: path + ["path"],
                    help: "a release names each file by its SHA-256; write it with `onboardc release`")
                return nil
            }
            guard let bytes = folder.read(file.path) else {
                report(
                    .releaseMissingFile, "`\(file.path)` is not in the release folder", at: path,
                    help: "upload every file of the release before its manifest")
                return nil
            }
            do {
                try ReleaseVerifier.check(bytes, against: file)
            } catch {
                report(
                    .releaseFileMismatch,
                    "`\(file.path)` has \(bytes.count) bytes of SHA-256 \(ReleaseVerifier.sha256(bytes).prefix(12))…; "
                        + "the manifest binds \(file.bytes) bytes of SHA-256 \(file.sha256.prefix(12))…", at: path,
                    help: "a file of a release never changes: write the release again with `onboardc release`")
                return nil
            }
            return bytes
        }

        /// The bundle as OnboardKit reads it (`BundleCheck`), and the manifest's word on it.
        mutating func checkBundle(_ bytes: Data) {
            let file = SourceFile(path: folder.display(content.bundle.path), bytes: [UInt8](bytes))
            sources.append(file)
            // A release's bundle has no string tables beside it: only the bundle is checked.
            let found = (try? BundleCheck.check(file, folder: nil, in: WorkingTree())) ?? []
            diagnostics += found
            guard found.isEmpty, let bundle = try? OnboardingBundle(data: bytes) else { return }
            let said: [(String, String, String)] = [
                ("schemaVersion", "\(content.schemaVersion)", "\(bundle.schemaVersion)"),
                (
                    "minimumRuntime", content.minimumRuntime,
                    RuntimeRelease.minimum(forSchemaVersion: bundle.schemaVersion) ?? "none"
                ),
                ("languages", content.languages.joined(separator: ", "), bundle.locales.joined(separator: ", ")),
                (
                    "experiments", content.experiments.joined(separator: ", "),
                    bundle.experiments.map(\.id).sorted().joined(separator: ", ")
                ),
            ]
            for (member, manifestSays, bundleHas) in said where manifestSays != bundleHas {
                report(
                    .releaseManifestMismatch,
                    "the manifest says `\(member)` is [\(manifestSays)]; the bundle's is [\(bundleHas)]",
                    at: ["apps", app, member], help: "write the manifest with `onboardc release`, never by hand")
            }
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, at path: [String], help: String) {
            diagnostics.append(Diagnostic(code, message, at: manifest.span(at: path), help: help))
        }
    }
}
