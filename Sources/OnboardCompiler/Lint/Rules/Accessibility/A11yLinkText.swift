import BundleFormat

/// A link's text says where it leads, on its own.
struct A11yLinkText: LintRule {
    static let description = RuleDescription(
        id: "a11y-link-text",
        category: .accessibility,
        severity: .warning,
        summary: "A link's text says nothing on its own (\"here\", \"click here\", \"this link\").",
        rationale: """
            VoiceOver and TalkBack let a user jump from link to link and list a screen's links: each \
            is read alone, without the sentence around it. "Here" twice says nothing; "Terms of \
            Service" and "Privacy Policy" say where each leads. "Click" is wrong on a phone too. \
            The rule reads the link texts of English copy (`sourceLocale` `en`…).
            """,
        languages: ["en"],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                links: { terms: "https://example.com/terms" }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: welcome, title: Hi, body: "Read our [Terms of Service](terms)." }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                links: { terms: "https://example.com/terms" }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: welcome, title: Hi, body: "Our terms are [⟦here](terms)." }
                """),
        ])

    /// Link texts that say nothing without their sentence, lower-cased, without punctuation.
    static let vague: Set<String> = [
        "here", "click here", "tap here", "click", "tap", "this", "this link", "link", "more", "read more",
        "this page", "go",
    ]

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            let text = use.copy.text
            guard case .success(let links) = LinkMarkup.parse(text) else { return [] }
            return links.compactMap { link -> Finding? in
                let words = text[link.text].lowercased().filter { $0.isLetter || $0 == " " }
                    .split(separator: " ").joined(separator: " ")
                guard Self.vague.contains(words) else { return nil }
                return Finding(
                    "the link \"\(text[link.text])\" in \(use.place) says nothing when a screen reader reads it alone",
                    at: use.copy.span(of: link.text), path: use.path,
                    help: "link the words that name the page: \"Read our [Terms of Service](\(link.target))\"")
            }
        }
        return findings
    }
}
