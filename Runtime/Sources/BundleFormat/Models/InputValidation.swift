import Foundation

/// Why a text field's or a date field's value is not accepted; the client then shows the
/// field's validation message.
public enum InputProblem: String, Hashable, Sendable {
    /// A required field is empty (or holds only spaces).
    case missing
    /// The value is not of the field's kind: not an email address, not a number, not an
    /// international phone number, not a code of the field's `length`.
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
    /// - phone: an international number (E.164): once spaces, hyphens, dots and parentheses
    ///   are removed, `+` and 8 to 15 decimal digits of any script, the first not 0. A national
    ///   number without its country code is refused.
    /// - one-time-code: exactly `length` (default 6) decimal digits of any script; spaces do not count.
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
        case .phone: return Self.phoneNumber(value) == nil ? .malformed : nil
        case .oneTimeCode: return Self.code(value, length: codeLength) == nil ? .malformed : nil
        case .date: return dateProblem(value, today: today)
        case .text, .name, .password, .checkbox, .singleChoice, .multipleChoice: return nil
        }
    }

    /// The digits a `one-time-code` field takes: its `length`, else 6.
    public var codeLength: Int { length ?? Self.defaultCodeLength }

    /// The digits of a `one-time-code` field without a `length`.
    public static let defaultCodeLength = 6

    /// The answer recorded for `text`, accepted as this field's value: a phone number as
    /// E.164 text (`+4915112345678`), a code as its ASCII digits, any other kind as typed.
    /// Nil when the field refuses `text` (``problem(with:)``).
    public func recorded(_ text: String) -> String? {
        guard problem(with: text) == nil else { return nil }
        switch kind {
        case .phone: return Self.phoneNumber(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? text
        case .oneTimeCode: return Self.code(text, length: codeLength) ?? text
        default: return text
        }
    }

    /// `value` as E.164 text, or nil when it is not an international number.
    static func phoneNumber(_ value: String) -> String? {
        let kept = value.unicodeScalars.filter { !$0.properties.isWhitespace && !"-.()".unicodeScalars.contains($0) }
        guard kept.first == "+", let digits = asciiDigits(kept.dropFirst()) else { return nil }
        guard (8...15).contains(digits.count), digits.first != "0" else { return nil }
        return "+" + digits
    }

    /// `value`'s digits in ASCII when, spaces aside, it is exactly `length` decimal digits.
    static func code(_ value: String, length: Int) -> String? {
        let digits = asciiDigits(value.unicodeScalars.filter { !$0.properties.isWhitespace })
        return digits?.count == length ? digits : nil
    }

    /// The decimal digits of any script as ASCII digits; nil when a scalar is not one.
    private static func asciiDigits(_ scalars: some Sequence<Unicode.Scalar>) -> String? {
        var digits = ""
        for scalar in scalars {
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
                return nil
            }
            digits.append(String(Int(value)))
        }
        return digits
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
