/// A setting of a lint rule in `onboardc.yaml` (`rules: { id: { name: value } }`),
/// declared once with its type and default: the rule reads it with
/// `context[parameter]`, its `declaration` is what the rule's description lists
/// (docs/rules.md shows the default, `onboardc.yaml` is checked against its kind).
public struct RuleParameter<Value: Sendable>: Sendable {
    public let declaration: RuleDescription.Parameter
    public let defaultValue: Value
    private let read: @Sendable (String?, Value) -> Value

    public var name: String { declaration.name }

    /// The value in `parameters` (a rule's settings, as `onboardc.yaml` gave them), or the default.
    func value(in parameters: [String: String]) -> Value {
        read(parameters[name], defaultValue)
    }
}

extension RuleParameter where Value == Double {
    /// A number: a ratio, a tolerance, seconds.
    public static func number(_ name: String, default value: Double, _ summary: String) -> Self {
        let written = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return Self(
            declaration: .init(name, kind: .number, default: written, summary), defaultValue: value,
            read: ParameterValues.number)
    }
}

extension RuleParameter where Value == Int {
    /// A whole number (a count of words, marks or characters), clamped to `0...100_000`.
    public static func wholeNumber(_ name: String, default value: Int, _ summary: String) -> Self {
        Self(
            declaration: .init(name, kind: .wholeNumber, default: String(value), summary), defaultValue: value,
            read: ParameterValues.wholeNumber)
    }
}

extension RuleParameter where Value == [String] {
    /// A list of words or names (a YAML list, or one text with commas).
    public static func list(_ name: String, default value: [String], _ summary: String) -> Self {
        Self(
            declaration: .init(name, kind: .list, default: "[" + value.joined(separator: ", ") + "]", summary),
            defaultValue: value, read: ParameterValues.list)
    }
}
