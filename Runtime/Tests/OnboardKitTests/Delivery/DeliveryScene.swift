import Crypto
import Foundation
import ReleaseFixtures

@testable import OnboardKit

/// A release folder, a store folder and what a store reported: the setting of each
/// bundle store test, in a temporary folder of its own.
final class DeliveryScene {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-store-\(UUID().uuidString)")
    var release: ReleaseFixture { ReleaseFixture(folder: folder.appendingPathComponent("release")) }
    var storeFolder: URL { folder.appendingPathComponent("store") }
    let signer = ReleaseFixture.signer(seed: 1)
    let events = Events()
    let embedded: OnboardingBundle

    init() throws {
        embedded = try OnboardingBundle(data: ReleaseFixture.bundle)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Publishes release `sequence`, whose table shows "Release <sequence>" as `welcome.title`.
    @discardableResult
    func publish(
        _ sequence: Int, signer: Curve25519.Signing.PrivateKey? = nil, bundle: Data = ReleaseFixture.bundle,
        minimumRuntime: String = RuntimeRelease.current
    ) throws -> ReleaseManifest {
        try release.publish(
            sequence: sequence, bundle: bundle, strings: ["en": Self.table(sequence)], signer: signer ?? self.signer,
            minimumRuntime: minimumRuntime)
    }

    static func table(_ sequence: Int) -> Data {
        ReleaseFixture.catalog("en", ["welcome.title": "Release \(sequence)"])
    }

    /// A store as an app makes it at launch, downloading from `root`.
    func store(
        root: URL, trusting keys: [ReleaseKey]? = nil, budget: TimeInterval = 10, disk: (any StoreDisk)? = nil,
        embedded: OnboardingBundle? = nil
    ) -> BundleStore {
        BundleStore(
            app: "test", channel: "production", releaseRoot: root, trusting: keys ?? [ReleaseFixture.key(of: signer)],
            embedded: embedded ?? self.embedded, folder: StoreFolder(root: storeFolder, disk: disk ?? FileSystemDisk()),
            transport: URLSessionTransport(), budget: budget, onEvent: events.add)
    }

    /// The title the store's current content shows, over an app table that has another.
    static func title(_ store: BundleStore) -> String {
        let app = AppTable(texts: ["welcome.title": "Embedded", "welcome.body": "From the app"])
        return store.current.text(appStrings: app, locale: "en")("welcome.title")
    }

    /// The files under the store's folder, relative, sorted.
    func storedFiles() -> [String] {
        let base = storeFolder.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(at: storeFolder, includingPropertiesForKeys: [.isDirectoryKey])
        return (walker?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true }
            .map { $0.standardizedFileURL.path }.filter { $0.hasPrefix(base) }.map { String($0.dropFirst(base.count)) }
            .sorted()
    }

    /// What a store reported, in order.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [DeliveryEvent] = []
        var all: [DeliveryEvent] { lock.withLock { list } }
        func add(_ event: DeliveryEvent) { lock.withLock { list.append(event) } }
    }
}

/// The app's own texts: an English table.
struct AppTable: LocalizedStrings {
    var texts: [String: String]
    func format(forKey key: String, locale: String) -> LocalizedFormat? {
        locale == "en" ? texts[key].map { .format($0) } : nil
    }
}
