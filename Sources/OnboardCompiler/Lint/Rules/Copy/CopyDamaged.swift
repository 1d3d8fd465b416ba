/// No copy looks damaged: mojibake, lost characters, markup or escapes written as text, stray spaces, unpaired brackets.
struct CopyDamaged: LintRule {
    static let description = RuleDescription(
        id: "copy-damaged",
        category: .copy,
        severity: .error,
        summary:
            "No copy has mojibake, a lost character (the replacement character U+FFFD), HTML entities or escapes written as text, stray spaces or unpaired brackets.",
        rationale: """
            Copy pasted from documents, spreadsheets and web pages picks up damage that is easy \
            to miss in review and obvious on a phone. PageInstead's plan has "take back your \
            time â€” one book at a time": an em dash (—) whose UTF-8 bytes were read as \
            Windows-1252. The rule reports such mojibake ("â€”", "â€™", "Ã©", "Â "…) with its \
            repair, the replacement character �, HTML entities (`&amp;`, `&nbsp;`, `&#39;`), \
            escapes written as text (`\\n`, `\\u2019`: outside double quotes YAML keeps them as \
            typed), white space at the start or end (a `|` block keeps a final line break: use \
            `|-`), two spaces in a row, and brackets `( ) [ ] { }` or quotes `“ ” « » "` that \
            do not pair up. Each kind is reported once per text, at its first occurrence.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        title: "Take back your time — one book at a time"
                        body: "Select your top distractions (social media, news apps, etc.) & we’ll do the rest."
                        caption: |-
                          Café “favourites”
                          stay on your device.
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
                        title: "Take back your time ⟦â€” one book at a time"
                        subtitle: "Privacy ⟦&amp; terms"
                        body: 'Tap ⟦\\n to start⟦  now ⟦(really'
                        caption: ⟦|
                          Your data stays on your device.
                        primary: { label: "⟦ Done", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            let damages = CopyDamage.find(in: use.copy.text)
            return CopyDamage.Kind.allCases.compactMap { kind -> (CopyDamage, Finding)? in
                let all = damages.filter { $0.kind == kind }
                guard let first = all.first else { return nil }
                return (first, finding(kind, all, use))
            }.sorted { $0.0.range.lowerBound < $1.0.range.lowerBound }.map(\.1)
        }
        return findings
    }

    private func finding(_ kind: CopyDamage.Kind, _ all: [CopyDamage], _ use: CopyUse) -> Finding {
        let text = use.copy.text
        let first = all[0]
        let found = String(text[first.range])
        let more = all.count > 1 ? " (and \(all.count - 1) more)" : ""
        let repairs = all.compactMap { damage in damage.repair.map { (String(text[damage.range]), $0) } }
        var seen = Set<String>()
        let list = repairs.filter { seen.insert($0.0).inserted }
            .map { "'\(Self.visible($0.0))' with \($0.1.isEmpty ? "nothing" : "'\(Self.visible($0.1))'")" }
            .joined(separator: ", ")
        let message: String
        let help: String
        switch kind {
        case .mojibake:
            message = "\(use.place) has damaged characters '\(found)'\(more): UTF-8 text read as Windows-1252"
            help = "replace \(list)"
        case .replacementCharacter:
            message = "\(use.place) has '\u{FFFD}'\(more), the mark of a character lost in a conversion"
            help = "retype the character that belongs there"
        case .htmlEntity:
            message = "\(use.place) has the HTML entity '\(found)'\(more) written as text"
            help =
                list.isEmpty ? "write the character itself: copy is plain text" : "replace \(list): copy is plain text"
        case .escapeSequence:
            message = "\(use.place) has '\(found)'\(more) written as text"
            help =
                (list.isEmpty ? "" : "replace \(list); ")
                + "outside double quotes YAML keeps `\\` as typed: write the character itself, or use double quotes (for a line break, a `|-` block)"
        case .leadingSpace:
            message = "\(use.place) starts with white space"
            help = "remove it: spacing is the app's job, and translators copy it"
        case .trailingSpace:
            let isNewline = text.last?.isNewline ?? false
            message = "\(use.place) ends with \(isNewline ? "a line break" : "white space")"
            help =
                isNewline ? "remove it; a `|` or `>` block keeps the last line break: write `|-` or `>-`" : "remove it"
        case .doubleSpace:
            message = "\(use.place) has \(text[first.range].count) spaces in a row\(more)"
            help = "use one space"
        case .unbalanced:
            message = "\(use.place) has an unpaired '\(found)'\(more)"
            help =
                "add the missing \(["(", "[", "{", "“", "«"].contains(found) ? "closing" : "opening") mark, or remove this one"
        }
        return Finding(message, at: use.copy.span(of: first.range), path: use.path, help: help)
    }

    /// Invisible characters named, for messages.
    private static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: "<non-breaking space>")
            .replacingOccurrences(of: "\n", with: "<line break>").replacingOccurrences(of: "\t", with: "<tab>")
    }
}
