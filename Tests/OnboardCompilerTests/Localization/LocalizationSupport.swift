import Testing
@testable import OnboardCompiler

/// The range as a caret line under `text`: `"{x, date}"` and the range of
/// `date` give `"    ^^^^"`. Offsets count Unicode scalars; an empty range
/// is a single `|`.
func carets(_ text: String, _ range: Range<String.Index>) -> String {
    let scalars = text.unicodeScalars
    let start = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
    let length = scalars.distance(from: range.lowerBound, to: range.upperBound)
    return String(repeating: " ", count: start) + (length == 0 ? "|" : String(repeating: "^", count: length))
}

/// The parse error of `text`, or nil when it parses.
func syntaxError(_ text: String) -> MessageSyntaxError? {
    if case .failure(let error) = MessageParser.parse(text) { error } else { nil }
}

/// The message of `text`, or nil on a syntax error.
func parsed(_ text: String) -> Message? {
    try? MessageParser.parse(text).get()
}

/// The parts as plain text with placeholders written `{name}` and `#` as `#`, for comparing texts.
func plainText(_ parts: [Message.Part]) -> String {
    parts.map { part in
        switch part {
        case .text(let text): text
        case .argument(let argument): "{\(argument.name)}"
        case .count: "#"
        case .plural(let plural):
            "{\(plural.argument) plural: " + plural.cases.map { plainText($0.parts) }.joined(separator: " | ") + "}"
        }
    }.joined()
}

/// A small, seeded pseudo-random generator (SplitMix64), so that property tests
/// see the same inputs on every run and a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The suites of `Tests/OnboardCompilerTests/Localization/`, grouped so that
/// `swift test --filter Localization` runs them all.
@Suite enum LocalizationTests {}
