/// A condition as written (docs/conditions.md, "Grammar"), before it is checked against
/// a spec: every part keeps the range of the text it was read from, so a problem points
/// at the exact characters.
indirect enum ConditionSyntax: Sendable, Hashable {
    case or([ConditionSyntax], Range<String.Index>)
    case and([ConditionSyntax], Range<String.Index>)
    case not(ConditionSyntax, Range<String.Index>)
    /// `left OP right`, where `OP` is one of `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case compare(ConditionOperand, ComparisonOperator, ConditionOperand, operatorRange: Range<String.Index>)
    /// `left in right`: a list, or a reference (a multiple choice).
    case membership(ConditionOperand, ConditionOperand, operatorRange: Range<String.Index>)
    /// An operand on its own: a bool reference, `true`, `false`, `has(…)`.
    case operand(ConditionOperand)

    /// The text the part was read from.
    var range: Range<String.Index> {
        switch self {
        case .or(_, let range), .and(_, let range), .not(_, let range): range
        case .compare(let left, _, let right, _), .membership(let left, let right, _):
            left.range.lowerBound..<right.range.upperBound
        case .operand(let operand): operand.range
        }
    }
}

enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// The same comparison with its two sides swapped (`1 < x` is `x > 1`).
    var swapped: ComparisonOperator {
        switch self {
        case .equal, .notEqual: self
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        }
    }

    /// Whether it orders its sides (only numbers and versions have an order).
    var isOrdering: Bool { self != .equal && self != .notEqual }
}

/// One side of a comparison, or a condition of its own.
indirect enum ConditionOperand: Sendable, Hashable {
    case reference(ConditionReferenceSyntax)
    case string(String, Range<String.Index>)
    /// The number as written, for the bundle to carry its value and the messages to quote it.
    case number(String, Range<String.Index>)
    case bool(Bool, Range<String.Index>)
    case list([ConditionOperand], Range<String.Index>)
    /// `has(reference)`.
    case has(ConditionReferenceSyntax, Range<String.Index>)
    /// `( condition )`.
    case group(ConditionSyntax, Range<String.Index>)

    var range: Range<String.Index> {
        switch self {
        case .reference(let reference): reference.range
        case .string(_, let range), .number(_, let range), .bool(_, let range), .list(_, let range),
            .has(_, let range), .group(_, let range):
            range
        }
    }
}

/// A name for something the condition reads: `answer.goal`, `platform`, `app.version`, …
struct ConditionReferenceSyntax: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case answer, attribute, experiment, platform
        case appVersion = "app.version"
        case language = "locale.language"
        case region = "locale.region"

        /// Whether the kind names one of many (`answer.ID`), and so takes an id.
        var takesID: Bool { self == .answer || self == .attribute || self == .experiment }
    }

    var kind: Kind
    /// The input's, attribute's or experiment's id.
    var id: String?
    var range: Range<String.Index>
    /// Where the id is written.
    var idRange: Range<String.Index>?
}
