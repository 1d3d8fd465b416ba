import Foundation

/// No copy is empty or a placeholder.
struct PlaceholderText: LintRule {
    static let description = RuleDescription(
        id: "copy-placeholder",
        category: .copy,
        severity: .error,
        summary: "No copy is empty, white space only, or placeholder text (TODO, TBD, Lorem ipsum, {{ }}…).",
        rationale: """
            Placeholder text ships more often than anyone admits: a "TODO" in a title goes to the \
            translators, into the string tables and onto users' screens. The rule reports empty \
            copy (`title:` with nothing after it is an empty title, not a missing one), and text \
            with `TODO`, `TBD`, `FIXME` or `XXX` (in capitals, as markers are written), \
            "Lorem ipsum", the word "placeholder", `[...]`, or `{{`/`}}` left over from a \
            template. It points at the marker when the text is on one line without escapes.
            """,
        examples: [
            .passes("""
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    announcement: "Screen {position} of {count}"
                    screens:
                      - id: welcome
                        role: welcome
                        title: "Welcome to Sprout"
                        body: "Your to-do list for plants, with reminders you choose."
                        primary: { label: "Done", action: complete }
                """),
            .fails("""
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        title: "Welcome ⟦TODO"
                        subtitle: ⟦"  "
                        body: "⟦Lorem ipsum dolor sit amet."
                        caption: "Hello, ⟦{{name}}"
                        primary: { label: ⟦"", action: complete }
                """),
        ])

    /// Each pattern with words one of which every match holds (for `FoldedASCII`: in
    /// ASCII copy without any of them the pattern is not run).
    private static let patterns: [(NSRegularExpression, [[UInt8]?])] = [
        ("(?<![\\p{L}\\p{N}])(TODO|TBD|FIXME|X{3,})(?![\\p{L}\\p{N}])", [], ["todo", "tbd", "fixme", "xxx"]),
        ("lorem ipsum", [.caseInsensitive], ["lorem"]),
        ("(?<![\\p{L}\\p{N}])placeholder(?![\\p{L}\\p{N}])", [.caseInsensitive], ["placeholder"]),
        ("\\[(\\.\\.\\.|…)\\]", [], ["["]),
        ("\\{\\{|\\}\\}", [], ["{{", "}}"]),
    ].compactMap { pattern, options, needles in
        (try? NSRegularExpression(pattern: pattern, options: options)).map { ($0, needles.map(FoldedASCII.word)) }
    }

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).compactMap { use -> Finding? in
            let text = use.copy.text
            if text.allSatisfy(\.isWhitespace) {
                return Finding(
                    "\(use.place) is \(text.isEmpty ? "empty" : "only white space")", at: use.copy.span, path: use.path,
                    help: "write the text, or remove the key if the \(use.slot.rawValue) is not wanted")
            }
            let whole = NSRange(text.startIndex..., in: text)
            let folded = FoldedASCII(text)
            let found = Self.patterns.compactMap { regex, needles -> Range<String.Index>? in
                guard needles.contains(where: folded.mayContain) else { return nil }
                return regex.firstMatch(in: text, range: whole).flatMap { Range($0.range, in: text) }
            }.min { $0.lowerBound < $1.lowerBound }
            guard let found else { return nil }
            return Finding(
                "\(use.place) contains placeholder text '\(text[found])'", at: use.copy.span(of: found), path: use.path,
                help: "replace it with the final copy before it ships")
        }
        return CopyFindings.merged(findings)
    }
}
