import BundleFormat
import Foundation
@testable import OnboardCompiler

/// Fuzz target `release`: the input is a release channel's `manifest.json`, as a client
/// downloads it. It is signed inside the target with the examples' fixed key, so that what
/// is fuzzed is what follows a good signature: BundleFormat's `ReleaseVerifier.manifest`
/// (the format first, then the whole manifest), then `playable` for each app and the
/// binding of each file it lists, with a diagnostic's position found in the input for each
/// member, as `onboardc release --check` reports them. The same bytes are also read as a
/// private and a public key file, the two other readers of a release.
///
/// The verifier is made for each input: a global one would hold its key's bytes in a `Data`
/// whose spare-bit tagged pointer LeakSanitizer does not see (Fuzz/lsan.supp), and be reported.
let key = SigningKey.example

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? SigningKey(pem: text)
    _ = try? ReleaseKey(pem: text)
    guard let signature = try? key.signature(of: [UInt8](bytes)).base64EncodedData() else { return 0 }
    let verifier = ReleaseVerifier(trusting: [key.publicKey])
    let manifest: ReleaseManifest
    do {
        manifest = try verifier.manifest(bytes, signature: signature, channel: "production", after: 0)
    } catch {
        _ = error.errorDescription
        return 0
    }
    let file = SourceFile(path: "manifest.json", bytes: [UInt8](bytes))
    for (id, _) in manifest.apps.sorted(by: { $0.key < $1.key }).prefix(64) {
        _ = file.span(at: ["apps", id, "bundle"])
        guard let app = try? verifier.playable(id, in: manifest) else { continue }
        for listed in app.files.prefix(64) {
            // The file a client would fetch: here the manifest's own bytes, bound or not.
            _ = try? ReleaseVerifier.check(bytes, against: listed)
        }
    }
    return 0
}
