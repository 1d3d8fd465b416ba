import Foundation

/// No copy is empty or a placeholder.
struct CopyPlaceholder: LintRule {
    static let description = RuleDescription(
        id: "copy-placeholder",
        category: .copy,
        severity: .error,
        summary: "No copy is empty, white space only, or placeholder text (TODO, TBD, Lorem ipsum…).",
        rationale: """
            Placeholder text ships more often than anyone admits: a "TODO" in a title goes to the \
            translators, into the string tables and onto users' screens. The rule reports empty \
            copy (`title:` with nothing after it is an empty title, not a missing one), and text \
            with `TODO`, `TBD`, `FIXME` or `XXX` (in capitals, as markers are written), \
            "Lorem ipsum", the word "placeholder", or `[...]`. It points at the marker when the \
            text is on one line without escapes. (`{{name}}` left over from a template is not \
            valid placeholder syntax, so the spec does not even decode: `spec-message-syntax`.)
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    announcement: "Screen {position, number} of {count, number}"
                    screens:
                      - id: welcome
                        role: welcome
                        title: "Welcome to Sprout"
                        body: "Your to-do list for plants, with reminders you choose."
                        primary: { label: "Done", action: complete }
                """),
            .fails(
                """
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
                        primary: { label: ⟦"", action: complete }
                """),
        ])

    /// Each pattern, compiled the first time a text may match it, with strings one
    /// of which every match holds: the text's bytes must hold one where the pattern
    /// heeds case, its projection for `FoldedASCII` where it ignores case (`\s`
    /// is not used, so a space matches a space only).
    private static let patterns: [(regex: LazyRegex, ignoresCase: Bool, needles: [[UInt8]?])] = [
        ("(?<![\\p{L}\\p{N}])(TODO|TBD|FIXME|X{3,})(?![\\p{L}\\p{N}])", false, ["TODO", "TBD", "FIXME", "XXX"]),
        ("lorem ipsum", true, ["lorem"]),
        ("(?<![\\p{L}\\p{N}])placeholder(?![\\p{L}\\p{N}])", true, ["placeholder"]),
        ("\\[(\\.\\.\\.|…)\\]", false, ["["]),
    ].map { pattern, ignoresCase, needles in
        (
            LazyRegex(pattern, options: ignoresCase ? [.caseInsensitive] : []), ignoresCase,
            needles.map { ignoresCase ? FoldedASCII.word($0) : Array($0.utf8) }
        )
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
            let bytes = FoldedASCII(exactly: text)
            let folded = FoldedASCII(projecting: text)
            let found = Self.patterns.compactMap { regex, ignoresCase, needles -> Range<String.Index>? in
                guard needles.contains(where: (ignoresCase ? folded : bytes).mayContain), let regex = regex.compiled
                else { return nil }
                return regex.firstMatch(in: text, range: whole).flatMap { Range($0.range, in: text) }
            }.min { $0.lowerBound < $1.lowerBound }
            guard let found else { return nil }
            return Finding(
                "\(use.place) contains placeholder text '\(text[found])'", at: use.copy.span(of: found), path: use.path,
                help: "replace it with the final copy before it ships")
        }
        return findings
    }
}
