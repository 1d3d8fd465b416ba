import Foundation
import ReleaseFixtures
import Testing

@testable import OnboardKit

/// The process killed while it writes: StoreCrashWriter (a test-only executable of the
/// runtime package) updates a store in a loop and gets SIGKILL at moments spread over its
/// commits; each time, the store it leaves holds one whole release, the old or the new.
@Suite("Bundle store: the process killed mid-write", .serialized)
struct BundleStoreCrashTests {
    /// The writer, built beside the test binary.
    static func writer() throws -> URL {
        let folders =
            [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let found = folders.map { $0.appendingPathComponent("StoreCrashWriter") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
        return try #require(found, "StoreCrashWriter is not built beside the tests")
    }

    @Test func aStoreKilledMidCommitHoldsTheOldReleaseOrTheNewNeverAMix() throws {
        let scene = try DeliveryScene()
        let writer = try Self.writer()
        var sequence = 0
        var leftovers = 0
        var rounds = 0
        // Until a kill has left a half-written release behind (at most 40 kills).
        while rounds < 40 && (leftovers < 2 || sequence < 3) {
            rounds += 1
            let process = Process()
            process.executableURL = writer
            process.arguments = [scene.storeFolder.path, scene.release.folder.path, String(sequence + 1)]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(60_000 + (rounds * 37_000) % 250_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "the writer stopped by itself")

            let pointed = (try? StoreFolder(root: scene.storeFolder, disk: FileSystemDisk()).pointer())?.flatMap {
                $0
            }
            if scene.storedFiles().contains(where: { !$0.hasPrefix("current") && !$0.hasPrefix(pointed?.folder ?? "-") }
            ) {
                leftovers += 1
            }
            let store = scene.store(root: scene.release.folder)
            #expect(scene.events.all.isEmpty, "round \(rounds): \(scene.events.all)")
            switch store.current.origin {
            case .embedded:
                #expect(pointed == nil)
            case .downloaded(let stored):
                #expect(stored >= sequence)
                #expect(DeliveryScene.title(store) == "Release \(stored)")
                sequence = stored
            }
        }
        #expect(sequence >= 3, "no release was stored in \(rounds) rounds")
        #expect(leftovers >= 2, "no kill came mid-commit in \(rounds) rounds")
    }
}
