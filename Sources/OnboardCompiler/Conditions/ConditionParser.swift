/// Reads a condition's text into its syntax tree (docs/conditions.md, "Grammar"), or the
/// first syntax problem. Recursive descent, one function per rule; nesting is bounded
/// (`maxDepth`), so no input can exhaust the stack.
struct ConditionParser {
    /// The deepest nesting of `!` and parentheses read: far more than any condition needs.
    static let maxDepth = 64

    private let text: String
    private let tokens: [ConditionToken]
    private var position = 0
    private var depth = 0

    private init(_ text: String, tokens: [ConditionToken]) {
        self.text = text
        self.tokens = tokens
    }

    static func parse(_ text: String) throws(ConditionProblem) -> ConditionSyntax {
        var parser = ConditionParser(text, tokens: try ConditionLexer.tokens(text))
        guard parser.current.kind != .end else {
            throw ConditionProblem(
                kind: .syntax, range: text.startIndex..<text.endIndex, message: "the condition is empty",
                help: "write what must hold, such as `answer.goal == \"sleep\"`")
        }
        let condition = try parser.or()
        guard parser.current.kind == .end else {
            throw parser.unexpected("expected `&&`, `||` or the end of the condition")
        }
        return condition
    }

    // MARK: Rules

    private mutating func or() throws(ConditionProblem) -> ConditionSyntax {
        var parts = [try and()]
        while accept("||") { parts.append(try and()) }
        return parts.count == 1 ? parts[0] : .or(parts, parts[0].range.lowerBound..<parts.last!.range.upperBound)
    }

    private mutating func and() throws(ConditionProblem) -> ConditionSyntax {
        var parts = [try not()]
        while accept("&&") { parts.append(try not()) }
        return parts.count == 1 ? parts[0] : .and(parts, parts[0].range.lowerBound..<parts.last!.range.upperBound)
    }

    private mutating func not() throws(ConditionProblem) -> ConditionSyntax {
        let start = current.range
        guard accept("!") else { return try comparison() }
        try enter(start)
        defer { depth -= 1 }
        let negated = try not()
        return .not(negated, start.lowerBound..<negated.range.upperBound)
    }

    private mutating func comparison() throws(ConditionProblem) -> ConditionSyntax {
        let left = try operand()
        if case .symbol(let symbol) = current.kind, let comparison = ComparisonOperator(rawValue: symbol) {
            let operatorRange = current.range
            position += 1
            return .compare(left, comparison, try operand(), operatorRange: operatorRange)
        }
        if case .name("in") = current.kind {
            let operatorRange = current.range
            position += 1
            return .membership(left, try operand(), operatorRange: operatorRange)
        }
        return .operand(left)
    }

    private mutating func operand() throws(ConditionProblem) -> ConditionOperand {
        let token = current
        switch token.kind {
        case .string, .number, .name("true"), .name("false"):
            return try literal()
        case .name("has"):
            position += 1
            try expect("(", "`has` takes a reference in parentheses: `has(answer.nickname)`")
            let reference = try self.reference()
            let close = current.range
            try expect(")", "close `has(` with `)`")
            return .has(reference, token.range.lowerBound..<close.upperBound)
        case .name:
            return .reference(try reference())
        case .symbol("("):
            try enter(token.range)
            defer { depth -= 1 }
            position += 1
            let inner = try or()
            let close = current.range
            try expect(")", "close the parenthesis with `)`")
            return .group(inner, token.range.lowerBound..<close.upperBound)
        case .symbol("["):
            position += 1
            var items: [ConditionOperand] = []
            if !accept("]") {
                repeat { items.append(try literal()) } while accept(",")
                let close = current.range
                try expect("]", "separate the values with `,` and close the list with `]`")
                return .list(items, token.range.lowerBound..<close.upperBound)
            }
            return .list(items, token.range.lowerBound..<tokens[position - 1].range.upperBound)
        default:
            throw unexpected("expected a reference such as `answer.goal`, a value, `has(…)`, `!` or `(`")
        }
    }

