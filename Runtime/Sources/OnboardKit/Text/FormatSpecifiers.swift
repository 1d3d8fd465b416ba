/// The `%` specifiers of an Apple format string, read without formatting: OnboardKit
/// checks them against the key's placeholders and replaces each with its argument's
/// value itself (``LocalizedFormat/filled(placeholders:arguments:locale:)``); no text
/// ever reaches `String(format:)`.
///
/// Read scalar by scalar, as Foundation reads a format: never by `Character`,
/// where a prepended mark (U+0600) would hide the `%` after it.
///
/// Understood: `%%`; `%@`, `%lld` / `%ld` / `%lli` / `%li` (a 64-bit whole
/// number) and `%d` / `%i` (a 32-bit one), numbered (`%2$@`) or not; and plural
/// variables `%#@name@` / `%2$#@name@`. Anything else makes the format unusable.
struct FormatSpecifiers {
    enum Conversion: Hashable {
        /// `%%`: a percent sign; it reads no argument.
        case percent
        case text
        /// A whole number; `wide`: 64 bits (`lld`), else 32 (`d`).
        case integer(wide: Bool)
        /// A plural variable: `%#@name@`.
        case variable(String)
    }

    /// One specifier: where it is, which argument (from 1; 0 for `%%`), whether the
    /// text numbers it, and what it reads.
    struct Specifier: Hashable {
        var range: Range<String.Index>
        var argument: Int
        var isNumbered: Bool
        var conversion: Conversion
    }

    /// The conversions understood after `%` and an optional `n$`, longest first.
    private static let conversions: [(String, Conversion)] = [
        ("@", .text), ("lld", .integer(wide: true)), ("lli", .integer(wide: true)), ("ld", .integer(wide: true)),
        ("li", .integer(wide: true)), ("d", .integer(wide: false)), ("i", .integer(wide: false)),
    ]

    /// The specifiers in order, `%%` included; nil when the format has one it does not understand.
    static func scan(_ format: String) -> [Specifier]? {
        let scalars = format.unicodeScalars
        var specifiers: [Specifier] = []
        var next = 1
        var index = scalars.startIndex
        while let percent = scalars[index...].firstIndex(of: "%") {
            var cursor = scalars.index(after: percent)
            guard cursor < scalars.endIndex else { return nil }
            if scalars[cursor] == "%" {
                index = scalars.index(after: cursor)
                specifiers.append(
                    Specifier(range: percent..<index, argument: 0, isNumbered: false, conversion: .percent))
                continue
            }
            var position: Int?
            let digits = scalars[cursor...].prefix { $0.isASCII && ("0"..."9").contains($0) }
            if !digits.isEmpty, scalars[digits.endIndex...].first == "$" {
                guard digits.count <= 4, let number = Int(String(String.UnicodeScalarView(digits))), number > 0 else {
                    return nil
                }
                position = number
                cursor = scalars.index(after: digits.endIndex)
            }
            let rest = String(String.UnicodeScalarView(scalars[cursor...].prefix(3)))
            let conversion: Conversion
            let end: String.Index
            if let (spelling, known) = conversions.first(where: { rest.hasPrefix($0.0) }) {
                conversion = known
                end = scalars.index(cursor, offsetBy: spelling.unicodeScalars.count)
            } else if rest.hasPrefix("#@") {
                let nameStart = scalars.index(cursor, offsetBy: 2)
                guard let close = scalars[nameStart...].firstIndex(of: "@"), close > nameStart else { return nil }
                conversion = .variable(String(String.UnicodeScalarView(scalars[nameStart..<close])))
                end = scalars.index(after: close)
            } else {
                return nil
            }
            specifiers.append(
                Specifier(
                    range: percent..<end, argument: position ?? next, isNumbered: position != nil,
                    conversion: conversion))
            if position == nil { next += 1 }
            index = end
        }
        return specifiers
    }
}
