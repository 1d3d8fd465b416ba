import Testing

@testable import OnboardCompiler

/// `Translation.entry(_:)` looks keys up in an index: the first entry of a key wins,
/// and the index follows every change of `entries`.
@Suite struct TranslationIndexTests {
    static let span = SourceSpan(
        file: "de.yaml", start: SourceLocation(line: 1, column: 1, offset: 0),
        end: SourceLocation(line: 1, column: 1, offset: 0))

    func entry(_ key: String, _ text: String) -> TranslatedCopy {
        TranslatedCopy(key: key, keySpan: Self.span, text: text, span: Self.span, message: nil, needsReview: false)
    }

    func translation(_ entries: [TranslatedCopy]) -> Translation {
        Translation(locale: "de", localeSpan: Self.span, file: "de.yaml", entries: entries)
    }

    @Test func findsEachKey() {
        let translation = translation([entry("a", "A"), entry("b", "B")])
        #expect(translation.entry("a")?.text == "A")
        #expect(translation.entry("b")?.text == "B")
        #expect(translation.entry("c") == nil)
    }

    @Test func firstEntryOfADuplicatedKeyWins() {
        let translation = translation([entry("a", "first"), entry("b", "B"), entry("a", "second")])
        #expect(translation.entry("a")?.text == "first")
    }

    @Test func followsReplacedEntries() {
        var translation = translation([entry("a", "A"), entry("b", "B")])
        translation.entries = [entry("c", "C"), entry("a", "new A")]
        #expect(translation.entry("a")?.text == "new A")
        #expect(translation.entry("b") == nil)
        #expect(translation.entry("c")?.text == "C")
    }

    @Test func followsChangesInPlace() {
        var translation = translation([entry("a", "A"), entry("b", "B")])
        translation.entries[0].text = "changed"
        translation.entries.remove(at: 1)
        translation.entries.insert(entry("b", "inserted"), at: 0)
        translation.entries.append(entry("b", "later"))
        #expect(translation.entry("a")?.text == "changed")
        #expect(translation.entry("b")?.text == "inserted")
    }

    @Test func equalityAndHashIgnoreTheIndex() {
        var changed = translation([entry("a", "A")])
        changed.entries = [entry("b", "B")]
        changed.entries = [entry("a", "A")]
        #expect(changed == translation([entry("a", "A")]))
        #expect(Set([changed, translation([entry("a", "A")])]).count == 1)
        #expect(translation([entry("a", "A")]) != translation([entry("a", "B")]))
    }
}
