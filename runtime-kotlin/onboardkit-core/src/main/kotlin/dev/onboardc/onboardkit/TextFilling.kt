package dev.onboardc.onboardkit

/**
 * How a table's text becomes what the user sees (docs/conformance.md, "Text vectors", rules
 * 2–5): the plural form the count takes in the table's locale is chosen, then every specifier
 * is replaced by the value of the argument it names, by the runtime itself; an argument no
 * specifier names is not shown. OnboardKit's `LocalizedFormat.filled` is the same rule.
 */
internal object TextFilling {
    /**
     * The text with its forms chosen and its arguments filled in; null when a specifier does
     * not fit the placeholders (a damaged table: the next locale is tried) or a count or form is
     * missing. [locale] is the table's: its plural rules choose the form, and its numbers are
     * written in [numberingSystem] by [numbers].
     */
    fun filled(
        text: TableText,
        placeholders: List<Placeholder>,
        arguments: List<TextValue>,
        locale: String,
        numberingSystem: String,
        numbers: IntegerFormatter
    ): String? {
        val chosen = chosen(text, placeholders, arguments, locale) ?: return null
        // A text without placeholders is not a format: its `%` is a percent sign.
        if (placeholders.isEmpty()) return chosen
        val specifiers = FormatSpecifiers.scan(chosen, text.dialect) ?: return null
        if (!FormatSpecifiers.fits(specifiers, placeholders)) return null
        val formattingLocale = NumberingSystems.formattingLocale(locale, numberingSystem)
        val out = StringBuilder()
        var rest = 0
        for (specifier in specifiers) {
            out.append(chosen, rest, specifier.start)
            rest = specifier.end
            val argument = arguments.getOrNull(specifier.argument - 1)
            when (specifier.conversion) {
                FormatSpecifiers.Conversion.PERCENT -> out.append('%')
                FormatSpecifiers.Conversion.TEXT -> out.append(argument!!.textValue)
                FormatSpecifiers.Conversion.WIDE_INTEGER ->
                    out.append(numbers.format(argument!!.integerValue, formattingLocale))
                // `%d` in Apple's formats reads 32 bits, as on Apple's platforms.
                FormatSpecifiers.Conversion.NARROW_INTEGER ->
                    out.append(numbers.format(clamped(argument!!.integerValue), formattingLocale))
                FormatSpecifiers.Conversion.VARIABLE -> return null
            }
        }
        out.append(chosen, rest, chosen.length)
        return out.toString()
    }

    /** The text with each plural replaced by the form its count takes in [locale]. */
    private fun chosen(text: TableText, placeholders: List<Placeholder>, arguments: List<TextValue>, locale: String): String? =
        when (text) {
            is TableText.Plain -> text.text
            is TableText.Plural -> {
                val number = text.argument ?: countingPlaceholder(placeholders)?.let { it + 1 }
                number?.let { form(text, it, placeholders, arguments, locale) }
            }
            is TableText.Format -> if (text.variables.isEmpty()) text.text else variablesReplaced(text, placeholders, arguments, locale)
        }

    private fun variablesReplaced(
        text: TableText.Format,
        placeholders: List<Placeholder>,
        arguments: List<TextValue>,
        locale: String
    ): String? {
        val specifiers = FormatSpecifiers.scan(text.text, FormatDialect.APPLE) ?: return null
        val out = StringBuilder(text.text)
        for (specifier in specifiers.reversed()) {
            if (specifier.conversion != FormatSpecifiers.Conversion.VARIABLE) continue
            val plural = text.variables[specifier.variable] ?: return null
            // A numbered variable and the catalog's `argNum` for it must agree.
            if (plural.argument != null && specifier.isNumbered && plural.argument != specifier.argument) return null
            val chosen = form(plural, plural.argument ?: specifier.argument, placeholders, arguments, locale) ?: return null
            out.replace(specifier.start, specifier.end, chosen)
        }
        return out.toString()
    }

    /** The form of [plural] for argument [number]'s count, which must be a number placeholder's. */
    private fun form(
        plural: TableText.Plural,
        number: Int,
        placeholders: List<Placeholder>,
        arguments: List<TextValue>,
        locale: String
    ): String? {
        if (placeholders.getOrNull(number - 1)?.isInteger != true) return null
        val count = arguments[number - 1].integerValue
        val form = plural.forms[PluralRules.category(count, locale)] ?: plural.forms[PluralCategory.OTHER] ?: return null
        return if (plural.dialect == FormatDialect.APPLE) form.replace("%arg", "%$number$" + (plural.specifier ?: "lld"))
        else form
    }

    /**
     * The index of the placeholder whose count chooses a plural that names none (an Android
     * `<plurals>`): the one the bundle marks `plural`, else the first number.
     */
    private fun countingPlaceholder(placeholders: List<Placeholder>): Int? {
        val marked = placeholders.indexOfFirst { it.countsPlural && it.isInteger }
        val index = if (marked >= 0) marked else placeholders.indexOfFirst { it.isInteger }
        return if (index < 0) null else index
    }

    private fun clamped(value: Long): Long = value.coerceIn(Int.MIN_VALUE.toLong(), Int.MAX_VALUE.toLong())
}
