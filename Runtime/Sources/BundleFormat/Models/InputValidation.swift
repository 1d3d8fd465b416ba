import Foundation

/// Why a text field's value is not accepted; the client then shows the field's validation message.
public enum InputProblem: String, Hashable, Sendable {
    /// A required field is empty (or holds only spaces).
    case missing
    /// The value is not of the field's kind: not an email address, not a number.
    case malformed
    /// The value has more characters than `maxLength`.
    case tooLong = "too-long"
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
    public func problem(with text: String) -> InputProblem? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.isEmpty { return required ? .missing : nil }
        if let maxLength, value.count > maxLength { return .tooLong }
        switch kind {
        case .email: return Self.isEmailAddress(value) ? nil : .malformed
        case .number: return Self.isNumber(value) ? nil : .malformed
        case .text, .name, .password, .checkbox, .singleChoice, .multipleChoice: return nil
        }
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
