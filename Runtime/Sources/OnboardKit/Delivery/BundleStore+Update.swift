import BundleFormat
import Foundation

extension BundleStore {
    /// Downloads the channel's release, verifies it and stores it: afterwards ``current``
    /// is its content (``DeliveryEvent/updated(sequence:)``). Anything else leaves what the
    /// store has: a release that fails a check (`rejected`, `unreadable`), downloads that
    /// fail or take longer than ``budget`` or a write that fails (`failed`). Returns the
    /// event it also gave `onEvent`. Call it in the background, at launch or now and then.
    @discardableResult
    public func update() async -> DeliveryEvent {
        guard let (accepted, storedIsGood) = beginUpdate() else { return report(.failed(.busy)) }
        defer { endUpdate() }
        // A damaged store takes its own release again; a whole one only a newer one.
        let after = storedIsGood ? accepted : accepted.map { $0 - 1 }
        let release: VerifiedRelease
        do {
            release = try await withDeadline(budget) { try await self.download(after: after) }
        } catch VerifiedRelease.Problem.rejected(.replayed(let sequence, _)) where sequence == accepted {
            return report(.upToDate(sequence: sequence))
        } catch let problem as VerifiedRelease.Problem {
            return report(problem.event)
        } catch let failure as DeliveryFailure {
            return report(.failed(failure))
        } catch {
            return report(.failed(.network(path: "", reason: "\(error)")))
        }
        do {
            try folder.commit(release, embedded: Self.identity(of: embedded))
        } catch {
            return report(.failed(.disk(reason: "\(error)")))
        }
        stored(release.content, sequence: release.manifest.sequence)
        return report(.updated(sequence: release.manifest.sequence))
    }

    /// The channel's release for this app, downloaded and verified, newer than `after`.
    private func download(after: Int?) async throws -> VerifiedRelease {
        let path = ReleaseManifest.path(channel: channel)
        let manifestBytes = try await fetch(path, limit: Self.manifestLimit)
        let signature = try await fetch(ReleaseManifest.signaturePath(path), limit: Self.signatureLimit)
        let (manifest, entry) = try VerifiedRelease.accept(
            manifestBytes: manifestBytes, signature: signature, app: app, channel: channel, verifier: verifier,
            after: after)
        var files: [String: Data] = [:]
        for file in entry.files {
            do {
                files[file.path] = try await fetch(file.path, limit: file.bytes)
            } catch DeliveryFailure.tooLarge {
                throw VerifiedRelease.Problem.rejected(.fileMismatch(path: file.path))
            }
        }
        return try VerifiedRelease(
            manifest: manifest, entry: entry, manifestBytes: manifestBytes, signature: signature, files: files)
    }

    private func fetch(_ path: String, limit: Int) async throws -> Data {
        try await transport.fetch(releaseRoot.appendingPathComponent(path), limit: limit, timeout: budget)
    }

    private func report(_ event: DeliveryEvent) -> DeliveryEvent {
        onEvent(event)
        return event
    }
}

/// `operation`'s result, or ``DeliveryFailure/timedOut`` once `seconds` have passed (the
/// operation is cancelled).
func withDeadline<T: Sendable>(
    _ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            throw DeliveryFailure.timedOut
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw CancellationError() }
        return first
    }
}
