import BundleFormat

/// What a condition reads, taken from its tree without evaluating it: the preview offers
/// the writer these references and the values they are compared with, and OnboardKit
/// decides what they lead to.
extension Condition {
    /// Every reference, with the literals it is compared with, in the order written.
    var comparisons: [(ref: ConditionReference, values: [ConditionValue])] {
        switch self {
        case .all(let of), .any(let of): of.flatMap(\.comparisons)
        case .not(let of): of.comparisons
        case .eq(let ref, let value), .ne(let ref, let value), .lt(let ref, let value), .le(let ref, let value),
            .gt(let ref, let value), .ge(let ref, let value), .contains(let ref, let value):
            [(ref, [value])]
        case .in(let ref, let values): [(ref, values)]
        case .has(let ref): [(ref, [])]
        }
    }
}

extension ConditionReference {
    /// The scenario parameter that sets what the reference reads, in `flow` (answers are the flow's own).
    func parameter(in flow: String) -> String {
        switch kind {
        case .answer: ScenarioParameter.answer(flow: flow, input: id ?? "")
        case .attribute: "attribute.\(id ?? "")"
        case .experiment: "experiment.\(id ?? "")"
        case .platform: ScenarioParameter.platform
        case .appVersion: ScenarioParameter.appVersion
        case .language, .region: ScenarioParameter.locale
        }
    }
}
