import Foundation

/// How the text of a rule parameter (`onboardc.yaml`: `rules: { id: { name: value } }`)
/// is read as a value: by the lint rules through `LintContext`, and by the length
/// budgets that the emitters and the XLIFF export share with `l10n-length-budget`.
enum ParameterValues {
    /// A number; the default when the text is missing or not a number.
    static func number(_ text: String?, default value: Double) -> Double {
        text.flatMap(Double.init) ?? value
    }

    /// A whole number (a word count, a number of marks, a budget of characters): the
    /// default when the text is missing or not a finite number, clamped to `0...100_000`.
    static func wholeNumber(_ text: String?, default value: Int) -> Int {
        let number = number(text, default: Double(value))
        guard number.isFinite else { return value }
        return Int(min(max(number, 0), 100_000))
    }

    /// A comma-separated list (a YAML list is joined with commas when the config is decoded).
    static func list(_ text: String?, default value: [String]) -> [String] {
        guard let text else { return value }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
