import Testing

@testable import OnboardCompiler

@Suite struct ObsoleteKeyTests {
    static let rule = "l10n-obsolete-key"
    static let spec = helloSpec("title: Welcome", "subtitle: Glad you are here")

    /// `stitle` is nearest `title`, but `subtitle` is suggested while the file lacks it.
    @Test func suggestsAKeyTheFileDoesNotTranslateFirst() {
        let found = findings(
            of: Self.rule, spec: Self.spec,
            translations: [
                translationFile("de", "tour.hello.title: Willkommen", "tour.hello.stitle: Schön, dass du da bist"),
                translationFile("fr", "tour.hello.stitle: Ravi de vous voir"),
            ])
        #expect(found.map(\.place) == ["app.l10n/1.yaml:4:3", "app.l10n/2.yaml:3:3"])
        #expect(
            found.map(\.help) == [
                "did you mean 'tour.hello.subtitle'? rename the key if the copy moved there",
                "did you mean 'tour.hello.title'? rename the key if the copy moved there",
            ])
        #expect(found.first?.path == "translations[de].strings[tour.hello.stitle]")
    }

    @Test func withoutANearKeySaysToRemoveIt() {
        let found = findings(
            of: Self.rule, spec: Self.spec,
            translations: [translationFile("de", "paywall.annual.label: Jährlich")])
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:3"])
        #expect(found.first?.help?.hasPrefix("remove the entry") == true)
    }
}
