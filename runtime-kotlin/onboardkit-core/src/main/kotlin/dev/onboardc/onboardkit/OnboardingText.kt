package dev.onboardc.onboardkit

/**
 * The copy a user sees: the localized, formatted text of a bundle's string key
 * (docs/conformance.md, "Text vectors"). For a key it tries [lookupOrder] (the locale, its
 * fallback chain, the source locale); the first table with a usable text gives it, its
 * placeholders filled by name in the order of the bundle's `placeholders`, a plural's form
 * chosen by CLDR in that table's locale, numbers in the digits the bundle's
 * `numberingSystems` names for it. A key no table has comes back as itself.
 */
class OnboardingText(
    locales: BundleLocales,
    private val tables: StringTables,
    val locale: String,
    private val placeholders: Map<String, List<Placeholder>>,
    private val numberingSystems: Map<String, String>,
    private val numbers: IntegerFormatter
) {
    /** The locales tried for each key, in order. */
    val lookupOrder: List<String> = locales.lookupOrder(locale)

    /** The text of [key] with [values] (placeholder name → value), and the locale whose table gave it. */
    fun resolve(key: String, values: Map<String, TextValue> = emptyMap()): ResolvedText {
        val keyPlaceholders = placeholders[key] ?: emptyList()
        val arguments = keyPlaceholders.map { values[it.name] ?: it.missing }
        for (candidate in lookupOrder) {
            val text = tables.text(key, candidate) ?: continue
            val filled = TextFilling.filled(
                text, keyPlaceholders, arguments, candidate,
                NumberingSystems.system(candidate, numberingSystems), numbers
            ) ?: continue
            return ResolvedText(filled, candidate)
        }
        return ResolvedText(key, null)
    }

    /**
     * The text of [key] as spans ([TextSpan.spans]) with [links] (the bundle's `links`).
     * Placeholders are filled first, in link texts too; a value's own brackets never make a link.
     */
    fun spans(key: String, values: Map<String, TextValue>, links: Map<String, String>): List<TextSpan> {
        val guarded = values.mapValues { (_, value) ->
            if (value is TextValue.Text) TextValue.Text(value.text.replace('[', GUARD_OPEN).replace(']', GUARD_CLOSE))
            else value
        }
        return TextSpan.spans(resolve(key, guarded).text, links).map { span ->
            when (span) {
                is TextSpan.Plain -> TextSpan.Plain(unguarded(span.text))
                is TextSpan.Link -> TextSpan.Link(unguarded(span.text), span.url, span.id)
            }
        }
    }

    private fun unguarded(text: String) = text.replace(GUARD_OPEN, '[').replace(GUARD_CLOSE, ']')

    private companion object {
        /** Brackets of values, held as private-use characters while the text's links are read. */
        const val GUARD_OPEN = '\uF8F0'
        const val GUARD_CLOSE = '\uF8F1'
    }
}
