package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.AndroidResourceTables
import dev.onboardc.onboardkit.StringTables
import dev.onboardc.onboardkit.TableText
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import org.json.JSONObject
import java.io.File

/**
 * The flow vectors (docs/conformance.md, "Flow vectors"): each played through the engine's
 * driver, the view after the start and after each step compared with the vector's (`screen`,
 * `state`, `dialog`, `waiting` and `events` always; `actions`, `texts` and `problems` when it
 * gives them), then the ending and the store. A vector whose texts need tables the app folder
 * does not have for Android is played without them, and reported as not run when nothing else
 * disagrees.
 */
internal object FlowVectors {
    fun run(vector: JSONObject, repository: File): List<String> {
        val folder = File(repository, vector.getString("bundle"))
        val bundle = OnboardingBundle.parse(File(folder, "bundle.json").readText())
        val tables = tablesFor(folder, bundle)
        val failures = play(vector, bundle, tables)
        if (tables == null && failures.isEmpty() && hasTexts(vector)) {
            throw NotRun("${vector.getString("bundle")} has no Android string tables for its texts (everything else agrees)")
        }
        return failures
    }

    /**
     * The string tables an Android app of [folder] reads: its `android/res` (with the debug-only
     * pseudo-locale tables of `android/debug/res`, when there); null when the bundle names none.
     */
    fun tablesFor(folder: File, bundle: OnboardingBundle): StringTables? {
        val path = bundle.androidStrings.path ?: return null
        val res = File(folder, path).parentFile.parentFile
        fun tables(res: File) = AndroidResourceTables(
            res, bundle.locales.sourceLocale, bundle.androidStrings::resourceName, bundle.links
        )
        val layers = listOf(tables(res)) + listOf(File(folder, "android/debug/res")).filter { it.isDirectory }.map { tables(it) }
        return object : StringTables {
            override fun text(key: String, locale: String): TableText? = layers.asSequence().mapNotNull { it.text(key, locale) }.firstOrNull()
        }
    }

    /** Plays [vector] and gives each disagreement with where it is (`step 3 events: expected …, got …`). */
    fun play(vector: JSONObject, bundle: OnboardingBundle, tables: StringTables?): List<String> {
        val player = FlowPlayer(vector, bundle, tables)
        val failures = ArrayList<String>()
        compare(vector.opt("initial"), player.view(), "initial", tables != null, failures)
        val steps = vector.getJSONArray("steps")
        for (index in 0 until steps.length()) {
            val step = steps.getJSONObject(index)
            try {
                player.perform(step)
            } catch (refused: Unplayable) {
                failures.add("step ${index + 1}: ${refused.message}")
                return failures
            }
            compare(step.opt("expect"), player.view(), "step ${index + 1}", tables != null, failures)
        }
        val (ending, store) = player.outcome()
        if (!VectorJson.same(vector.opt("ending"), ending)) failures.add("ending: expected ${vector.opt("ending")}, got $ending")
        if (!VectorJson.same(vector.opt("storeAfter"), store)) failures.add("store after: expected ${vector.opt("storeAfter")}, got $store")
        return failures
    }

    private fun compare(expected: Any?, actual: JSONObject?, place: String, withTexts: Boolean, failures: MutableList<String>) {
        if (expected !is JSONObject || actual == null) {
            if (!VectorJson.same(expected, actual)) failures.add("$place: expected ${expected ?: "nothing"}, got ${actual ?: "nothing"}")
            return
        }
        val names = (expected.keys().asSequence().toList() + listOf("screen", "state", "dialog", "waiting", "events")).toSortedSet()
        for (name in names) {
            if (name == "texts" && !withTexts) continue
            val want = if (name == "texts") androidTexts(expected.getJSONObject(name)) else expected.opt(name)
            val got = if (name == "problems") actual.opt(name) ?: JSONObject() else actual.opt(name)
            if (!VectorJson.same(want, got)) failures.add("$place $name: expected ${want ?: "none"}, got ${got ?: "none"}")
        }
    }

    /** A view's `texts` as Android shows them: each text, or its `android` member. */
    private fun androidTexts(texts: JSONObject): JSONObject {
        val out = JSONObject()
        for (name in texts.keys()) {
            val text = texts.get(name)
            out.put(name, if (text is JSONObject) text.get("android") else text)
        }
        return out
    }

    private fun hasTexts(vector: JSONObject): Boolean {
        val steps = vector.getJSONArray("steps")
        val views = listOf(vector.opt("initial")) + (0 until steps.length()).map { steps.getJSONObject(it).opt("expect") }
        return views.any { it is JSONObject && it.has("texts") }
    }
}
