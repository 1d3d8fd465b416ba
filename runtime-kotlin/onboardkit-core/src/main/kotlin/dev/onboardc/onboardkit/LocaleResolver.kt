package dev.onboardc.onboardkit

/**
 * Picks the locale of the string tables to show, from the user's preferred languages
 * (docs/conformance.md, "Locale vectors"; the Swift runtime's `LocaleResolver`).
 *
 * For each preferred tag in order, the candidates are the tag itself, then each locale of
 * its fallback chain from the bundle's `localeFallbacks` or, without one, the tag with its
 * last subtag removed (`zh-Hant-TW` → `zh-Hant`; a Chinese tag with a region but no script
 * first gains its region's script, `zh-TW` → `zh-Hant-TW`), each of those followed by its
 * own candidates in the same way. The first candidate available wins. Tags compare
 * case-insensitively, with `_` the same as `-`. When nothing matches: the source locale.
 */
object LocaleResolver {
    /** The locale to use, spelled as in [available] (or [sourceLocale]). */
    @JvmStatic
    fun resolve(
        preferred: List<String>,
        available: List<String>,
        sourceLocale: String,
        fallbacks: Map<String, List<String>> = emptyMap()
    ): String {
        val availableByKey = LinkedHashMap<String, String>()
        for (tag in available) availableByKey.getOrPut(normalized(tag)) { tag }
        val fallbacksByKey = normalizedKeys(fallbacks)
        for (tag in preferred) {
            for (candidate in candidates(tag, fallbacksByKey)) {
                availableByKey[normalized(candidate)]?.let { return it }
            }
        }
        return sourceLocale
    }

    /**
     * The locales a user of [tag] falls back through, in order, before the source locale:
     * the candidates of [tag] without [tag] itself. [fallbacks] is spelled as in the bundle.
     */
    @JvmStatic
    fun fallbackChain(tag: String, fallbacks: Map<String, List<String>>): List<String> =
        candidates(tag, normalizedKeys(fallbacks)).drop(1)

    /**
     * [tag], then, depth first, the candidates of each locale of its fallback chain, or of
     * its parent when it has no chain; each tag once. A worklist, not recursion: a bundle's
     * chains may be as long as its author made them.
     */
    internal fun candidates(tag: String, fallbacks: Map<String, List<String>>): List<String> {
        val seen = HashSet<String>()
        val out = ArrayList<String>()
        val pending = arrayListOf(tag)
        while (pending.isNotEmpty()) {
            val next = pending.removeAt(pending.size - 1)
            val key = normalized(next)
            if (!seen.add(key)) continue
            out.add(next)
            val then = fallbacks[key] ?: parent(next)?.let { listOf(it) } ?: emptyList()
            pending.addAll(then.asReversed())
        }
        return out
    }

    /**
     * The first truncation of [tag] (`zh-Hant-TW` → `zh-hant`), normalized; null for a tag of
     * one subtag. A singleton subtag (the `u` of `-u-ca-…`) is never left at the end. A
     * Chinese tag with a region and no script first gains the script its region writes.
     */
    internal fun parent(tag: String): String? {
        val subtags = normalized(tag).split('-').filter { it.isNotEmpty() }.toMutableList()
        if (subtags.size <= 1) return null
        if (subtags.size == 2 && subtags[0] == "zh") {
            val script = chineseScripts[subtags[1]]
            if (script != null) return "zh-$script-${subtags[1]}"
        }
        subtags.removeAt(subtags.size - 1)
        while (subtags.size > 1 && subtags[subtags.size - 1].length == 1) subtags.removeAt(subtags.size - 1)
        return subtags.joinToString("-")
    }

    /** The script Chinese is written in, by region (CLDR's likely subtags). */
    private val chineseScripts = mapOf(
        "tw" to "hant", "hk" to "hant", "mo" to "hant", "cn" to "hans", "sg" to "hans", "my" to "hans"
    )

    /** Lower-case (ASCII), `-` separated: two tags name the same locale when these are equal. */
    @JvmStatic
    fun normalized(tag: String): String = Ascii.lower(tag.replace('_', '-'))

    private fun normalizedKeys(fallbacks: Map<String, List<String>>): Map<String, List<String>> {
        val out = LinkedHashMap<String, List<String>>()
        for ((tag, chain) in fallbacks) out.getOrPut(normalized(tag)) { chain }
        return out
    }
}
