/// What OnboardKit does for one thing the page shows (the texts, the flow a first launch
/// shows, a button), in every scenario the page offers: the page's script looks the
/// answer up by the values of the parameters it reads, and evaluates nothing.
struct Decision: Encodable, Sendable {
    /// Value of `reads[0]` → value of `reads[1]` → … → the index of the outcome (in
    /// `ScenarioPlay.outcomes`). With no parameter read, the outcome itself.
    indirect enum Table: Encodable, Sendable {
        case outcome(Int)
        case by([String: Table])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .outcome(let index): try container.encode(index)
            case .by(let table): try container.encode(table)
            }
        }
    }

    /// The most combinations of values one decision is worked out for; beyond it the page
    /// says that it does not know (a multiple choice of 12 options is 4,096 sets).
    static let limit = 4096

    /// The parameters the outcome depends on, in the order the table is keyed by.
    var reads: [String]
    /// Nil when the parameters have more than `limit` combinations.
    var table: Table?
}

/// What happens: a sentence for the writer (`→ sleep-routine`, `ends the flow: completed,
/// sets hasOnboarded`), and, depending on the decision, the frame it lands on, the flow it
/// shows, or the texts the chosen variants show instead of the spec's (key → key).
struct Outcome: Encodable, Hashable, Sendable {
    var text: String
    var frame: String? = nil
    var flow: String? = nil
    var texts: [String: String]? = nil
}
