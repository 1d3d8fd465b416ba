import BundleFormat
import Foundation

/// A release folder on disk (`onboardc release --out`): its files read by their path in the
/// release, and a plan written so that a reader never sees a manifest before its files.
struct ReleaseFolder {
    let root: String

    init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// The path of a file of the release as the user sees it: under the folder given.
    func display(_ path: String) -> String { root + "/" + path }

    func url(_ path: String) -> URL { URL(fileURLWithPath: display(path)) }

    /// The bytes of a regular file of the release; nil when there is none.
    func read(_ path: String) -> Data? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: display(path), isDirectory: &isFolder), !isFolder.boolValue
        else { return nil }
        return FileManager.default.contents(atPath: display(path))
    }

    /// The channel's current manifest, as written (its signature is not checked: it is the
    /// folder being written); nil for a channel's first release.
    func manifest(channel: String) throws(ReleaseFailure) -> ReleaseManifest? {
        let path = ReleaseManifest.path(channel: channel)
        guard let bytes = read(path) else { return nil }
        do {
            return try JSONDecoder().decode(ReleaseManifest.self, from: bytes)
        } catch {
            throw ReleaseFailure("\(display(path)): not a release manifest onboardc reads; it is not replaced")
        }
    }

    /// Writes `plan` signed by `key`: every content file first (each atomically, those already
    /// there with their bytes left alone), then the manifest, then its signature. A client
    /// between the last two sees a signature that is not the manifest's, refuses it and keeps
    /// what it has. When nothing changed and the signature there is `key`'s, it is kept.
    func write(_ plan: ReleasePlan, signedBy key: SigningKey) throws {
        for path in plan.files.keys.sorted() where read(path).map([UInt8].init) != plan.files[path] {
            try AtomicFile.write(plan.files[path]!, to: url(path))
        }
        let manifestPath = ReleaseManifest.path(channel: plan.manifest.channel)
        let signaturePath = ReleaseManifest.signaturePath(manifestPath)
        if read(manifestPath).map([UInt8].init) == plan.manifestBytes, let signature = read(signaturePath),
            (try? ReleaseVerifier(trusting: [key.publicKey]).manifest(
                Data(plan.manifestBytes), signature: signature, channel: plan.manifest.channel)) != nil
        {
            return
        }
        let signature = try key.signature(of: plan.manifestBytes).base64EncodedString() + "\n"
        try AtomicFile.write(plan.manifestBytes, to: url(manifestPath))
        try AtomicFile.write(Array(signature.utf8), to: url(signaturePath))
    }
}

extension ReleasePlan {
    /// Plans the release of `contents` on `channel` after the channel's current manifest in
    /// the folder `out` and writes it there, signed by `key`.
    public static func write(
        _ contents: [ReleaseContent], channel: String, sequence: Int?, to out: String, key: SigningKey
    ) throws -> ReleasePlan {
        let folder = ReleaseFolder(root: out)
        let plan = try ReleasePlan(
            contents, channel: channel, sequence: sequence, previous: folder.manifest(channel: channel))
        try folder.write(plan, signedBy: key)
        return plan
    }
}
