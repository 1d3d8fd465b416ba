package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.LocaleResolver
import dev.onboardc.onboardkit.OnboardingText
import dev.onboardc.onboardkit.Placeholder
import dev.onboardc.onboardkit.TextSpan
import dev.onboardc.onboardkit.TextValue
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

/** A vector the runtime cannot run yet, with why: reported as not run, never as passed. */
internal class NotRun(reason: String) : Exception(reason)

/**
 * The text vectors (docs/conformance.md, "Text vectors"): each case's key resolved in its
 * locale from each of the app's tables the Kotlin runtime reads ([AppTables]: Android's, and the
 * String Catalog a release carries), its text (the member of the tables' platform where the
 * platforms differ), its spans, and the locale whose table gave it.
 */
internal object TextVectors {
    fun run(vector: JSONObject, repository: File): List<String> {
        val app = File(repository, vector.getString("bundle"))
        val bundle = JSONObject(File(app, "bundle.json").readText())
        val sources = AppTables.of(app, bundle)
        if (sources.isEmpty()) throw NotRun("${vector.getString("bundle")} has no string tables (its bundle's strings name none)")
        val failures = ArrayList<String>()
        for (source in sources) {
            val prefix = if (sources.size > 1) "${source.platform} tables: " else ""
            failures.addAll(run(vector, bundle, source).map { prefix + it })
        }
        return failures
    }

    private fun run(vector: JSONObject, bundle: JSONObject, source: AppTables): List<String> {
        val links = VectorJson.stringMap(bundle, "links")
        val failures = ArrayList<String>()
        val cases = vector.getJSONArray("cases")
        for (index in 0 until cases.length()) {
            val item = cases.getJSONObject(index)
            val text = OnboardingText(
                BundleLocales.fromJson(bundle), source.tables, item.getString("locale"), Placeholder.fromBundle(bundle),
                VectorJson.stringMap(bundle, "numberingSystems"), IcuIntegerFormatter
            )
            val values = LinkedHashMap<String, TextValue>()
            val given = item.optJSONObject("values")
            for (name in given?.keys()?.asSequence() ?: emptySequence()) {
                when (val value = given!!.get(name)) {
                    is Number -> values[name] = TextValue.Integer(value.toLong())
                    is String -> values[name] = TextValue.Text(value)
                }
            }
            val key = item.getString("key")
            val resolved = text.resolve(key, values)
            val expected = item.get("expect").let { if (it is JSONObject) it.getString(source.platform) else it as String }
            if (resolved.text != expected) failures.add("case ${index + 1}: expected \"$expected\", got \"${resolved.text}\"")
            val spans = item.optJSONArray("spans")
            if (spans != null) {
                val got = text.spans(key, values, links).map { span ->
                    when (span) {
                        is TextSpan.Plain -> mapOf("text" to span.text)
                        is TextSpan.Link ->
                            if (span.id == null) mapOf("text" to span.text, "url" to span.url)
                            else mapOf("text" to span.text, "link" to span.id, "url" to span.url)
                    }
                }
                if (got != VectorJson.plain(spans)) failures.add("case ${index + 1}: expected the spans $spans, got ${JSONArray(got)}")
            }
            val from = if (item.isNull("from")) null else item.getString("from")
            if (from?.let(LocaleResolver::normalized) != resolved.locale?.let(LocaleResolver::normalized)) {
                failures.add("case ${index + 1}: expected the text from ${from ?: "no table"}, got it from ${resolved.locale ?: "no table"}")
            }
        }
        return failures
    }
}
