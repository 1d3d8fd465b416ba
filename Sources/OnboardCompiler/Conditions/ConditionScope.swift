import BundleFormat

/// What a condition may read where it is written: the inputs of its flow, the attributes
/// the spec declares, the experiments it runs (docs/conditions.md, "What each reference is").
struct ConditionScope: Sendable, Hashable {
    /// The type a reference has, which decides how it compares (the bundle's).
    typealias ValueType = ConditionReference.ValueType

    struct InputEntry: Sendable, Hashable {
        var kind: InputKind
        /// A choice's option ids.
        var options: [String] = []

        var type: ValueType {
            switch kind {
            case .checkbox: .bool
            case .multipleChoice: .set
            case .number: .number
            case .date: .date
            case .singleChoice, .text, .name, .email, .password, .phone, .oneTimeCode: .string
            }
        }
    }

    var inputs: [String: InputEntry] = [:]
    /// Each declared attribute's type: `bool`, `string`, `number` or `version`.
    var attributes: [String: ValueType] = [:]
    /// Each experiment's variant ids.
    var experiments: [String: [String]] = [:]
    /// What cannot be read where the condition is written, with why: an audience is decided
    /// before its flow starts, so it reads no answer.
    var unreadable: [ConditionReferenceSyntax.Kind: String] = [:]

    /// The scope of an audience, decided before any flow starts: the attributes, and the
    /// experiments when `experiments` is given (a flow's audience; an experiment's reads none).
    static func audience(
        attributes: [String: ValueType], experiments: [String: [String]]?, of owner: String
    ) -> ConditionScope {
        var scope = ConditionScope(attributes: attributes, experiments: experiments ?? [:])
        scope.unreadable[.answer] = "\(owner) is decided before the flow starts: it cannot read an answer"
        if experiments == nil {
            scope.unreadable[.experiment] =
                "\(owner) decides who is in the experiment: it cannot read an experiment's variant"
        }
        return scope
    }
}
