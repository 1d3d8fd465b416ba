package dev.onboardc.onboardkit

import org.json.JSONObject

/**
 * What a bundle says about its languages (docs/bundle-format.md): the source locale
 * (`app.sourceLocale`), the translated `locales`, the debug-only `pseudoLocales` and the
 * declared `localeFallbacks` chains.
 */
class BundleLocales(
    val sourceLocale: String,
    val locales: List<String>,
    val pseudoLocales: List<String> = emptyList(),
    val localeFallbacks: Map<String, List<String>> = emptyMap()
) {
    /**
     * The locale to show for the user's [preferred] languages; a pseudo-locale only when a
     * preferred language names it (and [includingPseudoLocales]).
     */
    fun resolveLocale(preferred: List<String>, includingPseudoLocales: Boolean = true): String =
        LocaleResolver.resolve(
            preferred,
            if (includingPseudoLocales) locales + pseudoLocales else locales,
            sourceLocale,
            localeFallbacks
        )

    /** The locales tried for each key shown in [locale]: it, its fallback chain, the source locale; each once. */
    fun lookupOrder(locale: String): List<String> {
        val seen = HashSet<String>()
        return (listOf(locale) + LocaleResolver.fallbackChain(locale, localeFallbacks) + sourceLocale)
            .filter { seen.add(LocaleResolver.normalized(it)) }
    }

    companion object {
        /** The members of a decoded `bundle.json`. */
        @JvmStatic
        fun fromJson(bundle: JSONObject): BundleLocales {
            val fallbacks = LinkedHashMap<String, List<String>>()
            val declared = bundle.optJSONObject("localeFallbacks")
            if (declared != null) {
                for (tag in declared.keys()) fallbacks[tag] = Json.strings(declared.getJSONArray(tag))
            }
            return BundleLocales(
                sourceLocale = bundle.getJSONObject("app").getString("sourceLocale"),
                locales = Json.strings(bundle.optJSONArray("locales")),
                pseudoLocales = Json.strings(bundle.optJSONArray("pseudoLocales")),
                localeFallbacks = fallbacks
            )
        }
    }
}
