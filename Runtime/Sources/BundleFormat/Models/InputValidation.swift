import Foundation

/// Why a text field's or a date field's value is not accepted; the client then shows the
/// field's validation message.
public enum InputProblem: String, Hashable, Sendable {
    /// A required field is empty (or holds only spaces).
    case missing
    /// The value is not of the field's kind: not an email address, not a number.
    case malformed
    /// The value has more characters than `maxLength`.
    case tooLong = "too-long"
    /// A date before the field's `min`.
    case tooEarly = "too-early"
    /// A date after the field's `max`.
    case tooLate = "too-late"
    /// A date less than `minimumAge` whole years before today.
    case underAge = "under-age"
}

extension Input {
    /// What is wrong with `text` as this text field's value, or nil when it is accepted.
    /// An empty optional field is accepted. Leading and trailing spaces do not count.
    ///
    /// - email: one `@` with text before it, and after it a domain with a dot that
    ///   neither starts nor ends it; no spaces.
    /// - number: a whole number, decimal digits of any script only (a number pad in Arabic
    ///   types ٤٢), which is what the number keyboard can type.
    /// - text, name, password: anything.
    /// - date: a ``CalendarDate`` (`YYYY-MM-DD`, a real day), then not before `min`
    ///   (``InputProblem/tooEarly``), not after `max` (``InputProblem/tooLate``), then at
    ///   least `minimumAge` whole years before `today` (``InputProblem/underAge``; `today`
    ///   nil: the device's day, ``CalendarDate/today(in:now:)``).
    public func problem(with text: String, today: CalendarDate? = nil) -> InputProblem? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.isEmpty { return required ? .missing : nil }
        if let maxLength, value.count > maxLength { return .tooLong }
        switch kind {
        case .email: return Self.isEmailAddress(value) ? nil : .malformed
        case .number: return Self.isNumber(value) ? nil : .malformed
        case .date: return dateProblem(value, today: today)
        case .text, .name, .password, .checkbox, .singleChoice, .multipleChoice: return nil
        }
    }

    private func dateProblem(_ value: String, today: CalendarDate?) -> InputProblem? {
        guard let date = CalendarDate(value) else { return .malformed }
        if let min = min.flatMap(CalendarDate.init), date < min { return .tooEarly }
        if let max = max.flatMap(CalendarDate.init), date > max { return .tooLate }
        if let minimumAge, date.age(on: today ?? .today()) < minimumAge { return .underAge }
        return nil
    }

    private static func isEmailAddress(_ value: String) -> Bool {
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !value.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    private static func isNumber(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
    }
}
