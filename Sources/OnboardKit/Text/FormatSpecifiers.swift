/// The `%` specifiers of an Apple format string, read without formatting, so
/// that a text is checked against its arguments before `String(format:)` sees
/// it: a specifier that names a missing argument or the wrong type would read
/// garbage or crash there.
///
/// Understood: `%%`; `%@` and `%lld` / `%ld` (text and whole number, what
/// onboardc and Xcode write), numbered (`%2$@`) or not; and plural variables
/// `%#@name@` / `%2$#@name@`. Anything else makes the format unusable.
struct FormatSpecifiers {
    enum Conversion: Hashable {
        case text, integer
        /// A plural variable: `%#@name@`.
        case variable(String)
    }

    /// One specifier: where it is, which argument (from 1) and what it reads.
    struct Specifier: Hashable {
        var range: Range<String.Index>
        var argument: Int
        var conversion: Conversion
    }

    /// The specifiers in order; nil when the format has one it does not understand.
    static func scan(_ format: String) -> [Specifier]? {
        var specifiers: [Specifier] = []
        var next = 1
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            var cursor = format.index(after: percent)
            guard cursor < format.endIndex else { return nil }
            if format[cursor] == "%" {
                index = format.index(after: cursor)
                continue
            }
            var position: Int?
            let digits = format[cursor...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, format[digits.endIndex...].first == "$" {
                guard let number = Int(digits), number > 0 else { return nil }
                position = number
                cursor = format.index(after: digits.endIndex)
            }
            let rest = format[cursor...]
            let conversion: Conversion
            let length: Int
            if rest.hasPrefix("@") {
                (conversion, length) = (.text, 1)
            } else if rest.hasPrefix("lld") {
                (conversion, length) = (.integer, 3)
            } else if rest.hasPrefix("ld") {
                (conversion, length) = (.integer, 2)
            } else if rest.hasPrefix("#@"), let close = rest.dropFirst(2).firstIndex(of: "@") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                guard !name.isEmpty else { return nil }
                (conversion, length) = (.variable(name), name.count + 3)
            } else {
                return nil
            }
            let end = format.index(cursor, offsetBy: length)
            let argument = position ?? next
            if position == nil { next += 1 }
            specifiers.append(Specifier(range: percent..<end, argument: argument, conversion: conversion))
            index = end
        }
        return specifiers
    }
}
