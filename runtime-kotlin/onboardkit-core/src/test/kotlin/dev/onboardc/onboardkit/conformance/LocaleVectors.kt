package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.LocaleResolver
import org.json.JSONObject
import java.io.File

/** The locale vectors (docs/conformance.md, "Locale vectors"): each case's preferred languages resolved, and the lookup order. */
internal object LocaleVectors {
    fun run(vector: JSONObject, repository: File): List<String> {
        val bundle = vector.optString("bundle", "").takeIf { it.isNotEmpty() }?.let { path ->
            BundleLocales.fromJson(JSONObject(File(repository, "$path/bundle.json").readText()))
        }
        val failures = ArrayList<String>()
        val cases = vector.getJSONArray("cases")
        for (index in 0 until cases.length()) {
            val item = cases.getJSONObject(index)
            val locales = bundle ?: BundleLocales(
                sourceLocale = item.optString("sourceLocale", "en"),
                locales = VectorJson.strings(item, "available"),
                localeFallbacks = fallbacks(item.optJSONObject("fallbacks"))
            )
            val resolved = locales.resolveLocale(VectorJson.strings(item, "preferred"))
            val expected = item.getString("expect")
            if (LocaleResolver.normalized(resolved) != LocaleResolver.normalized(expected)) {
                failures.add("case ${index + 1}: expected $expected, got $resolved")
            }
            if (item.has("lookupOrder")) {
                val expectedOrder = VectorJson.strings(item, "lookupOrder")
                val order = locales.lookupOrder(resolved)
                if (order.map(LocaleResolver::normalized) != expectedOrder.map(LocaleResolver::normalized)) {
                    failures.add("case ${index + 1}: expected the lookup order $expectedOrder, got $order")
                }
            }
        }
        return failures
    }

    private fun fallbacks(json: JSONObject?): Map<String, List<String>> {
        if (json == null) return emptyMap()
        return json.keys().asSequence().associateWith { VectorJson.strings(json, it) }
    }
}
