import Foundation
import ReleaseFixtures
import Testing

@testable import OnboardKit

/// A bundle store that downloads from a real HTTP server on loopback (release_server.py):
/// what an update changes, and when the app sees it.
@Suite("Bundle store: updates", .serialized)
struct BundleStoreTests {
    @Test func anUpdateIsPlayedFromTheNextFlowStartAndTheNextLaunch() async throws {
        let scene = try DeliveryScene()
        try scene.publish(1)
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        let store = scene.store(root: server.root)
        #expect(store.current.origin == .embedded)
        let running = store.current.text(appStrings: AppTable(texts: ["welcome.title": "Embedded"]), locale: "en")

        #expect(await store.update() == .updated(sequence: 1))
        #expect(store.current.origin == .downloaded(sequence: 1))
        #expect(DeliveryScene.title(store) == "Release 1")
        #expect(running("welcome.title") == "Embedded")  // the flow already shown keeps its content

        let relaunched = scene.store(root: server.root)
        #expect(relaunched.current.origin == .downloaded(sequence: 1))
        #expect(DeliveryScene.title(relaunched) == "Release 1")
        // A key the release's table does not have comes from the app's tables.
        let text = relaunched.current.text(appStrings: AppTable(texts: ["welcome.body": "From the app"]), locale: "en")
        #expect(text("welcome.body") == "From the app")
        #expect(scene.events.all == [.updated(sequence: 1)])
    }

    /// An app update ships a new bundle: a release stored before it gives way to it, and only
    /// a newer release replaces it again.
    @Test func aReleaseStoredBeforeAnAppUpdateGivesWayToTheNewEmbeddedBundle() async throws {
        let scene = try DeliveryScene()
        try scene.publish(1)
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        #expect(await scene.store(root: server.root).update() == .updated(sequence: 1))

        var shipped = scene.embedded
        shipped.contentHash = "sha256:" + String(repeating: "2", count: 64)
        let updated = scene.store(root: server.root, embedded: shipped)
        #expect(updated.current.origin == .embedded)
        #expect(updated.current.bundle == shipped)
        #expect(await updated.update() == .upToDate(sequence: 1))
        #expect(updated.current.origin == .embedded)
        try scene.publish(2)
        #expect(await updated.update() == .updated(sequence: 2))
        #expect(scene.store(root: server.root, embedded: shipped).current.origin == .downloaded(sequence: 2))
        #expect(
            scene.events.all == [
                .updated(sequence: 1), .superseded(sequence: 1), .upToDate(sequence: 1), .updated(sequence: 2),
            ])
    }

    @Test func theSameManifestAgainIsUpToDate() async throws {
        let scene = try DeliveryScene()
        try scene.publish(1)
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        let store = scene.store(root: server.root)
        #expect(await store.update() == .updated(sequence: 1))
        #expect(await store.update() == .upToDate(sequence: 1))
        #expect(store.current.origin == .downloaded(sequence: 1))
    }

    @Test func onlyTheNewReleaseStaysOnDisk() async throws {
        let scene = try DeliveryScene()
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        let store = scene.store(root: server.root)
        try scene.publish(1)
        #expect(await store.update() == .updated(sequence: 1))
        try scene.publish(2)
        #expect(await store.update() == .updated(sequence: 2))
        let files = scene.storedFiles()
        #expect(files.first == "current")
        #expect(files.dropFirst().allSatisfy { $0.hasPrefix("release-2-") })
        #expect(files.count == 1 + 4)  // manifest, signature, bundle, table
    }

    @Test func whileKeysRotateBothAreTrustedAndAStoredReleaseIsCheckedAgainstTodaysKeys() async throws {
        let scene = try DeliveryScene()
        let old = ReleaseFixture.signer(seed: 1)
        let new = ReleaseFixture.signer(seed: 2)
        let keys = [ReleaseFixture.key(of: old), ReleaseFixture.key(of: new)]
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        let store = scene.store(root: server.root, trusting: keys)
        try scene.publish(1, signer: old)
        #expect(await store.update() == .updated(sequence: 1))
        try scene.publish(2, signer: new)
        #expect(await store.update() == .updated(sequence: 2))
        #expect(
            scene.store(root: server.root, trusting: [ReleaseFixture.key(of: new)]).current.origin
                == .downloaded(sequence: 2))
        // An app that no longer trusts the key of the stored release starts on the embedded bundle.
        let distrusting = scene.store(root: server.root, trusting: [ReleaseFixture.key(of: old)])
        #expect(distrusting.current.origin == .embedded)
        #expect(scene.events.all.last == .fellBack(reason: "The manifest is not signed by a trusted key."))
    }

    @Test func aDamagedStoreFallsBackToTheEmbeddedBundleAndTheNextUpdateRepairsIt() async throws {
        let scene = try DeliveryScene()
        try scene.publish(1)
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        #expect(await scene.store(root: server.root).update() == .updated(sequence: 1))
        let table = try #require(scene.storedFiles().first { $0.hasSuffix(".xcstrings") })
        let url = scene.storeFolder.appendingPathComponent(table)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: url)

        let store = scene.store(root: server.root)
        #expect(store.current.origin == .embedded)
        #expect(DeliveryScene.title(store) == "Embedded")
        guard case .fellBack(let reason) = scene.events.all.last else {
            Issue.record("no fellBack event: \(scene.events.all)")
            return
        }
        #expect(reason.contains("is not the one the manifest signs"))
        #expect(await store.update() == .updated(sequence: 1))
        #expect(scene.store(root: server.root).current.origin == .downloaded(sequence: 1))
    }

    @Test func aStoreWithNothingStoredStartsOnTheEmbeddedBundleWithoutAnEvent() throws {
        let scene = try DeliveryScene()
        let store = scene.store(root: URL(string: "http://127.0.0.1:9/")!)
        #expect(store.current.origin == .embedded)
        #expect(store.current.bundle == scene.embedded)
        #expect(scene.events.all.isEmpty)
    }
}
