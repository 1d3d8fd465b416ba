import Testing
@testable import OnboardPreview

/// The pages `preview --watch` pushes builds to: one listener per open stream, and none left
/// once the stream's response is gone (the page reloaded or closed), however long the server runs.
@Suite struct BuildEventsTests {
    @Test func aPageThatGoesStopsListening() async throws {
        let events = BuildEvents()
        do {
            let first = await events.response()
            let second = await events.response()
            #expect(await events.listening == 2)
            await events.publish(1)
            withExtendedLifetime((first, second)) {}
        }
        // The listener is removed by a task the stream's end starts: wait for it (1 s at most).
        for _ in 0..<100 where await events.listening > 0 {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(await events.listening == 0)
    }
}
