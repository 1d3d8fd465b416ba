import Testing
import BundleFormat

/// The one classification of how a flow ended, which OnboardKit and the compiler's lint share.
@Suite struct CompletionEventTests {
    @Test(arguments: [
        (ButtonSlot.primary, EndingRoute.completing, CompletionEvent.complete),
        (.secondary, .completing, .complete),
        (.primary, .skipping, .skip),
        (.skip, .skipping, .skip),
        (.skip, .completing, .complete),
        (.close, .completing, .dismiss),
        (.close, .skipping, .dismiss),
        (.close, .answer, .complete),
        (.primary, .answer, .complete),
        (.skip, .answer, .complete),
    ])
    func classification(slot: ButtonSlot, route: EndingRoute, expected: CompletionEvent) {
        #expect(CompletionEvent(endingBy: slot, route: route) == expected)
    }

    @Test func vocabularyInOrder() {
        #expect(CompletionEvent.allCases.map(\.rawValue) == ["complete", "skip", "dismiss"])
    }
}
