import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A screen's `background` and the `styles` of its text elements.
    @Suite struct TextStyleDecodingTests {
        static let theme = "theme:\n  colors:\n    gray: \"#8E8E93\"\n    cream: \"#FFF8E7\""

        @Test func backgroundAndStyles() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            caption: Cancel anytime.
                            background: cream
                            styles:
                              title: { font: largeTitle, weight: bold }
                              caption: { font: footnote, color: gray }
                            """, top: Self.theme)))
            let screen = try #require(spec.screen("welcome"))
            #expect(screen.background?.name == "cream" && screen.background?.value.light.hex == "#FFF8E7")
            #expect(
                screen.textStyles[.title]
                    == TextStyle(
                        font: "largeTitle", weight: .bold, color: nil,
                        span: try #require(screen.textStyles[.title]?.span)))
            #expect(screen.textStyles[.caption]?.color?.name == "gray")
            #expect(screen.textStyles[.caption]?.font == "footnote")
            #expect(screen.textStyles[.body] == nil)
        }

        @Test func aStyleForTextTheScreenDoesNotShow() throws {
            let found = diagnose(minimalSpec(screen: "styles:\n  body: { font: body }"))
            #expect(found.map(\.located) == ["spec-unused-key 12:11"])
            #expect(found.first?.message == "`body` has no effect: neither the screen nor its states have a `body`")
        }

        @Test func unknownFontAndElement() throws {
            let found = diagnose(minimalSpec(screen: "styles:\n  title: { font: huge }\n  headline: { font: body }"))
            #expect(found.map(\.located) == ["spec-unknown-value 12:26", "spec-unknown-key 13:11"])
        }
    }
}

extension DecodeTests.TextStyleDecodingTests {
    /// A screen's styles are its states' too: a caption only a state shows may be styled.
    @Test func aStyleForTextOnlyAStateShows() throws {
        let spec = try #require(
            decode(
                minimalSpec(
                    screen: """
                        styles:
                          caption: { font: footnote }
                        states:
                          - { id: failed, kind: error, title: Try again, caption: Nothing was saved }
                        """)))
        #expect(spec.screen("welcome")?.textStyles[.caption]?.font == "footnote")
    }
}
