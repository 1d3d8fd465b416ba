import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Theme colours: hex literals, light/dark pairs with opacity, and names used elsewhere.
    @Suite struct ThemeDecodingTests {
        @Test func colourWithOpacity() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: "color: brand",
                        top: """
                            theme:
                              colors:
                                brand: { light: "#0A5042", dark: "#ffffff", system: Color.green, opacity: 0.5 }
                                ink: "#00000080"
                              roles: { text: ink, accent: "#34C759" }
                            """)))
            let brand = try #require(spec.theme.colors["brand"])
            #expect(brand.light == RGBA(red: 10 / 255, green: 80 / 255, blue: 66 / 255, alpha: 0.5))
            #expect(brand.light.hex == "#0A504280")
            #expect(brand.dark?.hex == "#FFFFFF80")
            #expect(brand.system == "Color.green")
            #expect(spec.theme.colors["ink"]?.light.alpha == 128.0 / 255)
            #expect(spec.theme.roles["text"]?.name == "ink")
            #expect(spec.theme.roles["accent"]?.name == nil)
            #expect(spec.theme.roles["accent"]?.value.light.hex == "#34C759")
            let color = try #require(spec.screen("welcome")?.color)
            #expect(color.name == "brand")
            #expect(color.value == brand)
            #expect(spec.theme.definitions.keys.sorted() == ["brand", "ink"])
            let brandKey = try #require(spec.theme.definitions["brand"])
            #expect((brandKey.start.line, brandKey.start.column, brandKey.end.column) == (14, 5, 10))
        }

        @Test func invalidColours() throws {
            let found = diagnose(
                minimalSpec(
                    top: """
                        theme: { colors: { brand: "#12345G", Bad_Name: "#000000", plus: "#+12345", short: "#FFF" } }
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-invalid-color 11:27", "spec-invalid-id 11:38",
                    "spec-invalid-color 11:65", "spec-invalid-color 11:83",
                ])
            #expect(found[0].message == "`#12345G` is not a colour")
            #expect(found[0].help?.contains("#RRGGBB or #RRGGBBAA") == true)
            #expect(found[1].message == "`Bad_Name` is not a valid id")
            #expect(found[2].message == "`#+12345` is not a colour")
        }

        /// An unquoted `#` starts a YAML comment, leaving the value empty.
        @Test func unquotedHexColourIsAComment() throws {
            let found = diagnose(minimalSpec(screen: "color: #0A5042"))
            #expect(found.map(\.located) == ["spec-invalid-color 11:15"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "expected a colour, found nothing")
            #expect(diagnostic.help?.contains("quote hex colours") == true)
        }

        @Test func colourNeedsALightValue() {
            let found = diagnose(minimalSpec(top: "theme: { colors: { brand: { dark: \"#FFFFFF\" } } }"))
            #expect(found.map(\.located) == ["spec-missing-key 11:27"])
            #expect(found.first?.message == "a colour needs a `light` key")
        }
    }
}
