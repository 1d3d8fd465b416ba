import Foundation

/// How a table's text becomes what the user sees: the plural form the count takes is
/// chosen, then every specifier is replaced by the value of the argument it names,
/// by OnboardKit itself.
///
/// No text reaches `String(format:)`. printf reads its arguments by the specifiers it
/// sees, so a plural form that leaves the count out while the text has another
/// placeholder (`one {One menu scanned today by %2$@}`, an Arabic `two` form) made
/// Foundation read the count as an object: a crash, or `(null)`. Here each specifier
/// names its argument and is replaced by it; an argument no specifier names is simply
/// not shown. docs/client-guide.md, "Show the copy", is the definition.
extension LocalizedFormat {
    /// The text with its plural forms chosen and its arguments filled in; nil when a
    /// specifier does not fit the placeholders (a damaged table: the next locale is tried).
    ///
    /// - `placeholders`: the key's placeholders in argument order (the bundle's `placeholders`).
    /// - `arguments`: their values, in the same order.
    /// - `locale`: the locale of the table the text came from: its plural rules choose the
    ///   form and its number format writes the numbers,
    /// - in the digits of `numberingSystem` (the bundle's `numberingSystems` for the locale):
    ///   ICU's format of `locale` with the extension `-u-nu-<system>`, always written
    ///   (``NumberingSystem/formattingLocale(_:system:)``), so no platform's default decides.
    func filled(
        placeholders: [Placeholder], arguments: [TextValue], locale: String, numberingSystem: String = "latn"
    ) -> String? {
        guard let text = chosen(placeholders: placeholders, arguments: arguments, locale: locale) else { return nil }
        // A text without placeholders is not a format: its `%` is a percent sign.
        guard !placeholders.isEmpty else { return text }
        guard let specifiers = FormatSpecifiers.scan(text), Self.fit(specifiers, placeholders) else { return nil }
        let numbers = IntegerFormatStyle<Int>(
            locale: Locale(identifier: NumberingSystem.formattingLocale(locale, system: numberingSystem)))
        // One pass: the text between specifiers, and each specifier's value.
        var filled = String.UnicodeScalarView()
        var rest = text.unicodeScalars.startIndex
        for specifier in specifiers {
            filled.append(contentsOf: text.unicodeScalars[rest..<specifier.range.lowerBound])
            rest = specifier.range.upperBound
            switch specifier.conversion {
            case .percent:
                filled.append("%")
            case .text:
                filled.append(contentsOf: arguments[specifier.argument - 1].textValue.unicodeScalars)
            case .integer(let wide):
                let number = arguments[specifier.argument - 1].integerValue
                // `%d` reads 32 bits, as on Apple's platforms.
                filled.append(contentsOf: numbers.format(wide ? number : Int(Int32(clamping: number))).unicodeScalars)
            case .variable:
                return nil
            }
        }
        filled.append(contentsOf: text.unicodeScalars[rest...])
        return String(filled)
    }

    /// The text with each plural replaced by the form its count takes in `locale`, `%arg`
    /// standing for the count's own specifier; nil when a count or a form is missing.
    private func chosen(placeholders: [Placeholder], arguments: [TextValue], locale: String) -> String? {
        /// The count of argument `number` (from 1), which must be a number placeholder.
        func count(_ number: Int) -> Int? {
            guard placeholders.indices.contains(number - 1), placeholders[number - 1].type == .integer else {
                return nil
            }
            return arguments[number - 1].integerValue
        }
        /// The form of `plural` for argument `number`'s count.
        func form(_ plural: PluralForms, argument number: Int) -> String? {
            guard let count = count(number), let form = plural.form(for: count, locale: locale) else { return nil }
            return form.replacingOccurrences(of: "%arg", with: "%\(number)$" + (plural.specifier ?? "lld"))
        }
        switch self {
        case .plural(let plural):
            guard
                let number =
                    plural.argument ?? Self.countingPlaceholder(placeholders).map({ $0 + 1 })
            else { return nil }
            return form(plural, argument: number)
        case .format(let string, let variables) where variables.isEmpty:
            return string
        case .format(let string, let variables):
            guard let specifiers = FormatSpecifiers.scan(string) else { return nil }
            var scalars = string.unicodeScalars
            for specifier in specifiers.reversed() {
                guard case .variable(let name) = specifier.conversion else { continue }
                guard let plural = variables[name] else { return nil }
                // A numbered variable and the catalog's `argNum` for it must agree.
                if let declared = plural.argument, specifier.isNumbered, declared != specifier.argument { return nil }
                guard let chosen = form(plural, argument: plural.argument ?? specifier.argument) else { return nil }
                scalars.replaceSubrange(specifier.range, with: chosen.unicodeScalars)
            }
            return String(scalars)
        }
    }

    /// The index of the placeholder whose count chooses a plural that names none (an
    /// Android `<plurals>`): the one the bundle marks `plural`, else the first number.
    static func countingPlaceholder(_ placeholders: [Placeholder]) -> Int? {
        placeholders.firstIndex { $0.plural == true && $0.type == .integer }
            ?? placeholders.firstIndex { $0.type == .integer }
    }

    /// Whether every specifier reads an argument of its type: a number specifier a number
    /// placeholder and a `%@` any other, all numbered or none (printf implementations
    /// disagree on a mix), and each number read as one width. A specifier that does not fit
    /// marks a damaged table, whose text is never shown.
    private static func fit(_ specifiers: [FormatSpecifiers.Specifier], _ placeholders: [Placeholder]) -> Bool {
        let reading = specifiers.filter { $0.conversion != .percent }
        let numbered = reading.filter(\.isNumbered).count
        guard numbered == 0 || numbered == reading.count else { return false }
        var wide: [Int: Bool] = [:]
        for specifier in reading {
            guard placeholders.indices.contains(specifier.argument - 1) else { return false }
            switch (placeholders[specifier.argument - 1].type, specifier.conversion) {
            case (.integer, .integer(let isWide)):
                if let other = wide.updateValue(isWide, forKey: specifier.argument), other != isWide { return false }
            case (.integer, _), (_, .integer), (_, .variable), (_, .percent):
                return false
            case (_, .text):
                break
            }
        }
        return true
    }
}
