import BundleFormat
import Foundation

/// A release's files for one app, verified: the signed manifest as written, its signature,
/// and every file the app's content needs, each checked against the manifest and read
/// (the bundle decoded, the tables read as String Catalogs). The one check both a
/// download and the stored copy at launch go through.
struct VerifiedRelease: Sendable {
    let manifest: ReleaseManifest
    let manifestBytes: Data
    let signature: Data
    /// Release path → bytes, for every file of the app's content.
    let files: [String: Data]
    let content: OnboardingContent

    /// Why a release is not used.
    enum Problem: Error {
        case rejected(ReleaseError)
        case unreadable(path: String, reason: String)

        var event: DeliveryEvent {
            switch self {
            case .rejected(let error): .rejected(error)
            case .unreadable(let path, let reason): .unreadable(path: path, reason: reason)
            }
        }

        var description: String {
            switch self {
            case .rejected(let error): error.errorDescription ?? "\(error)"
            case .unreadable(let path, let reason): "\(path) is unreadable: \(reason)"
            }
        }
    }

    /// The manifest in `manifestBytes` and `app`'s content in it, when `signature` is a
    /// trusted key's, the manifest is newer than `accepted`, and this runtime plays the content.
    static func accept(
        manifestBytes: Data, signature: Data, app: String, channel: String, verifier: ReleaseVerifier,
        after accepted: Int?
    ) throws(Problem) -> (ReleaseManifest, ReleaseManifest.App) {
        let manifest: ReleaseManifest
        let entry: ReleaseManifest.App
        do {
            manifest = try verifier.manifest(manifestBytes, signature: signature, channel: channel, after: accepted)
            entry = try verifier.playable(app, in: manifest)
        } catch {
            throw .rejected(error)
        }
        for file in entry.files where !isSafe(file.path) {
            throw .unreadable(path: file.path, reason: "not a relative path inside the release")
        }
        return (manifest, entry)
    }

    /// The release of `manifest` (accepted by ``accept(manifestBytes:signature:app:channel:verifier:after:)``)
    /// when `files` (release path → bytes) holds each file of `entry` as signed, and
    /// BundleFormat reads the bundle and the tables.
    init(
        manifest: ReleaseManifest, entry: ReleaseManifest.App, manifestBytes: Data, signature: Data,
        files: [String: Data]
    ) throws(Problem) {
        for file in entry.files {
            do { try ReleaseVerifier.check(files[file.path] ?? Data(), against: file) } catch { throw .rejected(error) }
        }
        let bundle: OnboardingBundle
        do {
            bundle = try OnboardingBundle(data: files[entry.bundle.path] ?? Data())
        } catch {
            throw .unreadable(path: entry.bundle.path, reason: "\(error)")
        }
        var strings: [StringCatalog] = []
        for locale in entry.strings.keys.sorted() {
            guard let file = entry.strings[locale] else { continue }
            do {
                strings.append(try StringCatalog(data: files[file.path] ?? Data()))
            } catch {
                throw .unreadable(path: file.path, reason: "\(error)")
            }
        }
        self.manifest = manifest
        self.manifestBytes = manifestBytes
        self.signature = signature
        self.files = files.filter { path, _ in entry.files.contains { $0.path == path } }
        content = OnboardingContent(bundle: bundle, strings: strings, origin: .downloaded(sequence: manifest.sequence))
    }

    /// Whether `path` names a file inside a folder: relative, `/`-separated, no `.` or `..`.
    static func isSafe(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/")
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\\") }
    }
}
