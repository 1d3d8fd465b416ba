import Testing
@testable import OnboardCompiler

extension LocalizationTests {
    /// en-XA and ar-XB keep every argument, `#` and plural case, change only text,
    /// and en-XA grows text by about 40%.
    @Suite struct PseudoLocalizerTests {
        static let messages = [
            "Scan any menu in seconds and find what you can eat.",
            "Hello, {name}! Screen {position, number} of {count, number}.",
            "You have {count, plural, =0 {no plants yet} one {# plant to water} other {# plants to water}} today.",
            "{count, plural, one {# plant} other {# plants}}",
            "Don't miss 50% off, {name}",
        ]

        static let rightToLeftControls: Set<Character> = ["\u{200F}", "\u{202E}", "\u{202C}"]

        /// Every text a platform would show: the message itself, or each plural case expanded.
        func variants(_ message: Message) -> [String] {
            message.expandedPlural.map { $0.cases.map { plainText($0.parts) } } ?? [plainText(message.parts)]
        }

        /// The literal text of each variant, without placeholders.
        func textOnly(_ message: Message) -> [String] {
            let parts = message.expandedPlural.map { $0.cases.map(\.parts) } ?? [message.parts]
            return parts.map { plainText($0.filter { if case .text = $0 { true } else { false } }) }
        }

        /// The same message with its text replaced by `*`, to compare structure.
        func shape(_ parts: [Message.Part]) -> [Message.Part] {
            parts.compactMap { part -> Message.Part? in
                switch part {
                case .text: return nil
                case .argument, .count: return part
                case .plural(var plural):
                    for index in plural.cases.indices { plural.cases[index].parts = shape(plural.cases[index].parts) }
                    return .plural(plural)
                }
            }
        }

        @Test(arguments: messages)
        func accentedKeepsStructureAndGrowsAboutFortyPercent(text: String) throws {
            let message = try #require(parsed(text))
            let pseudo = PseudoLocalizer.accented(message)
            #expect(pseudo == PseudoLocalizer.accented(message), "deterministic")
            #expect(shape(pseudo.parts) == shape(message.parts))
            #expect(pseudo.arguments == message.arguments)
            for localized in variants(pseudo) {
                #expect(localized.hasPrefix("[") && localized.hasSuffix("]"), "\(localized)")
            }
            for (original, localized) in zip(textOnly(message), textOnly(pseudo)) {
                let growth = Double(localized.count - 2) / Double(original.count)
                #expect((1.3...1.55).contains(growth), "\(original) → \(localized)")
            }
            #expect(parsed(pseudo.icuText) == pseudo)
        }

        @Test func accentedReplacesEveryLatinLetter() throws {
            let pseudo = PseudoLocalizer.accented(Message(text: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
            let letters = try #require(plainText(pseudo.parts).dropFirst().split(separator: " ").first)
            #expect(letters.count == 52)
            #expect(letters.unicodeScalars.allSatisfy { !$0.isASCII })
            #expect(Set(letters).count == 52, "each letter has its own look-alike")
        }

        @Test func accentedLeavesPlaceholderNamesAndOtherCharactersAlone() throws {
            let message = try #require(parsed("{name}: 12 × 🌱!"))
            #expect(plainText(PseudoLocalizer.accented(message).parts).hasPrefix("[{name}: 12 × 🌱!"))
        }

        @Test(arguments: messages)
        func rightToLeftWrapsWordsAndKeepsEverythingElse(text: String) throws {
            let message = try #require(parsed(text))
            let pseudo = PseudoLocalizer.rightToLeft(message)
            #expect(pseudo == PseudoLocalizer.rightToLeft(message), "deterministic")
            #expect(shape(pseudo.parts) == shape(message.parts))
            for (original, localized) in zip(variants(message), variants(pseudo)) {
                #expect(localized.first == "\u{200F}")
                #expect(String(localized.filter { !Self.rightToLeftControls.contains($0) }) == original)
                let words = original.split(whereSeparator: \.isWhitespace).count
                #expect(localized.filter { $0 == "\u{202E}" }.count >= words, "\(localized.debugDescription)")
                #expect(localized.filter { $0 == "\u{202E}" }.count == localized.filter { $0 == "\u{202C}" }.count)
            }
        }

        @Test func rightToLeftWrapsEachWordOnce() {
            let pseudo = PseudoLocalizer.rightToLeft(Message(text: "Skip for now"))
            #expect(plainText(pseudo.parts) == "\u{200F}\u{202E}Skip\u{202C} \u{202E}for\u{202C} \u{202E}now\u{202C}")
        }
    }
}
