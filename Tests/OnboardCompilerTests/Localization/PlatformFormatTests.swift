import Testing
@testable import OnboardCompiler

extension LocalizationTests {
    /// Messages as Apple and Android format strings: specifiers numbered by the
    /// source's argument order, `%` doubled only in format strings, plurals
    /// expanded per case and as a stringsdict variable.
    @Suite struct PlatformFormatTests {
        /// Apple and Android format strings of `text`, numbered by `source`'s arguments.
        func formats(_ text: String, source: String? = nil) throws -> (apple: String, android: String) {
            let message = try #require(parsed(text))
            let arguments = try #require(parsed(source ?? text)).arguments
            return (
                PlatformFormat.apple.format(message.parts, arguments: arguments),
                PlatformFormat.android.format(message.parts, arguments: arguments)
            )
        }

        @Test(arguments: [
            ("Hello, {name}!", "Hello, %@!", "Hello, %1$s!"),
            ("Screen {position, number} of {count, number}", "Screen %1$lld of %2$lld", "Screen %1$d of %2$d"),
            ("{name} has {n, number} plants", "%1$@ has %2$lld plants", "%1$s has %2$d plants"),
            ("50% off", "50% off", "50% off"),
            ("50% off for {name}", "50%% off for %@", "50%% off for %1$s"),
            ("Plain text", "Plain text", "Plain text"),
        ])
        func specifiers(text: String, apple: String, android: String) throws {
            let formatted = try formats(text)
            #expect(formatted.apple == apple)
            #expect(formatted.android == android)
        }

        @Test func aTranslationThatReordersArgumentsKeepsTheSourceNumbers() throws {
            let source = "{name} has {n, number} plants"
            let formatted = try formats("{n, number} Pflanzen gehören {name}", source: source)
            #expect(formatted.apple == "%2$lld Pflanzen gehören %1$@")
            #expect(formatted.android == "%2$d Pflanzen gehören %1$s")
        }

        @Test func aPlainTranslationOfAFormatStringDoublesItsPercent() throws {
            #expect(try formats("100% gratis", source: "Free for {name}").apple == "100%% gratis")
        }

        @Test func anArgumentTheSourceLacksStaysVisibleText() throws {
            let formatted = try formats("Hi {ghost} and {name}", source: "Hi {name}")
            #expect(formatted.apple == "Hi {ghost} and %@")
            #expect(formatted.android == "Hi {ghost} and %1$s")
        }

        @Test func theSourcesTypeDecidesTheSpecifier() throws {
            #expect(try formats("{n} Pflanzen", source: "{n, number} plants").apple == "%lld Pflanzen")
        }

        @Test func pluralCasesAreExpandedWithPrefixAndSuffix() throws {
            let message = try #require(
                parsed("You have {count, plural, =0 {no plants} one {# plant} other {# plants}} left, {name}."))
            let plural = try #require(message.expandedPlural)
            #expect(plural.argument == .init(name: "count", type: .integer))
            #expect(plural.cases.map(\.selector) == [.exact(0), .category(.one), .category(.other)])
            let apple = plural.cases.map { PlatformFormat.apple.format($0.parts, arguments: message.arguments) }
            let android = plural.cases.map { PlatformFormat.android.format($0.parts, arguments: message.arguments) }
            #expect(
                apple == [
                    "You have no plants left, %2$@.", "You have %1$lld plant left, %2$@.",
                    "You have %1$lld plants left, %2$@.",
                ])
            #expect(
                android == [
                    "You have no plants left, %2$s.", "You have %1$d plant left, %2$s.",
                    "You have %1$d plants left, %2$s.",
                ])
            #expect(plural.innerCases.map { plainText($0.parts) } == ["no plants", "{count} plant", "{count} plants"])
        }

        @Test func stringsdictPutsTheVariableBetweenPrefixAndSuffix() throws {
            let single = try #require(parsed("{count, plural, one {# plant} other {# plants}} left"))
            let entry = try #require(PlatformFormat.stringsdict(single, arguments: single.arguments))
            #expect(entry.formatKey == "%#@count@ left")
            #expect(entry.variable == "count" && entry.valueType == "lld")
            #expect(entry.cases.map(\.format) == ["%lld plant", "%lld plants"])

            // The count used twice in one form: every piece is numbered, or the second
            // `%lld` would read a value that is not there.
            let twice = try #require(parsed("{count, plural, one {# plant} other {#% of # plants}} left"))
            let numbered = try #require(PlatformFormat.stringsdict(twice, arguments: twice.arguments))
            #expect(numbered.formatKey == "%1$#@count@ left")
            #expect(numbered.cases.map(\.format) == ["%1$lld plant", "%1$lld%% of %1$lld plants"])

            let two = try #require(parsed("{name} has {count, plural, one {# plant} other {# plants}}"))
            let positional = try #require(PlatformFormat.stringsdict(two, arguments: two.arguments))
            #expect(positional.formatKey == "%1$@ has %2$#@count@")
            #expect(positional.cases.map(\.format) == ["%2$lld plant", "%2$lld plants"])
            #expect(PlatformFormat.stringsdict(try #require(parsed("{name}")), arguments: []) == nil)
        }

        @Test func aFlatFormatOfAPluralShowsItsOtherCase() throws {
            let message = try #require(parsed("{count, plural, one {# plant} other {# plants}}!"))
            #expect(PlatformFormat.android.format(message.parts, arguments: message.arguments) == "%1$d plants!")
        }

        /// Every character each file format treats specially, with and without an argument,
        /// through format conversion and then the file's escaping, read back by the platform's rules.
        static let tricky = "@It's \"quoted\" & <b>bold</b> 100% off?\nلنبدأ 🌱 שלום"

        @Test(arguments: [false, true])
        func trickyTextSurvivesEachPlatform(withArgument: Bool) throws {
            let text = Self.tricky + (withArgument ? " {name}" : "")
            let message = try #require(parsed(text))
            let expectedApple =
                Self.tricky.replacing("%", with: withArgument ? "%%" : "%") + (withArgument ? " %@" : "")
            let expectedAndroid =
                Self.tricky.replacing("%", with: withArgument ? "%%" : "%") + (withArgument ? " %1$s" : "")

            let apple = PlatformFormat.apple.format(message.parts, arguments: message.arguments)
            #expect(apple == expectedApple)
            #expect(readAppleStrings(ResourceEscaping.appleStrings(apple)) == expectedApple)

            let android = PlatformFormat.android.format(message.parts, arguments: message.arguments)
            #expect(android == expectedAndroid)
            let xml = "<resources><string name=\"v\">\(ResourceEscaping.androidString(android))</string></resources>"
            #expect(AndroidStrings(xml)?.value("v") == expectedAndroid)
        }
    }
}
