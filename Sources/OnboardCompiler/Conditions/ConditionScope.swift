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
            case .singleChoice, .text, .name, .email, .password: .string
            }
        }
    }

    var inputs: [String: InputEntry] = [:]
    /// Each declared attribute's type: `bool`, `string`, `number` or `version`.
    var attributes: [String: ValueType] = [:]
    /// Each experiment's variant ids.
    var experiments: [String: [String]] = [:]
}