    /// A literal: text, a number, `true` or `false` (an operand, or an item of a list).
    private mutating func literal() throws(ConditionProblem) -> ConditionOperand {
        let token = current
        switch token.kind {
        case .string(let value):
            position += 1
            return .string(value, token.range)
        case .number(let value):
            position += 1
            return .number(value, token.range)
        case .name("true"), .name("false"):
            position += 1
            return .bool(token.kind == .name("true"), token.range)
        default:
            throw unexpected("a list holds values: \"text\", numbers, `true` or `false`")
        }
    }

    private mutating func reference() throws(ConditionProblem) -> ConditionReferenceSyntax {
        let token = current
        guard case .name(let name) = token.kind else {
            throw unexpected("expected a reference such as `answer.goal`")
        }
        position += 1
        switch name {
        case "answer", "attribute", "experiment":
            try expect(".", "name the \(name): `\(name).ID`")
            let idToken = current
            guard case .name(let id) = idToken.kind else { throw unexpected("expected the \(name)'s id after `.`") }
            position += 1
            let kind = ConditionReferenceSyntax.Kind(rawValue: name)!
            return ConditionReferenceSyntax(
                kind: kind, id: id, range: token.range.lowerBound..<idToken.range.upperBound, idRange: idToken.range)
        case "platform":
            return ConditionReferenceSyntax(kind: .platform, id: nil, range: token.range, idRange: nil)
        case "app", "locale":
            try expect(".", name == "app" ? "write `app.version`" : "write `locale.language` or `locale.region`")
            let member = current
            let known = name == "app" ? ["version"] : ["language", "region"]
            guard case .name(let field) = member.kind, known.contains(field) else {
                throw ConditionProblem(
                    kind: .syntax, range: member.range,
                    message: "`\(name).` is followed by \(known.map { "`\($0)`" }.joined(separator: " or "))",
                    help: nil)
            }
            position += 1
            let kind = ConditionReferenceSyntax.Kind(rawValue: name + "." + field)!
            return ConditionReferenceSyntax(
                kind: kind, id: nil, range: token.range.lowerBound..<member.range.upperBound, idRange: nil)
        default:
            let names = ["answer", "attribute", "experiment", "platform", "app", "locale", "has", "true", "false"]
            let match = Suggestion.closest(to: name, in: names)
            let suggestion = match.map { "did you mean `\($0)`? " } ?? ""
            throw ConditionProblem(
                kind: .syntax, range: token.range, message: "`\(name)` is not something a condition can read",
                help: suggestion
                    + "a condition reads `answer.ID`, `attribute.NAME`, `experiment.ID`, `platform`, `app.version`, "
                    + "`locale.language` and `locale.region`; quote text as \"…\"",
                replacement: match)
        }
    }

    // MARK: Tokens

    private var current: ConditionToken { tokens[position] }

    private mutating func accept(_ symbol: String) -> Bool {
        guard current.kind == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String, _ help: String) throws(ConditionProblem) {
        guard accept(symbol) else { throw unexpected("expected `\(symbol)`", help: help) }
    }

    private mutating func enter(_ range: Range<String.Index>) throws(ConditionProblem) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw ConditionProblem(
                kind: .syntax, range: range, message: "the condition nests deeper than \(Self.maxDepth) levels",
                help: "write it with fewer `!` and parentheses")
        }
    }

    private func unexpected(_ message: String, help: String? = nil) -> ConditionProblem {
        let found =
            switch current.kind {
            case .end: "the end of the condition"
            case .name(let name): "`\(name)`"
            case .string: "a string"
            case .number(let number): "`\(number)`"
            case .symbol(let symbol): "`\(symbol)`"
            }
        return ConditionProblem(kind: .syntax, range: current.range, message: "\(message), found \(found)", help: help)
    }
}
