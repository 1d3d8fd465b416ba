import Foundation
import Testing
@testable import OnboardCompiler

/// `contentHash` covers every translation's text and state, and nothing a translator's comment
/// or YAML layout changes.
@Suite struct TranslationHashTests {
    static let yaml = specYAML(
        screens: """
                  - id: welcome
                    role: welcome
                    title: Hello
                    subtitle: Scan any menu
                    primary: Next
            """)

    static let base = """
        onboarding.welcome.title: Hallo   # a greeting
        onboarding.welcome.subtitle: Scanne jede Speisekarte
        """

    /// The bundle's hash with `strings` as the German translation (none when nil). A compile
    /// that fails is an issue, so that `!=` cannot pass on two failures.
    static func hash(
        _ strings: String?, header: String = "# German.\n",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        let translations = strings.map { [translationFile("de", header: header, strings: $0)] } ?? []
        let compiled = compile(Self.yaml, translations: translations)
        guard compiled.diagnostics.isEmpty, let hash = dig(compiled.json("bundle.json"), "contentHash") as? String
        else {
            Issue.record("no contentHash: \(compiled.diagnostics.map(\.brief))", sourceLocation: sourceLocation)
            return "(none)"
        }
        return hash
    }

    let base = Self.hash(Self.base)

    @Test func baseCompiles() {
        #expect(base.hasPrefix("sha256:") && base.count == 7 + 64)
    }

    @Test func changesWhenATranslatedTextChanges() {
        #expect(Self.hash(Self.base.replacingOccurrences(of: "Hallo", with: "Hallo!")) != base)
    }

    @Test func changesWhenAReviewFlagChanges() {
        let review = Self.base.replacingOccurrences(
            of: "subtitle: Scanne jede Speisekarte",
            with: "subtitle: { text: Scanne jede Speisekarte, review: true }")
        #expect(review != Self.base)
        #expect(Self.hash(review) != base)
    }

    @Test func changesWhenATranslationIsRemovedOrAdded() {
        #expect(Self.hash("onboarding.welcome.title: Hallo") != base)
        #expect(Self.hash(Self.base + "\nonboarding.welcome.primary: Weiter") != base)
        #expect(Self.hash(nil) != base)
    }

    @Test func staysWhenOnlyCommentsOrLayoutChange() {
        #expect(Self.hash(Self.base, header: "# Deutsch, überarbeitet.\n# Zweite Zeile.\n") == base)
        #expect(Self.hash(Self.base.replacingOccurrences(of: "# a greeting", with: "# eine Begrüßung")) == base)
        #expect(Self.hash(Self.base.replacingOccurrences(of: "   # a greeting", with: "")) == base)
        // The mapping form without `review: true` is the same translation.
        let mapping = Self.base.replacingOccurrences(
            of: "subtitle: Scanne jede Speisekarte",
            with: "subtitle: { text: \"Scanne jede Speisekarte\", review: false }")
        #expect(mapping != Self.base)
        #expect(Self.hash(mapping) == base)
    }
}
