import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// The Android (Material Symbols) name beside an SF Symbol: an icon's `android`, and
    /// the `androidIcon` of a button, an input option and a paywall feature.
    @Suite struct IconDecodingTests {
        /// `line:column` of a span's start.
        static func at(_ span: SourceSpan?) -> String? { span.map { "\($0.start.line):\($0.start.column)" } }

        @Test func androidNamesEverywhereAnSFSymbolGoes() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            icon: { name: book.fill, android: menu_book }
                            close: { icon: xmark, androidIcon: close, accessibilityLabel: Close }
                            inputs:
                              - { id: goal, kind: single-choice, options: [{ id: calm, label: Calm, icon: leaf, androidIcon: spa }] }
                            paywall:
                              provider: revenuecat
                              offering: default
                              features: [{ id: sync, text: Sync, icon: icloud, androidIcon: "123" }]
                            """)))
            let screen = try #require(spec.screen("welcome"))
            guard case .symbol(let symbol)? = screen.content.visual else {
                Issue.record("expected a symbol, got \(String(describing: screen.content.visual))")
                return
            }
            #expect(symbol.name == "book.fill")
            #expect(symbol.android?.name == "menu_book")
            #expect(Self.at(symbol.android?.span) == "11:43")
            let close = try #require(screen.content.button(.close))
            #expect(close.icon == "xmark")
            #expect(close.androidIcon?.name == "close")
            #expect(Self.at(close.androidIcon?.span) == "12:44")
            let option = try #require(screen.inputs.first?.options.first)
            #expect(option.androidIcon?.name == "spa")
            #expect(Self.at(option.androidIcon?.span) == "14:106")
            let feature = try #require(screen.paywall?.features.first)
            #expect(feature.androidIcon?.name == "123")
            #expect(Self.at(feature.androidIcon?.span) == "18:73")
        }

        @Test func noAndroidNameWhenNoneIsWritten() throws {
            let spec = try #require(
                decode(minimalSpec(screen: "icon: book.fill\nclose: { icon: xmark, accessibilityLabel: Close }")))
            let screen = try #require(spec.screen("welcome"))
            guard case .symbol(let symbol)? = screen.content.visual else {
                Issue.record("expected a symbol")
                return
            }
            #expect(symbol.android == nil)
            #expect(screen.content.button(.close)?.androidIcon == nil)
        }

        @Test(arguments: [
            ("MenuBook", "did you mean 'menu_book'?"),
            ("menu-book", "did you mean 'menu_book'?"),
            ("book.fill", "did you mean 'book_fill'?"),
            ("menu__book", "did you mean 'menu_book'?"),
            ("_menu", "did you mean 'menu'?"),
            (
                "«book»",
                "write the name Google Fonts' Material Symbols gives the icon: lower-case letters and digits joined by `_` (for example menu_book)"
            ),
        ])
        func malformedAndroidName(name: String, help: String) throws {
            let found = diagnose(minimalSpec(screen: "icon: { name: book.fill, android: \"\(name)\" }"))
            #expect(found.map(\.located) == ["spec-invalid-android-icon 11:43"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.message == "`\(name)` is not a Material Symbols name")
            let expected =
                help.hasPrefix("did you mean")
                ? "Material Symbols names are lower-case letters and digits joined by `_`: " + help : help
            #expect(diagnostic.help == expected)
        }

        @Test func malformedAndroidIconOfAButtonOptionAndFeature() {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        close: { icon: xmark, androidIcon: Close-Icon, accessibilityLabel: Close }
                        inputs:
                          - { id: goal, kind: single-choice, options: [{ id: calm, label: Calm, icon: leaf, androidIcon: Spa }] }
                        paywall:
                          provider: revenuecat
                          offering: default
                          features: [{ id: sync, text: Sync, icon: icloud, androidIcon: cloud.fill }]
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-invalid-android-icon 11:44", "spec-invalid-android-icon 13:106",
                    "spec-invalid-android-icon 17:73",
                ])
            #expect(
                found.first?.help
                    == "Material Symbols names are lower-case letters and digits joined by `_`: did you mean 'close_icon'?"
            )
        }

        @Test func androidIconWithoutIconHasNoEffect() throws {
            let found = diagnose(minimalSpec(screen: "close: { androidIcon: close, label: Close }"))
            #expect(found.map(\.located) == ["spec-unused-key 11:18"])
            let diagnostic = try #require(found.first)
            #expect(
                diagnostic.message
                    == "`androidIcon` has no effect: it is the Android name of the `icon`, and there is none")
            #expect(diagnostic.help == "add the SF Symbol as `icon`, or remove `androidIcon`")
        }
    }
}
