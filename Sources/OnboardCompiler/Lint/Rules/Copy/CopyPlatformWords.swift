/// Copy that reaches a platform names only what that platform has.
struct CopyPlatformWords: LintRule {
    static let description = RuleDescription(
        id: "copy-platform-words",
        category: .copy,
        severity: .warning,
        summary:
            "Copy of an app on iOS and Android names no feature, store or Settings path of a platform that does not show it.",
        rationale: """
            The string tables of every platform in `app.platforms` get the same copy, unless \
            the copy gives a platform its own variant (`ios:`, `android:`). "Screen Time", \
            "Face ID" or "the App Store" mean nothing on an Android phone, and "Google Play" or \
            "Digital Wellbeing" nothing on an iPhone; a path such as "Settings > Screen Time > \
            Family Controls" exists on one platform only. Each text is checked against the \
            platforms that show it: a variant against its own platform, `text` against those \
            without a variant. The finding points at the words; give the other platform a \
            variant, name the thing in words both platforms share ("your phone's settings"), or \
            keep the app to the platform the copy is written for. For Face ID and Touch ID the help \
            names what Android calls them: "face unlock" and "fingerprint", or "biometrics" for both \
            platforms.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: unlock
                        role: information
                        title: Unlock with Face ID
                        primary: { label: Next, action: complete }
                """),
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: unlock
                        role: information
                        title: { text: Unlock with Face ID, android: Unlock with your fingerprint }
                        body: { text: "Turn it on in Settings > Face ID & Passcode", android: "Turn it on in Settings > Security" }
                        primary: { label: Next, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: unlock
                        role: information
                        title: Unlock with ⟦Face ID
                        body: "Turn it on in ⟦Settings > Privacy"
                        caption: Rate us on ⟦Google Play
                        subtitle: { text: Quick and private, android: "No ⟦Touch ID needed" }
                        primary: { label: Next, action: complete }
                """),
        ])

    /// Words for what one platform has, with that platform.
    static let words: [(phrase: String, platform: App.Platform)] = [
        ("Screen Time", .ios), ("Face ID", .ios), ("Touch ID", .ios), ("App Store", .ios), ("Apple ID", .ios),
        ("iCloud", .ios), ("AirDrop", .ios), ("Siri", .ios), ("Control Center", .ios), ("Family Controls", .ios),
        ("SF Symbol", .ios), ("iPhone", .ios), ("iPad", .ios),
        ("Google Play", .android), ("Play Store", .android), ("Android", .android), ("Digital Wellbeing", .android),
        ("Quick Settings", .android), ("Google Assistant", .android), ("Material You", .android),
    ]

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard Set(spec.app.platforms).count > 1 else { return [] }
        let findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            let text = use.copy.text
            // The platforms that show this text: a variant's own, or those without a variant.
            let platforms = Set(use.copy.reaches(spec.app.platforms))
            // A Settings path ("Settings > Privacy") differs between the platforms; its words are not looked at again.
            if let path = Self.settingsPath(in: text) {
                guard platforms.count > 1 else { return [] }
                return [
                    Finding(
                        "\(use.place) gives the Settings path '\(text[path])', which is not the same on iOS and Android; this text reaches both",
                        at: use.copy.span(of: path), path: use.path,
                        help:
                            "give each platform its own path in a variant (`android:`, `ios:`), say what to turn on without the path (\"allow access in your phone's settings\"), or let a button open the settings"
                    )
                ]
            }
            // Most texts hold none of the words: rule them all out in one pass over the text.
            let candidates = FoldedASCII(canonical: text).mayContain(each: Self.foldedWords)
            return zip(Self.words, candidates).compactMap { word, candidate -> Finding? in
                let (phrase, platform) = word
                guard candidate, let range = Self.word(phrase, in: text) else { return nil }
                let others = platforms.subtracting([platform]).map(\.name).sorted().joined(separator: " and ")
                guard !others.isEmpty else { return nil }
                let instead = Self.otherPlatformWords[phrase].map { " (\($0))" } ?? ""
                return Finding(
                    "\(use.place) names \(phrase), which only \(platform.name) has; this text also reaches \(others)",
                    at: use.copy.span(of: range), path: use.path,
                    help:
                        "name it in words every platform shares, give the other platforms a variant (`\(platform == .ios ? "android" : "ios"):`)\(instead), or keep `app.platforms` to \(platform.name)"
                )
            }
        }
        return findings
    }

    /// What the other platform calls a thing one platform names, for the help.
    static let otherPlatformWords: [String: String] = [
        "Face ID": "Android says \"face unlock\"; \"biometrics\" or \"your face or fingerprint\" reads on both",
        "Touch ID": "Android says \"fingerprint\"; \"biometrics\" reads on both",
    ]

    /// `words` as `FoldedASCII.mayContain(each:)` takes them.
    private static let foldedWords = words.map { FoldedASCII.word($0.phrase) }

    /// `phrase` as whole words in `text` (not inside a longer word).
    static func word(_ phrase: String, in text: String) -> Range<String.Index>? {
        // Most texts hold none of the words: rule that out on the bytes of the text
        // before Foundation's search, which compares canonically and took a tenth of a
        // build; search ASCII text on its bytes.
        guard FoldedASCII(canonical: text).mayContain(FoldedASCII.word(phrase)) else { return nil }
        if text.utf8.allSatisfy({ $0 < 0x80 }) && phrase.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiWord(Array(phrase.utf8), in: text)
        }
        return foundationWord(phrase, in: text)
    }

    /// `word(_:in:)` through Foundation's search (canonical comparison): any text.
    static func foundationWord(_ phrase: String, in text: String) -> Range<String.Index>? {
        var from = text.startIndex
        while let range = text.range(of: phrase, range: from..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return range }
            from = range.upperBound
        }
        return nil
    }

    /// `word(_:in:)` of an ASCII phrase in ASCII text, on the bytes: between ASCII
    /// strings, Foundation's canonical comparison is byte equality, every character is
    /// one byte but CR LF (whose bytes are not letters either), and the letters are
    /// A–Z and a–z.
    private static func asciiWord(_ phrase: [UInt8], in text: String) -> Range<String.Index>? {
        let bytes = Array(text.utf8)
        func isLetter(_ at: Int) -> Bool { bytes.indices.contains(at) && (0x61...0x7A).contains(bytes[at] | 0x20) }
        var from = 0
        while from + phrase.count <= bytes.count {
            guard
                let at = (from...(bytes.count - phrase.count)).first(where: { start in
                    bytes[start..<(start + phrase.count)].elementsEqual(phrase)
                })
            else { return nil }
            let end = at + phrase.count
            if !isLetter(at - 1) && !isLetter(end) {
                let utf8 = text.utf8
                return utf8.index(utf8.startIndex, offsetBy: at)..<utf8.index(utf8.startIndex, offsetBy: end)
            }
            from = end
        }
        return nil
    }

    /// "Settings > A > B": `Settings` followed by at least one `>` step, up to the end of the path.
    static func settingsPath(in text: String) -> Range<String.Index>? {
        guard let start = word("Settings", in: text) else { return nil }
        // A step needs an arrow after the word: without one, the expression (which is
        // compiled the first time it runs) cannot match.
        guard text.unicodeScalars[start.upperBound...].contains(where: { $0 == ">" || $0 == "›" || $0 == "→" })
        else { return nil }
        var end = start.upperBound
        var steps = 0
        var rest = text[end...]
        // Each step is a capitalised name ("Screen Time", "Family Controls"), as a menu item is.
        while let arrow = rest.firstMatch(of: /^\s*(>|›|→)\s*\p{Lu}[\p{L}\p{N}'-]*(\s+\p{Lu}[\p{L}\p{N}'-]*)*/) {
            steps += 1
            end = arrow.range.upperBound
            rest = text[end...]
        }
        return steps == 0 ? nil : start.lowerBound..<end
    }
}
