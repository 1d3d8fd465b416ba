import BundleFormat

/// Checks a condition's syntax tree against a scope and lowers it to the tree the bundle
/// carries (docs/conditions.md, "What you can ask" and "In the bundle"): every reference
/// names something the scope has, every literal is of its reference's type, and every
/// comparison is between one reference and one literal. Reports every problem it finds.
struct ConditionChecker {
    typealias ValueType = ConditionReference.ValueType

    let scope: ConditionScope
    private(set) var problems: [ConditionProblem] = []

    /// `text`, read and checked against `scope`: its bundle tree, or its problems (the
    /// first syntax problem, or every reference and type problem).
    static func check(_ text: String, in scope: ConditionScope) -> Result<Condition, ConditionErrors> {
        let syntax: ConditionSyntax
        do {
            syntax = try ConditionParser.parse(text)
        } catch {
            return .failure(ConditionErrors(problems: [error]))
        }
        var checker = ConditionChecker(scope: scope)
        let condition = checker.lower(syntax)
        return checker.problems.isEmpty ? .success(condition) : .failure(ConditionErrors(problems: checker.problems))
    }

    // MARK: Conditions

    private mutating func lower(_ syntax: ConditionSyntax) -> Condition {
        switch syntax {
        case .or(let parts, _): .any(of: parts.map { lower($0) })
        case .and(let parts, _): .all(of: parts.map { lower($0) })
        case .not(let negated, _): .not(of: lower(negated))
        case .compare(let left, let comparison, let right, let operatorRange):
            compare(left, comparison, right, operatorRange: operatorRange)
        case .membership(let left, let right, let operatorRange):
            membership(left, right, operatorRange: operatorRange)
        case .operand(let operand): alone(operand)
        }
    }

    /// An operand that is a condition of its own.
    private mutating func alone(_ operand: ConditionOperand) -> Condition {
        switch operand {
        case .bool(let value, _): return value ? .alwaysTrue : .alwaysFalse
        case .group(let inner, _): return lower(inner)
        case .has(let reference, _):
            guard let ref = resolve(reference) else { return .alwaysFalse }
            return .has(ref: ref)
        case .reference(let reference):
            guard let ref = resolve(reference) else { return .alwaysFalse }
            guard ref.type == .bool else {
                return fail(
                    .type, reference.range,
                    "\(describe(reference)) is \(article(ref.type)), not a condition on its own",
                    help: "compare it with a value, such as `\(text(reference)) == …`, or ask `has(\(text(reference)))`"
                )
            }
            return .eq(ref: ref, value: .bool(true))
        case .string, .number, .list:
            return fail(
                .type, operand.range, "a value alone is not a condition",
                help: "compare a reference with it, such as `answer.goal == \"sleep\"`")
        }
    }

    private mutating func compare(
        _ left: ConditionOperand, _ comparison: ComparisonOperator, _ right: ConditionOperand,
        operatorRange: Range<String.Index>
    ) -> Condition {
        guard let (reference, literal, comparison) = sides(left, comparison, right, operatorRange: operatorRange),
            let ref = resolve(reference)
        else { return .alwaysFalse }
        if ref.type == .set {
            return fail(
                .type, operatorRange,
                "\(describe(reference)) is a set of options: `\(comparison.rawValue)` cannot compare it",
                help: "ask whether one option was picked: `\"OPTION\" in \(text(reference))`")
        }
        if comparison.isOrdering, ![.number, .version, .date].contains(ref.type) {
            return fail(
                .type, operatorRange,
                "`\(comparison.rawValue)` orders numbers, versions and dates; \(describe(reference)) is \(article(ref.type))",
                help: "compare it with `==` or `!=`")
        }
        guard let value = value(literal, for: reference, ref) else { return .alwaysFalse }
        switch comparison {
        case .equal: return .eq(ref: ref, value: value)
        case .notEqual: return .ne(ref: ref, value: value)
        case .less: return .lt(ref: ref, value: value)
        case .lessOrEqual: return .le(ref: ref, value: value)
        case .greater: return .gt(ref: ref, value: value)
        case .greaterOrEqual: return .ge(ref: ref, value: value)
        }
    }

