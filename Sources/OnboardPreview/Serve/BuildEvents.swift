import FlyingFox
import FlyingSocks
import Foundation

/// `GET /__preview/events`: the build number pushed to every open page as a Server-Sent
/// Event (`data: 5`), the current one at once and each new one as soon as it is published,
/// so a page reloads when a save has been built instead of asking on a timer. A page's
/// `EventSource` reconnects by itself (after `retry` ms) when the server restarts.
actor BuildEvents {
    private var version = 0
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]

    /// Tells every open page of `version`.
    func publish(_ version: Int) {
        self.version = version
        for listener in listeners.values { listener.yield(Self.event(version)) }
    }

    /// One event: the build number.
    private static func event(_ version: Int) -> [UInt8] { Array("data: \(version)\n\n".utf8) }

    /// The stream's bytes from now on: how long to wait before reconnecting to a server that
    /// went away (300 ms), the current build, then each new one. Ends when the page goes.
    private func subscribe() -> (AsyncStream<[UInt8]>, AsyncStream<[UInt8]>.Continuation) {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(2))
        continuation.yield(Array("retry: 300\n".utf8) + Self.event(version))
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        listeners[id] = continuation
        return (stream, continuation)
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }

    /// How many pages are told of builds now.
    var listening: Int { listeners.count }

    /// The response that keeps the page's stream open: chunked, never cached. When FlyingFox
    /// lets go of it (the page reloaded or closed, the write failed), the page stops listening.
    func response() -> HTTPResponse {
        let (stream, continuation) = subscribe()
        return HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: "text/event-stream", HTTPHeader("Cache-Control"): "no-store",
            ],
            body: HTTPBodySequence(
                from: EventBytes(events: stream, subscription: Subscription(continuation: continuation))))
    }
}

/// An async sequence of byte chunks as the buffered bytes FlyingFox writes: each chunk is
/// sent as soon as it comes (one HTTP chunk per event).
private struct EventBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let events: AsyncStream<[UInt8]>
    let subscription: Subscription

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator(), subscription: subscription)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.AsyncIterator
        let subscription: Subscription
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            if pending.isEmpty {
                guard let chunk = await events.next() else { return nil }
                pending = chunk[...]
            }
            let out = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(out.count)
            return out
        }
    }
}

/// A page's place among the listeners, given up when the last of its response's parts goes:
/// the stream's continuation is held by the listeners too, so the stream would not end by itself.
private final class Subscription: Sendable {
    let continuation: AsyncStream<[UInt8]>.Continuation

    init(continuation: AsyncStream<[UInt8]>.Continuation) {
        self.continuation = continuation
    }

    deinit { continuation.finish() }
}
