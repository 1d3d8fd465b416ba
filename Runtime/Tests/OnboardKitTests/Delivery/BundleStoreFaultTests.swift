import Foundation
import ReleaseFixtures
import Testing

@testable import OnboardKit

/// Issue 31's faults, each injected into a real HTTP server on loopback (or the disk):
/// the store keeps release 1, which it had, reports the fault, and the next launch plays
/// release 1 still.
@Suite("Bundle store: faults", .serialized)
struct BundleStoreFaultTests {
    /// A store holding release 1; then release 2 is published (by `publish`) and served
    /// with `faults`, and the store updates once. Returns that update's event, after
    /// checking that nothing of release 1 was lost.
    func update(
        faults: [String], budget: TimeInterval = 10, disk: (any StoreDisk)? = nil,
        publish: (DeliveryScene) throws -> Void = { try $0.publish(2) }
    ) async throws -> DeliveryEvent {
        let scene = try DeliveryScene()
        try scene.publish(1)
        let good = try ReleaseServer(serving: scene.release.folder)
        #expect(await scene.store(root: good.root).update() == .updated(sequence: 1))
        good.stop()
        let before = scene.storedFiles()

        try publish(scene)
        let server = try ReleaseServer(serving: scene.release.folder, faults: faults)
        defer { server.stop() }
        let store = scene.store(root: server.root, budget: budget, disk: disk)
        let event = await store.update()
        #expect(store.current.origin == .downloaded(sequence: 1))
        #expect(DeliveryScene.title(store) == "Release 1")
        #expect(scene.storedFiles() == before)
        let relaunched = scene.store(root: server.root)
        #expect(relaunched.current.origin == .downloaded(sequence: 1))
        #expect(scene.events.all.allSatisfy { if case .fellBack = $0 { false } else { true } })
        #expect(scene.events.all.last == event)
        return event
    }

    @Test func aMissingManifest() async throws {
        let event = try await update(faults: ["status:404:manifest.json"])
        #expect(event == .failed(.status(404, path: "/channels/production/manifest.json")))
    }

    @Test func aServerError() async throws {
        guard case .failed(.status(500, let path)) = try await update(faults: ["status:500:bundles/"]) else {
            Issue.record("not a 500")
            return
        }
        #expect(path.hasPrefix("/bundles/"))
    }

    @Test func aServerSlowerThanTheBudget() async throws {
        #expect(try await update(faults: ["slow:5:manifest.json.sig"], budget: 0.5) == .failed(.timedOut))
    }

    @Test func aTruncatedBody() async throws {
        guard case .rejected(.fileMismatch(let path)) = try await update(faults: ["truncate:bundles/"]) else {
            Issue.record("not refused")
            return
        }
        #expect(path.hasPrefix("bundles/"))
    }

    @Test func aLongerBody() async throws {
        guard case .rejected(.fileMismatch(let path)) = try await update(faults: ["overlong:strings/"]) else {
            Issue.record("not refused")
            return
        }
        #expect(path.hasPrefix("strings/"))
    }

    @Test func oneChangedByte() async throws {
        guard case .rejected(.fileMismatch(let path)) = try await update(faults: ["flip:strings/"]) else {
            Issue.record("not refused")
            return
        }
        #expect(path.hasPrefix("strings/"))
    }

    @Test func aChangedManifest() async throws {
        #expect(try await update(faults: ["flip:manifest.json"]) == .rejected(.untrustedSignature))
    }

    @Test func aSignatureByAnUnknownKey() async throws {
        let event = try await update(faults: []) { try $0.publish(2, signer: ReleaseFixture.signer(seed: 9)) }
        #expect(event == .rejected(.untrustedSignature))
    }

    @Test func aManifestReplayedFromAnOlderRelease() async throws {
        // Release 0 is older than release 1, which the store holds.
        let event = try await update(faults: []) { try $0.publish(0) }
        #expect(event == .rejected(.replayed(sequence: 0, accepted: 1)))
    }

    @Test func aBundleThatNeedsANewerRuntime() async throws {
        let event = try await update(faults: []) { try $0.publish(2, minimumRuntime: "99.0.0") }
        #expect(event == .rejected(.needsNewerRuntime(minimum: "99.0.0", current: RuntimeRelease.current)))
    }

    @Test func aSignedBundleThatIsNotABundle() async throws {
        let event = try await update(faults: []) { try $0.publish(2, bundle: Data(#"{"flows": 1}"#.utf8)) }
        guard case .unreadable(let path, _) = event else {
            Issue.record("not refused: \(event)")
            return
        }
        #expect(path.hasPrefix("bundles/"))
    }

    @Test func theDiskFullWhileWriting() async throws {
        // Room for the manifest and part of the next file.
        let disk = FullDisk(room: 1_000)
        let event = try await update(faults: [], disk: disk)
        #expect(event == .failed(.disk(reason: "\(POSIXError(.ENOSPC))")))
        #expect(disk.written == 1_000)
    }
}

/// A disk with room for `room` bytes more: a write that does not fit writes what fits,
/// then fails with ENOSPC, as a full file system does.
final class FullDisk: StoreDisk, @unchecked Sendable {
    private let lock = NSLock()
    private var room: Int
    private(set) var written = 0
    private let real = FileSystemDisk()

    init(room: Int) {
        self.room = room
    }

    func write(_ data: Data, to url: URL) throws {
        let fits = lock.withLock {
            let fits = min(room, data.count)
            room -= fits
            written += fits
            return fits
        }
        try real.write(data.prefix(fits), to: url)
        if fits < data.count { throw POSIXError(.ENOSPC) }
    }

    func sync(folder: URL) throws {
        try real.sync(folder: folder)
    }
}