    /// The reference, the literal and the operator as seen from the reference (`1 < x` is `x > 1`).
    private mutating func sides(
        _ left: ConditionOperand, _ comparison: ComparisonOperator, _ right: ConditionOperand,
        operatorRange: Range<String.Index>
    ) -> (ConditionReferenceSyntax, ConditionOperand, ComparisonOperator)? {
        switch (left, right) {
        case (.reference(let reference), let literal) where literal.isLiteral: return (reference, literal, comparison)
        case (let literal, .reference(let reference)) where literal.isLiteral:
            return (reference, literal, comparison.swapped)
        case (.reference, .reference):
            fail(
                .type, operatorRange, "a comparison has one reference and one value; both sides here are references",
                help: "compare each reference with a value written in the spec")
        default:
            let odd = [left, right].first { !$0.isLiteral && !$0.isReference } ?? right
            fail(
                .type, odd.range, "one side of a comparison is a reference such as `answer.goal`, the other a value",
                help: "write `REFERENCE \(comparison.rawValue) VALUE`")
        }
        return nil
    }

    private mutating func membership(
        _ left: ConditionOperand, _ right: ConditionOperand, operatorRange: Range<String.Index>
    ) -> Condition {
        switch (left, right) {
        case (.reference(let reference), .list(let items, _)):
            guard let ref = resolve(reference) else { return .alwaysFalse }
            guard ref.type == .string else {
                return fail(
                    .type, operatorRange,
                    "`in [ … ]` asks about text, an option or a variant; \(describe(reference)) is \(article(ref.type))",
                    help: ref.type == .set
                        ? "ask about one option: `\"OPTION\" in \(text(reference))`" : "compare it with `==`")
            }
            var values: [ConditionValue] = []
            for item in items {
                guard let value = value(item, for: reference, ref) else { return .alwaysFalse }
                values.append(value)
            }
            return .in(ref: ref, values: values)
        case (let literal, .reference(let reference)) where literal.isLiteral:
            guard let ref = resolve(reference) else { return .alwaysFalse }
            guard ref.type == .set else {
                return fail(
                    .type, reference.range,
                    "`VALUE in REFERENCE` asks about a multiple choice; \(describe(reference)) is \(article(ref.type))",
                    help: "compare it with `==`, or list the values: `\(text(reference)) in [\"a\", \"b\"]`")
            }
            guard let value = value(literal, for: reference, ref) else { return .alwaysFalse }
            return .contains(ref: ref, value: value)
        default:
            return fail(
                .type, right.range,
                "`in` takes a reference and a list (`answer.goal in [\"sleep\", \"focus\"]`), or a value and a multiple choice (`\"vegan\" in answer.diets`)",
                help: nil)
        }
    }

    // MARK: References and values

    /// The reference in the bundle, or nil (and a problem) when the scope has no such thing.
    private mutating func resolve(_ reference: ConditionReferenceSyntax) -> ConditionReference? {
        if let reason = scope.unreadable[reference.kind] {
            problems.append(
                ConditionProblem(
                    kind: .unknownReference, range: reference.range, message: reason,
                    help: "read `platform`, `app.version`, `locale.language`, `locale.region` or an `attribute.NAME`"))
            return nil
        }
        switch reference.kind {
        case .platform: return ConditionReference(kind: .platform, type: .string)
        case .appVersion: return ConditionReference(kind: .appVersion, type: .version)
        case .language: return ConditionReference(kind: .language, type: .string)
        case .region: return ConditionReference(kind: .region, type: .string)
        case .answer:
            let id = reference.id ?? ""
            guard let input = scope.inputs[id] else {
                return unknown(
                    reference, id, among: scope.inputs.keys, what: "input", "no input of this flow has the id")
            }
            return ConditionReference(kind: .answer, id: id, type: input.type)
        case .attribute:
            let id = reference.id ?? ""
            guard let type = scope.attributes[id] else {
                return unknown(
                    reference, id, among: scope.attributes.keys, what: "attribute", "the spec declares no attribute",
                    help: "declare it with its type under `attributes:`")
            }
            return ConditionReference(kind: .attribute, id: id, type: type)
        case .experiment:
            let id = reference.id ?? ""
            guard scope.experiments[id] != nil else {
                return unknown(
                    reference, id, among: scope.experiments.keys, what: "experiment", "the spec declares no experiment")
            }
            return ConditionReference(kind: .experiment, id: id, type: .string)
        }
    }

