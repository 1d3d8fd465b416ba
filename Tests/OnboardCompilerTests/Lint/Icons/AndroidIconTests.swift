import Testing

@testable import OnboardCompiler

/// `icon-unknown-material-symbol` and `icon-missing-android`: where they point, what they
/// suggest, and which apps they check.
@Suite struct AndroidIconTests {
    static let everywhere = """
        icon: { name: book.fill, android: menu_boook }
        primary: { label: Go, icon: arrow.right, androidIcon: arrow_forwrd }
        inputs:
          - id: goal
            kind: single-choice
            label: Your goal
            options: [{ id: relax, label: Relax, icon: leaf, androidIcon: spaa }]
        paywall:
          provider: revenuecat
          offering: default
          features: [{ id: sync, text: Sync every device, icon: icloud, androidIcon: clod }]
          plans: [{ id: annual }]
        """

    @Test func unknownNamesArePointedAtWithDidYouMean() {
        let found = lintDiagnostics(minimalSpec(screen: Self.everywhere), config: .only("icon-unknown-material-symbol"))
        #expect(
            found.map(\.located) == [
                "icon-unknown-material-symbol 11:43", "icon-unknown-material-symbol 12:63",
                "icon-unknown-material-symbol 17:75", "icon-unknown-material-symbol 21:86",
            ])
        #expect(
            found.map(\.path) == [
                "flows[onboarding].screens[welcome].icon.android",
                "flows[onboarding].screens[welcome].primary.androidIcon",
                "flows[onboarding].screens[welcome].inputs[goal].options[relax].androidIcon",
                "flows[onboarding].screens[welcome].paywall.features[sync].androidIcon",
            ])
        #expect(
            found.map(\.help) == [
                "did you mean 'menu_book'?", "did you mean 'arrow_forward'?", "did you mean 'spa'?",
                "did you mean 'cloud'?",
            ])
        #expect(found.first?.message == "unknown Material Symbols name `menu_boook` (the Android icon of `book.fill`)")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func everySymbolWithoutAnAndroidNameInAnAppForAndroid() {
        // No `platforms`: the app is for iOS and Android.
        let found = lintDiagnostics(
            minimalSpec(
                screen: """
                    icon: book.fill
                    close: { icon: xmark, accessibilityLabel: Close }
                    primary: { label: Go, icon: arrow.right, androidIcon: arrow_forward }
                    """), config: .only("icon-missing-android"))
        #expect(found.map(\.located) == ["icon-missing-android 11:15", "icon-missing-android 12:24"])
        #expect(
            found.map(\.path) == [
                "flows[onboarding].screens[welcome].icon", "flows[onboarding].screens[welcome].close.icon",
            ])
        #expect(found.first?.message == "the SF Symbol `book.fill` has no Android name, so Android shows no icon here")
        #expect(
            found.first?.help
                == "give the icon its Material Symbols name: `icon: { name: book.fill, android: … }` (for example menu_book)"
        )
        #expect(
            found.last?.help
                == "add `androidIcon:` beside `icon:` with a Material Symbols name (for example `androidIcon: close`)")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func anAppOnlyForIOSIsNotChecked() {
        let spec = minimalSpec(screen: "icon: book.fill").replacing(
            "app: { id: demo, name: Demo }",
            with: "app: { id: demo, name: Demo, platforms: [ios] }")
        #expect(lintDiagnostics(spec, config: .only("icon-missing-android")).isEmpty)
    }
}
