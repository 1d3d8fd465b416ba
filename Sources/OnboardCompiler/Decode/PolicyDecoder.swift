/// `policy`, at the app, in a flow, or in the project configuration.
struct PolicyDecoder: NodeDecoding {
    let input: DecodeInput

    /// A policy: every key given here overrides `base` (the app's policy for a flow).
    func policy(_ node: Node, base: Policy) -> Policy? {
        guard let map = MappingReader(node, .policy, decoder: self) else { return nil }
        defer { map.finish() }
        var p = base
        if let n = map["maxScreens"] { p.maxScreens = integer(n, in: 1...1000) }
        if let n = map["permissionPrompts"], let v = enumValue(n, Policy.Permission.self) { p.permissionPrompts = v }
        if let n = map["accountCreation"], let v = enumValue(n, Policy.Permission.self) { p.accountCreation = v }
        if let n = map["alwaysSkippable"], let v = boolean(n) { p.alwaysSkippable = v }
        if let n = map["skipConfirmation"], let v = boolean(n) { p.skipConfirmation = v }
        if let n = map["announceScreenPosition"], let v = boolean(n) { p.announceScreenPosition = v }
        if let n = map["headlineWords"] { p.headlineWords = wordRange(n) }
        if let n = map["bodyWords"] { p.bodyWords = wordRange(n) }
        if let n = map["tone"] { tone(n, into: &p) }
        if let n = map["timing"] { timing(n, into: &p) }
        return p
    }

    /// `[min, max]`: a range of word counts.
    private func wordRange(_ node: Node) -> ClosedRange<Int>? {
        guard case .sequence(let items) = node.content, items.count == 2 else {
            typeMismatch(node, expected: "a [min, max] pair of word counts")
            return nil
        }
        guard let low = integer(items[0], in: 0...1000), let high = integer(items[1], in: 0...1000) else { return nil }
        guard low <= high else {
            sink.emit(.outOfRange("[\(low), \(high)]", range: "min ≤ max", at: span(node)))
            return nil
        }
        return low...high
    }

    private func tone(_ node: Node, into p: inout Policy) {
        guard let map = MappingReader(node, .tone, decoder: self)
        else { return }
        defer { map.finish() }
        if let n = map["voice"] { p.voice = string(n) }
        if let n = map["contractions"], let v = enumValue(n, Policy.Contractions.self) { p.contractions = v }
        if let n = map["avoid"] { p.avoid = list(n, "avoid", substitution) }
    }

    /// A word to avoid: the word, or `{ word, use }` with its replacement.
    private func substitution(_ node: Node) -> Policy.Substitution? {
        if node.scalar != nil { return string(node).map { Policy.Substitution(word: $0, use: nil) } }
        guard let map = MappingReader(node, .avoidWord, decoder: self) else { return nil }
        defer { map.finish() }
        guard let word = map.required("word").flatMap(string) else { return nil }
        return Policy.Substitution(word: word, use: map["use"].flatMap(string))
    }

    private func timing(_ node: Node, into p: inout Policy) {
        guard let map = MappingReader(node, .timing, decoder: self) else { return }
        defer { map.finish() }
        if let n = map["maxTransition"] { p.maxTransition = duration(n) }
        if let n = map["maxPrimaryActionDelay"] { p.maxPrimaryActionDelay = duration(n) }
        if let n = map["maxCompletionDelay"] { p.maxCompletionDelay = duration(n) }
    }
}
