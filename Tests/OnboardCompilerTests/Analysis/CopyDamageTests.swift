import Testing

@testable import OnboardCompiler

@Suite struct CopyDamageTests {
    func damages(_ text: String) -> [String] {
        CopyDamage.find(in: text).map { "\($0.kind) \(text[$0.range]) → \($0.repair ?? "?")" }
    }

    @Test func mojibakeIsRepaired() {
        #expect(damages("take back your time â€” one book at a time") == ["mojibake â€” → —"])
        #expect(damages("donâ€™t") == ["mojibake â€™ → ’"])
        #expect(damages("cafÃ© Ã©tÃ©") == ["mojibake Ã© → é", "mojibake Ã© → é", "mojibake Ã© → é"])
        #expect(damages("10Â Â°C") == ["mojibake Â → ", "mojibake Â° → °"])
    }

    @Test func writtenTextIsNotDamage() {
        #expect(damages("Café “favourites” — São Paulo, Größe, Âmbar (1 of 3) & more").isEmpty)
        #expect(damages("Screen {position} of {count}").isEmpty)
    }

    @Test func entitiesEscapesAndSpacing() {
        #expect(
            damages("Terms &amp; Privacy&#39;s &nbsp;") == [
                "htmlEntity &amp; → &", "htmlEntity &#39; → '", "htmlEntity &nbsp; → \u{00A0}",
            ])
        #expect(damages("Tap\\nhere \\u2019") == ["escapeSequence \\n → \n", "escapeSequence \\u2019 → ’"])
        #expect(damages(" Hi  there\n") == ["leadingSpace   → ", "doubleSpace    →  ", "trailingSpace \n → "])
        #expect(damages("lost \u{FFFD} char") == ["replacementCharacter \u{FFFD} → ?"])
    }

    @Test func unpairedBracketsAndQuotes() {
        #expect(damages("(really") == ["unbalanced ( → ?"])
        #expect(damages("yes) “no") == ["unbalanced ) → ?", "unbalanced “ → ?"])
        #expect(damages("say \"hi") == ["unbalanced \" → ?"])
    }
}