    private mutating func unknown(
        _ reference: ConditionReferenceSyntax, _ id: String, among known: some Collection<String>, what: String,
        _ message: String, help: String? = nil
    ) -> ConditionReference? {
        let match = Suggestion.closest(to: id, in: known)
        let suggestion = match.map { "did you mean `\($0)`? " } ?? ""
        let list = known.isEmpty ? "" : "the \(what)s are " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let advice = [suggestion + list, help].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "; ")
        problems.append(
            ConditionProblem(
                kind: .unknownReference, range: reference.idRange ?? reference.range, message: "\(message) `\(id)`",
                help: advice.isEmpty ? nil : advice, replacement: reference.idRange == nil ? nil : match))
        return nil
    }

    /// `literal` as a value of `ref`'s type, or nil (and a problem) when it cannot be one.
    private mutating func value(
        _ literal: ConditionOperand, for reference: ConditionReferenceSyntax, _ ref: ConditionReference
    ) -> ConditionValue? {
        switch (literal, ref.type) {
        case (.bool(let value, _), .bool): return .bool(value)
        case (.number(let text, _), .number): return Double(text).map(ConditionValue.number)
        case (.string(let version, let range), .version):
            guard ConditionVersion(version) != nil else {
                problems.append(
                    ConditionProblem(
                        kind: .type, range: range, message: "\"\(version)\" is not a version",
                        help: "write one to four numbers separated by dots, such as \"2.4\" or \"2.4.1\""))
                return nil
            }
            return .string(version)
        case (.string(let date, let range), .date):
            guard CalendarDate(date) != nil else {
                problems.append(
                    ConditionProblem(
                        kind: .type, range: range, message: "\"\(date)\" is not a date that exists, written YYYY-MM-DD",
                        help:
                            "write the year, the month and the day as digits, such as \"2008-01-01\"; the day must exist"
                    ))
                return nil
            }
            return .string(date)
        case (.string(let value, let range), .string), (.string(let value, let range), .set):
            guard let allowed = allowedValues(ref), !allowed.contains(value) else { return .string(value) }
            let match = Suggestion.closest(to: value, in: allowed)
            let suggestion = match.map { "did you mean \"\($0)\"? " } ?? ""
            problems.append(
                ConditionProblem(
                    kind: .type, range: range, message: "\(describe(reference)) cannot be \"\(value)\"",
                    help: suggestion + "it is one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", "),
                    // A value with a quote or backslash would need escaping: no fix writes one.
                    replacement: match.flatMap { $0.contains { "\"'\\".contains($0) } ? nil : "\"\($0)\"" }))
            return nil
        default:
            problems.append(
                ConditionProblem(
                    kind: .type, range: literal.range,
                    message:
                        "\(describe(reference)) is \(article(ref.type)); \(literal.describedType) cannot be compared with it",
                    help: "write \(example(ref.type))"))
            return nil
        }
    }

    /// The values a reference of a closed vocabulary can have; nil for free text.
    private func allowedValues(_ ref: ConditionReference) -> [String]? {
        switch ref.kind {
        case .platform: return ["ios", "android"]
        case .answer: return ref.id.flatMap { scope.inputs[$0] }.flatMap { $0.options.isEmpty ? nil : $0.options }
        case .experiment: return ref.id.flatMap { scope.experiments[$0] }
        case .attribute, .appVersion, .language, .region: return nil
        }
    }

    // MARK: Messages

    @discardableResult
    private mutating func fail(
        _ kind: ConditionProblem.Kind, _ range: Range<String.Index>, _ message: String, help: String?
    ) -> Condition {
        problems.append(ConditionProblem(kind: kind, range: range, message: message, help: help))
        return .alwaysFalse
    }

    private func text(_ reference: ConditionReferenceSyntax) -> String {
        reference.kind.takesID ? "\(reference.kind.rawValue).\(reference.id ?? "")" : reference.kind.rawValue
    }

    private func describe(_ reference: ConditionReferenceSyntax) -> String { "`\(text(reference))`" }

    private func article(_ type: ValueType) -> String {
        switch type {
        case .bool: "a yes-or-no value"
        case .string: "text"
        case .number: "a number"
        case .version: "a version"
        case .date: "a date"
        case .set: "a set of options"
        }
    }

    private func example(_ type: ValueType) -> String {
        switch type {
        case .bool: "`true` or `false`"
        case .string: "text in quotes, such as \"sleep\""
        case .number: "a number, such as 18"
        case .version: "a version in quotes, such as \"2.4\""
        case .date: "a date in quotes, such as \"2008-01-01\""
        case .set: "an option in quotes, such as \"vegan\""
        }
    }
}

/// Every problem of one condition.
struct ConditionErrors: Error, Sendable, Hashable {
    var problems: [ConditionProblem]
}

extension ConditionOperand {
    var isLiteral: Bool {
        switch self {
        case .string, .number, .bool: true
        case .reference, .list, .has, .group: false
        }
    }

    var isReference: Bool {
        if case .reference = self { return true }
        return false
    }

    var describedType: String {
        switch self {
        case .string: "text"
        case .number: "a number"
        case .bool: "`true` or `false`"
        case .list: "a list"
        case .reference, .has, .group: "a condition"
        }
    }
}
