package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.Ascii

/**
 * The subtags of the user's languages that conditions read ([ConditionEnvironment.language],
 * [ConditionEnvironment.region]), as OnboardKit's `ConditionEnvironment.language(of:)` and
 * `region(of:)` read them.
 */
object LocaleSubtags {
    /** The language subtag of a BCP 47 tag, lower-case: `pt` for `pt-BR`, `zh` for `zh-Hant-TW`. */
    @JvmStatic
    fun language(tag: String): String = subtags(tag).firstOrNull()?.let(Ascii::lower) ?: ""

    /**
     * The region subtag of a BCP 47 tag, upper-case: `BR` for `pt-BR`, `TW` for `zh-Hant-TW`,
     * `419` for `es-419`; null for `en` or `zh-Hant`.
     */
    @JvmStatic
    fun region(tag: String): String? {
        for (subtag in subtags(tag).drop(1)) {
            if (subtag.length == 4 && subtag.all { Ascii.isLetter(it) }) continue // a script
            if (subtag.length == 2 && subtag.all { Ascii.isLetter(it) }) return Ascii.upper(subtag)
            if (subtag.length == 3 && subtag.all { Ascii.isDigit(it) }) return subtag
            return null
        }
        return null
    }

    private fun subtags(tag: String) = tag.split('-', '_').filter { it.isNotEmpty() }
}
