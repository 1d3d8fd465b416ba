import BundleFormat

/// One word of a closed vocabulary (`role: welcome`, `curve: spring`) and what it means:
/// what hover and completion show for it, and the JSON Schemas' enum descriptions.
public struct Choice: Sendable, Hashable {
    public let value: String
    /// What it means, in docs/spec-format.md's words (Markdown).
    public let meaning: String
}

/// A closed vocabulary of the spec language whose words each say what they mean. The
/// meanings are written beside the key table that uses the vocabulary (`ScreenKeys.swift`
/// has the roles'); where docs/spec-format.md has a table of the values, a test holds its
/// meaning column to them.
protocol Vocabulary: RawRepresentable where RawValue == String {
    var meaning: String { get }
}

extension Choice {
    init<V: Vocabulary>(_ word: V) {
        self.init(value: word.rawValue, meaning: word.meaning)
    }
}

extension ValueKind {
    /// The words of a closed vocabulary, as the decoder's `enumValue` takes them.
    static func choice<V: Vocabulary & CaseIterable>(_ type: V.Type) -> ValueKind {
        .choice(words(V.allCases))
    }

    /// The words of an open vocabulary of the bundle format this version of onboardc knows,
    /// as the decoder's `knownValue` takes them.
    static func choice<V: Vocabulary & OpenVocabulary>(_ type: V.Type) -> ValueKind {
        .choice(words(V.knownValues))
    }

    private static func words<V: Vocabulary>(_ values: some Sequence<V>) -> [Choice] {
        var words: [Choice] = []
        for value in values { words.append(Choice(value)) }
        return words
    }

    /// The words a value of this kind is chosen from; none when it is not chosen from a closed list.
    var choices: [Choice] {
        switch self {
        case .choice(let words): words
        case .either(let short, let long): short.choices + long.choices
        case .list(let item, _): item.choices
        default: []
        }
    }
}
