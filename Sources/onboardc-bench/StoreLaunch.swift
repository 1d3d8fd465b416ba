import Crypto
import Foundation
import OnboardKit

/// `store-launch [--rounds N]`: what OnboardKit's bundle store adds to an app's launch
/// (issue 31), on VegyScan's committed bundle and String Catalog (read from the current
/// folder). Signs a release of them with a throwaway key, stores it through
/// `BundleStore.update()` from a folder, then times in alternating rounds: a launch from
/// the store (the pointer, the signed manifest verified again, every file hashed, the
/// bundle and the table decoded), the same two files read and decoded without a store
/// (the yardstick: what an app does with the files it ships), and a launch with nothing
/// stored (the embedded bundle at once).
enum StoreLaunch {
    static func run(rounds: Int) throws {
        let bundleURL = URL(fileURLWithPath: "generated/vegyscan/bundle.json")
        let catalogURL = URL(fileURLWithPath: "generated/vegyscan/ios/Localizable.xcstrings")
        let embedded = try OnboardingBundle(contentsOf: bundleURL)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("store-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let signer = Curve25519.Signing.PrivateKey()
        let key = try ReleaseKey(rawRepresentation: signer.publicKey.rawRepresentation)
        try publish(bundle: Data(contentsOf: bundleURL), table: Data(contentsOf: catalogURL), to: work, signer: signer)

        func store(_ folder: String) -> BundleStore {
            BundleStore(
                app: embedded.app.id, channel: "production", releaseRoot: work.appendingPathComponent("release"),
                trusting: [key], embedded: embedded, directory: work.appendingPathComponent(folder),
                transport: FileTransport())
        }
        let updated = Box()
        let done = DispatchSemaphore(value: 0)
        let first = store("store")
        Task {
            updated.event = await first.update()
            done.signal()
        }
        done.wait()
        guard updated.event == .updated(sequence: 1) else { throw BenchError("the release was not stored") }

        let launches = 200
        var fromStore: [Double] = []
        var direct: [Double] = []
        var empty: [Double] = []
        func time(_ body: () throws -> Void) rethrows -> Double {
            try seconds { for _ in 0..<launches { try body() } } / Double(launches) * 1e6
        }
        for round in 1...rounds {
            let order = round % 2 == 1 ? [0, 1, 2] : [2, 1, 0]
            for which in order {
                switch which {
                case 0: fromStore.append(time { sink(store("store").current.strings.count) })
                case 1:
                    direct.append(
                        try time {
                            sink(try OnboardingBundle(contentsOf: bundleURL).flows.count)
                            sink(try StringCatalog(contentsOf: catalogURL).translations.count)
                        })
                default: empty.append(time { sink(store("empty").current.strings.count) })
                }
            }
        }
        let bytes = try Data(contentsOf: bundleURL).count + Data(contentsOf: catalogURL).count
        print("VegyScan: bundle and table \(bytes) bytes; median of \(rounds) rounds of \(launches) launches")
        print(
            "| launch from the store µs | the files decoded without a store µs | store / without | nothing stored µs |")
        print("|---:|---:|---:|---:|")
        let (a, b, c) = (median(fromStore), median(direct), median(empty))
        print(String(format: "| %.1f | %.1f | %.2f× | %.1f |", a, b, a / b, c))
    }

    /// Writes a release of `bundle` and `table` (as the `en` table) to `work/release`, signed by `signer`.
    static func publish(bundle: Data, table: Data, to work: URL, signer: Curve25519.Signing.PrivateKey) throws {
        let root = work.appendingPathComponent("release")
        func put(_ bytes: Data, _ path: String) throws -> ReleaseManifest.File {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
            return ReleaseManifest.File(path: path, sha256: ReleaseVerifier.sha256(bytes), bytes: bytes.count)
        }
        let decoded = try OnboardingBundle(data: bundle)
        let app = ReleaseManifest.App(
            bundle: try put(bundle, "bundles/\(ReleaseVerifier.sha256(bundle)).json"),
            schemaVersion: decoded.schemaVersion, minimumRuntime: RuntimeRelease.current, languages: ["en"],
            experiments: [], strings: ["en": try put(table, "strings/\(ReleaseVerifier.sha256(table)).xcstrings")])
        let manifest = try JSONEncoder().encode(
            ReleaseManifest(channel: "production", sequence: 1, apps: [decoded.app.id: app]))
        _ = try put(manifest, ReleaseManifest.path(channel: "production"))
        let signature = try signer.signature(for: manifest).base64EncodedString()
        _ = try put(Data(signature.utf8), ReleaseManifest.signaturePath(ReleaseManifest.path(channel: "production")))
    }

    /// Reads a release from disk.
    struct FileTransport: ReleaseTransport {
        func fetch(_ url: URL, limit: Int, timeout: TimeInterval) async throws -> Data {
            try Data(contentsOf: url)
        }
    }

    final class Box: @unchecked Sendable {
        var event: DeliveryEvent?
    }

    struct BenchError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
