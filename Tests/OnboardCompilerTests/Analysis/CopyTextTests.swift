import Foundation
import Testing

@testable import OnboardCompiler

@Suite struct CopyTextTests {
    @Test(arguments: [
        ("See vegan & vegetarian options instantly", 5),
        ("Next →", 1),
        ("← Back", 1),
        ("To identify plants in real-time, we ask", 7),
        ("take back your time — one book at a time", 9),
        ("Point your camera at a restaurant menu and we'll translate it instantly", 12),
        ("Tap any dish to see ingredients, classifications, and confidence levels", 10),
        ("Your scans are stored locally. No account needed. No data uploaded.", 11),
        ("", 0),
    ])
    func wordCount(_ text: String, _ expected: Int) {
        #expect(CopyText.wordCount(text) == expected)
    }

    @Test func sentences() {
        func split(_ text: String) -> [String] { CopyText.sentences(text).map { String(text[$0]) } }
        #expect(
            split("Your scans are stored locally. No account needed. No data uploaded.")
                == ["Your scans are stored locally.", "No account needed.", "No data uploaded."])
        #expect(split("Heads up! Really?! Yes…") == ["Heads up!", "Really?!", "Yes…"])
        #expect(
            split("Select your top distractions (social media, news apps, etc.)")
                == ["Select your top distractions (social media, news apps, etc.)"])
        #expect(split("Fruit, e.g. apples. Done") == ["Fruit, e.g. apples.", "Done"])
        #expect(split("Water on Mondays\nFeed monthly → ") == ["Water on Mondays", "Feed monthly →"])
        #expect(split("→") == [])
    }

    @Test(arguments: [
        ("cat", 1), ("the", 1), ("table", 2), ("beautiful", 3), ("identify", 4), ("readability", 5),
        ("instantly", 3), ("language", 2), ("needed", 2), ("wanted", 2), ("played", 1), ("stored", 1),
        ("device", 2), ("camera", 3), ("yellow", 2), ("we'll", 1), ("you're", 1), ("real-time", 2), ("3", 1),
    ])
    func syllables(_ word: String, _ expected: Int) {
        #expect(CopyText.syllables(word) == expected)
    }

    @Test func fleschKincaidFormula() {
        // 0.39 × 100/5 + 11.8 × 150/100 − 15.59 = 7.8 + 17.7 − 15.59
        #expect(abs(CopyText.ReadingLevel(words: 100, sentences: 5, syllables: 150).grade - 9.91) < 1e-9)
        #expect(CopyText.ReadingLevel(words: 0, sentences: 0, syllables: 0).grade == 0)
    }

    @Test func fleschKincaidOfSentences() {
        // 6 one-syllable words in one sentence: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45.
        let cat = CopyText.readingLevel("The cat sat on the mat.")
        #expect(cat == CopyText.ReadingLevel(words: 6, sentences: 1, syllables: 6))
        #expect(abs(cat.grade - -1.45) < 1e-9)
        // Point(1) your(1) camera(3) at(1) a(1) menu(2). We(1) read(1) it(1) and(1) show(1) what(1)
        // you(1) can(1) eat(1): 15 words, 2 sentences, 18 syllables.
        let menu = CopyText.readingLevel("Point your camera at a menu. We read it and show what you can eat.")
        #expect(menu == CopyText.ReadingLevel(words: 15, sentences: 2, syllables: 18))
        #expect(abs(menu.grade - (0.39 * 7.5 + 11.8 * 1.2 - 15.59)) < 1e-9)
    }

    @Test func occurrencesAreWholeWordsIgnoringCase() {
        let text = "Use it. The user reused it, we USE   it; self-use? we'll"
        let found = CopyText.occurrences(of: "use", in: text).map { String(text[$0]) }
        #expect(found == ["Use", "USE", "use"])
        #expect(CopyText.occurrences(of: "use it", in: text).map { String(text[$0]) } == ["Use it", "USE   it"])
        #expect(CopyText.occurrences(of: "we", in: "we'll go, we’re here").isEmpty)
        #expect(CopyText.occurrences(of: "we'll", in: "We’ll see").count == 1)
    }

    /// `CopyText.trimmed` gives what Foundation's trimming gives.
    @Test(arguments: [
        "", " ", "a", " a ", "\ta\n", "a b", "\u{00A0}a\u{2003}", "a\u{00A0}", "\u{3000}", "é ", " é",
        "\r\nText\r\n", "x\u{0085}", "\u{301}a",
    ])
    func trimmedAsFoundation(_ text: String) {
        #expect(CopyText.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
