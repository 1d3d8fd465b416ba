package dev.onboardc.onboardkit

/**
 * How a table's text becomes what the user sees (docs/conformance.md, "Text vectors", rules
 * 2–5): the plural form the count takes in the table's locale is chosen, then every specifier
 * is replaced by the value of the argument it names, by the runtime itself; an argument no
 * specifier names is not shown.
 */
internal object TextFilling {
    /**
     * The text with its form chosen and its arguments filled in; null when a specifier does
     * not fit the placeholders (a damaged table: the next locale is tried) or a form is missing.
     * [locale] is the table's: its plural rules choose the form, and its numbers are written in
     * [numberingSystem] by [numbers].
     */
    fun filled(
        text: TableText,
        placeholders: List<Placeholder>,
        arguments: List<TextValue>,
        locale: String,
        numberingSystem: String,
        numbers: IntegerFormatter
    ): String? {
        val chosen = when (text) {
            is TableText.Plain -> text.text
            is TableText.Plural -> {
                // Android's plurals name no count: it is the key's first number placeholder.
                val index = placeholders.indexOfFirst { it.isInteger }
                if (index < 0) return null
                val count = arguments[index].integerValue
                text.forms[PluralRules.category(count, locale)] ?: text.forms[PluralCategory.OTHER] ?: return null
            }
        }
        // A text without placeholders is not a format: its `%` is a percent sign.
        if (placeholders.isEmpty()) return chosen
        val specifiers = AndroidFormat.scan(chosen) ?: return null
        if (!AndroidFormat.fits(specifiers, placeholders)) return null
        val formattingLocale = NumberingSystems.formattingLocale(locale, numberingSystem)
        val out = StringBuilder()
        var rest = 0
        for (specifier in specifiers) {
            out.append(chosen, rest, specifier.start)
            rest = specifier.end
            when (specifier.conversion) {
                '%' -> out.append('%')
                's' -> out.append(arguments[specifier.argument - 1].textValue)
                else -> out.append(numbers.format(arguments[specifier.argument - 1].integerValue, formattingLocale))
            }
        }
        out.append(chosen, rest, chosen.length)
        return out.toString()
    }
}
