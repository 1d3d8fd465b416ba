/// What is wrong with a condition, at the characters that are wrong: the stage that reads
/// the spec member holding the condition turns it into a diagnostic at that place.
struct ConditionProblem: Sendable, Hashable, Error {
    enum Kind: String, Sendable, Hashable {
        /// The text is not a condition (the grammar of docs/conditions.md).
        case syntax
        /// A name the spec does not have: an input, an attribute, an experiment.
        case unknownReference
        /// A comparison its sides' types do not allow, or a literal its reference cannot hold.
        case type
    }

    var kind: Kind
    var range: Range<String.Index>
    var message: String
    var help: String?
    /// The did-you-mean, as the text to write in place of `range`'s (quotes included for a string).
    var replacement: String? = nil
}
