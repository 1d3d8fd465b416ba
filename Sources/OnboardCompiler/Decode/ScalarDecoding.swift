import BundleFormat

/// Typing of scalars against the schema. Text stays exactly as written until
/// here: only `true` and `false` are booleans, numbers are parsed with
/// overflow checks, and nothing is converted silently.
extension NodeDecoding {
    func string(_ node: Node) -> String? {
        guard let scalar = node.scalar else {
            typeMismatch(node, expected: "text")
            return nil
        }
        return scalar.text
    }

    /// A lower-case kebab-case id (`camera-permission`): safe in keys and file names.
    func identifier(_ node: Node) -> String? {
        guard let text = string(node) else { return nil }
        guard Self.isIdentifier(text) else {
            sink.emit(.invalidID(text, at: span(node)))
            return nil
        }
        return text
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.count <= 64 else {
            return false
        }
        var previousDash = false
        for scalar in text.unicodeScalars {
            let isDash = scalar == "-"
            guard ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || isDash else { return false }
            if isDash && previousDash { return false }
            previousDash = isDash
        }
        return !previousDash
    }

    func boolean(_ node: Node) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain, scalar.text == "true" || scalar.text == "false" else {
            sink.emit(.expectedBoolean(node.scalar?.text, at: span(node), quoted: Self.isQuoted(node)))
            return nil
        }
        return scalar.text == "true"
    }

    func integer(_ node: Node, in range: ClosedRange<Int> = 0...Int.max) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain, Self.isDecimalInteger(scalar.text) else {
            typeMismatch(node, expected: "a whole number")
            return nil
        }
        guard let value = Int(scalar.text), range.contains(value) else {
            sink.emit(.outOfRange(scalar.text, range: "\(range.lowerBound)…\(range.upperBound)", at: span(node)))
            return nil
        }
        return value
    }

    /// A finite decimal number (`0.3`, `12`, `1e-2`); `.nan` and `.inf` are not numbers here.
    func number(
        _ node: Node, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain, Self.isDecimalNumber(scalar.text),
            let value = Double(scalar.text), value.isFinite
        else {
            typeMismatch(node, expected: "a number")
            return nil
        }
        guard range.contains(value) else {
            sink.emit(.outOfRange(scalar.text, range: "\(range.lowerBound)…\(range.upperBound)", at: span(node)))
            return nil
        }
        return value
    }

    /// Seconds: a number (`0.3`) or text with a unit (`0.3s`, `300ms`); never negative or infinite.
    func duration(_ node: Node) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain else {
            sink.emit(.invalidDuration(node.scalar?.text, at: span(node), quoted: Self.isQuoted(node)))
            return nil
        }
        var text = scalar.text
        var divisor = 1.0
        if text.hasSuffix("ms") {
            text.removeLast(2); divisor = 1000
        } else if text.hasSuffix("s") {
            text.removeLast(1)
        }
        guard Self.isDecimalNumber(text), !text.hasPrefix("-"), let value = Double(text), value.isFinite else {
            sink.emit(.invalidDuration(scalar.text, at: span(node)))
            return nil
        }
        guard value / divisor <= 3600 else {
            sink.emit(.outOfRange(scalar.text, range: "0…3600 seconds", at: span(node)))
            return nil
        }
        return value / divisor
    }

    /// A fraction of a whole: `0.2` or `20%`.
    func fraction(_ node: Node) -> Double? {
        if let text = node.scalar?.text, node.scalar?.style == .plain, text.hasSuffix("%") {
            let digits = String(text.dropLast())
            guard Self.isDecimalNumber(digits), let value = Double(digits), (0...100).contains(value) else {
                sink.emit(.outOfRange(text, range: "0%…100%", at: span(node)))
                return nil
            }
            return value / 100
        }
        return number(node, in: 0...1)
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ node: Node, _ type: E.Type) -> E? where E.RawValue == String {
        guard let text = string(node) else { return nil }
        if let value = E(rawValue: text) { return value }
        sink.emit(.unknownValue(text, allowed: E.allCases.map(\.rawValue), at: span(node)))
        return nil
    }

    /// A value of a bundle vocabulary that may grow: a spec writes one this onboardc knows.
    func knownValue<V: OpenVocabulary>(_ node: Node, _ type: V.Type) -> V? {
        guard let text = string(node) else { return nil }
        if let value = V.knownValues.first(where: { $0.rawValue == text }) { return value }
        sink.emit(.unknownValue(text, allowed: V.knownValues.map(\.rawValue), at: span(node)))
        return nil
    }

    /// A BCP-47 language tag such as `en`, `pt-BR`, `zh-Hant`, `es-419`.
    func localeTag(_ node: Node) -> String? {
        guard let text = string(node) else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
            !parts.isEmpty && (2...3).contains(parts[0].count)
            && parts[0].allSatisfy { $0.isASCII && $0.isLowercase }
            && parts.dropFirst().allSatisfy {
                (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        guard valid else {
            sink.emit(.invalidLocale(text, at: span(node)))
            return nil
        }
        return text
    }

    /// Each element of a sequence through `element`; a non-list is a type error.
    /// The list is made at its size (not grown by doubling, which leaves up to as much
    /// again unused for as long as the IR lives: the screens of a large spec).
    func list<T>(_ node: Node, _ what: String, _ element: (Node) -> T?) -> [T] {
        guard case .sequence(let items) = node.content else {
            typeMismatch(node, expected: "a list (\(what))")
            return []
        }
        var decoded: [T] = []
        decoded.reserveCapacity(items.count)
        for item in items {
            if let value = element(item) { decoded.append(value) }
        }
        return decoded
    }

    static func isQuoted(_ node: Node) -> Bool {
        guard let style = node.scalar?.style else { return false }
        return style == .singleQuoted || style == .doubleQuoted
    }

    func typeMismatch(_ node: Node, expected: String) {
        sink.emit(.typeMismatch(found: node, expected: expected, at: span(node)))
    }

    static func isDecimalInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return digits == "0" || digits.first != "0"
    }

    static func isDecimalNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let mantissaEnd = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
        let mantissa = rest[..<mantissaEnd]
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return false }
        if parts[0].count > 1 && parts[0].first == "0" { return false }
        if mantissaEnd == rest.endIndex { return true }
        var exponent = rest[rest.index(after: mantissaEnd)...]
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.count <= 3 && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension Diagnostic {
    static func typeMismatch(found node: Node, expected: String, at span: SourceSpan) -> Diagnostic {
        let found: String
        if let scalar = node.scalar {
            found = scalar.text.isEmpty ? "nothing" : "`\(scalar.text)`"
        } else {
            found = node.kindName
        }
        var help: String?
        if expected == "a whole number", let text = node.scalar?.text, text.count > 1, text.first == "0" {
            help = "write the number without leading zeros"
        }
        if expected.hasPrefix("a number") || expected.hasPrefix("a whole number"), SpecDecoder.isQuoted(node) {
            help = quotedHelp
        }
        return Diagnostic(.specTypeMismatch, "expected \(expected), found \(found)", at: span, help: help)
    }

    static func expectedBoolean(_ text: String?, at span: SourceSpan, quoted: Bool = false) -> Diagnostic {
        let found = text.map { quoted ? "the text \"\($0)\"" : "`\($0)`" } ?? "a list or mapping"
        return Diagnostic(
            .specTypeMismatch, "expected true or false, found \(found)", at: span,
            help: quoted ? quotedHelp : "only `true` and `false` are booleans in a spec (not yes/no/on/off)")
    }

    static let quotedHelp = "remove the quotes: a quoted value is text, not a number or true/false"

    static func outOfRange(_ text: String, range: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specOutOfRange, "`\(text)` is out of range (allowed: \(range))", at: span)
    }

    static func invalidDuration(_ text: String?, at span: SourceSpan, quoted: Bool = false) -> Diagnostic {
        Diagnostic(
            .specInvalidDuration, "`\(text ?? "this")` is not a duration", at: span,
            help: quoted
                ? quotedHelp
                : "write seconds as a number (0.3) or with a unit (0.3s, 300ms); durations are finite and not negative")
    }

    static func unknownValue(_ text: String, allowed: [String], at span: SourceSpan) -> Diagnostic {
        let advice = Suggestion.advice(for: text, in: allowed, at: span)
        return Diagnostic(
            .specUnknownValue, "`\(text)` is not one of the allowed values", at: span,
            notes: [Note("allowed: " + allowed.joined(separator: ", "))], help: advice.help, fixes: advice.fixes)
    }

    static func invalidID(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidID, "`\(text)` is not a valid id", at: span,
            help:
                "ids are lower-case letters, digits and single dashes, starting with a letter (for example `camera-permission`)"
        )
    }

    static func invalidLocale(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidLocale, "`\(text)` is not a BCP-47 language tag", at: span,
            help: "write a tag such as en, en-US, pt-BR, zh-Hant or es-419")
    }
}
