import BundleFormat

/// A bundle's condition written back in the language writers use (docs/conditions.md,
/// "Grammar"): what `onboardc graph` labels a branch's arrow with, what `onboardc diff`
/// reports and what `onboardc preview` says a flow's audience is. The text reads back to
/// the same tree (`ConditionTextTests` checks every vector), though not always as it was
/// written: `1 < x` is `x > 1`, `x == true` is `x`.
public enum ConditionText {
    public static func text(_ condition: Condition) -> String {
        switch condition {
        case .all(let of): of.isEmpty ? "true" : of.map(grouped).joined(separator: " && ")
        case .any(let of): of.isEmpty ? "false" : of.map(grouped).joined(separator: " || ")
        case .not(let of): "!" + negated(of)
        case .eq(let ref, .bool(true)) where ref.type == .bool: reference(ref)
        case .eq(let ref, let value): "\(reference(ref)) == \(text(value))"
        case .ne(let ref, let value): "\(reference(ref)) != \(text(value))"
        case .lt(let ref, let value): "\(reference(ref)) < \(text(value))"
        case .le(let ref, let value): "\(reference(ref)) <= \(text(value))"
        case .gt(let ref, let value): "\(reference(ref)) > \(text(value))"
        case .ge(let ref, let value): "\(reference(ref)) >= \(text(value))"
        case .in(let ref, let values): "\(reference(ref)) in [\(values.map(text).joined(separator: ", "))]"
        case .contains(let ref, let value): "\(text(value)) in \(reference(ref))"
        case .has(let ref): "has(\(reference(ref)))"
        }
    }

    /// `answer.goal`, `platform`, `app.version`, `locale.language`.
    static func reference(_ ref: ConditionReference) -> String {
        switch ref.kind {
        case .answer, .attribute, .experiment: "\(ref.kind.rawValue).\(ref.id ?? "")"
        case .platform: "platform"
        case .appVersion: "app.version"
        case .language: "locale.language"
        case .region: "locale.region"
        }
    }

    /// A literal: a string quoted with `\"` and `\\`, a number in plain decimals (the
    /// language has no exponent: `1e-7` is `0.0000001`).
    public static func text(_ value: ConditionValue) -> String {
        switch value {
        case .bool(let bool): "\(bool)"
        case .string(let text): "\"" + text.escaping(["\\": "\\\\", "\"": "\\\""]) + "\""
        case .number(let number): decimal(number)
        }
    }

    /// A part of `all` or `any` of several, in parentheses (`&&` binds tighter than `||`).
    private static func grouped(_ part: Condition) -> String {
        switch part {
        case .all(let of) where of.count > 1, .any(let of) where of.count > 1: "(\(text(part)))"
        default: text(part)
        }
    }

    /// What `!` negates: a comparison in parentheses too, so that `!(answer.goal == "sleep")`
    /// does not read as `(!answer.goal) == "sleep"`.
    private static func negated(_ part: Condition) -> String {
        switch part {
        case .has, .not: text(part)
        case .all(let of) where of.isEmpty: text(part)
        case .any(let of) where of.isEmpty: text(part)
        case .eq(let ref, .bool(true)) where ref.type == .bool: text(part)
        default: "(\(text(part)))"
        }
    }

    /// The shortest decimal that reads back as `number`, without an exponent.
    private static func decimal(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        let shortest = "\(number)"
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(shortest[e...].dropFirst())
        else { return shortest }
        let sign = number < 0 ? "-" : ""
        let mantissa = shortest[..<e].drop { $0 == "-" }
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        var digits = String(mantissa[..<point]) + mantissa[point...].dropFirst()
        var integerDigits = mantissa.distance(from: mantissa.startIndex, to: point) + exponent
        if integerDigits <= 0 {
            digits = String(repeating: "0", count: 1 - integerDigits) + digits
            integerDigits = 1
        } else if integerDigits > digits.count {
            digits += String(repeating: "0", count: integerDigits - digits.count)
        }
        let fraction = digits.dropFirst(integerDigits).reversed().drop { $0 == "0" }.reversed()
        return sign + digits.prefix(integerDigits) + (fraction.isEmpty ? "" : "." + String(fraction))
    }
}
