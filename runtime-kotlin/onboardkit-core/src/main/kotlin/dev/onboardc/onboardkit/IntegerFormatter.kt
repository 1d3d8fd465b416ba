package dev.onboardc.onboardkit

/**
 * Writes a whole number as ICU writes it in a locale (rule 4): its grouping and, through the
 * locale's `-u-nu-` extension, its digits. The core has no ICU of its own: Android gives
 * `android.icu.number.NumberFormatter` (API 30), the JVM ICU4J's `com.ibm.icu.number.NumberFormatter`.
 */
interface IntegerFormatter {
    /** [value] in [locale], a BCP 47 tag that always carries `-u-nu-<system>` ([NumberingSystems.formattingLocale]). */
    fun format(value: Long, locale: String): String
}

/** The digits each table's numbers are written in (docs/bundle-format.md, `numberingSystems`). */
object NumberingSystems {
    /**
     * The locale a runtime formats numbers of [locale]'s texts with: the tag (without any
     * extension or private-use part) with `-u-nu-<system>`, written even for `latn`, so that
     * no platform's own default decides.
     */
    @JvmStatic
    fun formattingLocale(locale: String, system: String): String {
        val subtags = ArrayList<String>()
        for (subtag in locale.split('-', '_')) {
            if (subtag.length == 1) break
            if (subtag.isNotEmpty()) subtags.add(subtag)
        }
        return (subtags + listOf("u", "nu", system)).joinToString("-")
    }

    /** The system the bundle's `numberingSystems` names for [locale] (normalized match), else `latn`. */
    @JvmStatic
    fun system(locale: String, numberingSystems: Map<String, String>): String {
        val key = LocaleResolver.normalized(locale)
        for ((tag, system) in numberingSystems) if (LocaleResolver.normalized(tag) == key) return system
        return "latn"
    }
}
