package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.bundle.OnboardingBundle
import org.json.JSONObject
import java.io.File

/**
 * The flow vectors (docs/conformance.md, "Flow vectors"): each played through the engine's
 * driver, the view after the start and after each step compared with the vector's (`screen`,
 * `state`, `dialog`, `waiting` and `events` always; `actions`, `texts` and `problems` when it
 * gives them), then the ending and the store; once with each of the app's tables ([tablesFor]).
 * A vector whose app folder has no tables is played without texts, and reported as not run
 * when its texts are all that is left to compare.
 */
internal object FlowVectors {
    fun run(vector: JSONObject, repository: File): List<String> {
        val folder = File(repository, vector.getString("bundle"))
        val json = JSONObject(File(folder, "bundle.json").readText())
        val bundle = OnboardingBundle.read(json)
        val sources = tablesFor(folder, json)
        if (sources.isEmpty()) {
            val failures = play(vector, bundle, null)
            if (failures.isEmpty() && hasTexts(vector)) {
                throw NotRun("${vector.getString("bundle")} has no string tables for its texts (everything else agrees)")
            }
            return failures
        }
        // A disagreement every table gives is the engine's: said once; one table's, with its platform.
        val bySource = sources.map { play(vector, bundle, it) }
        val common = bySource.reduce { a, b -> a.filter { it in b } }
        return common + sources.zip(bySource).flatMap { (source, failures) ->
            failures.filter { it !in common }.map { "${source.platform} tables: $it" }
        }
    }

    /**
     * The tables the texts of an app [folder] come from: each the Kotlin runtime reads, with the
     * platform whose copy it holds (Android's `android/res`, the String Catalog).
     */
    fun tablesFor(folder: File, bundle: JSONObject): List<AppTables> = AppTables.of(folder, bundle)

    /** Plays [vector] and gives each disagreement with where it is (`step 3 events: expected …, got …`). */
    fun play(vector: JSONObject, bundle: OnboardingBundle, source: AppTables?): List<String> {
        val player = FlowPlayer(vector, bundle, source?.tables)
        val failures = ArrayList<String>()
        compare(vector.opt("initial"), player.view(), "initial", source, failures)
        val steps = vector.getJSONArray("steps")
        for (index in 0 until steps.length()) {
            val step = steps.getJSONObject(index)
            try {
                player.perform(step)
            } catch (refused: Unplayable) {
                failures.add("step ${index + 1}: ${refused.message}")
                return failures
            }
            compare(step.opt("expect"), player.view(), "step ${index + 1}", source, failures)
        }
        val (ending, store) = player.outcome()
        if (!VectorJson.same(vector.opt("ending"), ending)) failures.add("ending: expected ${vector.opt("ending")}, got $ending")
        if (!VectorJson.same(vector.opt("storeAfter"), store)) failures.add("store after: expected ${vector.opt("storeAfter")}, got $store")
        return failures
    }

    private fun compare(expected: Any?, actual: JSONObject?, place: String, source: AppTables?, failures: MutableList<String>) {
        if (expected !is JSONObject || actual == null) {
            if (!VectorJson.same(expected, actual)) failures.add("$place: expected ${expected ?: "nothing"}, got ${actual ?: "nothing"}")
            return
        }
        val names = (expected.keys().asSequence().toList() + listOf("screen", "state", "dialog", "waiting", "events")).toSortedSet()
        for (name in names) {
            if (name == "texts" && source == null) continue
            val want = if (name == "texts") platformTexts(expected.getJSONObject(name), source!!.platform) else expected.opt(name)
            val got = if (name == "problems") actual.opt(name) ?: JSONObject() else actual.opt(name)
            if (!VectorJson.same(want, got)) failures.add("$place $name: expected ${want ?: "none"}, got ${got ?: "none"}")
        }
    }

    /** A view's `texts` as [platform]'s tables give them: each text, or its member for the platform. */
    private fun platformTexts(texts: JSONObject, platform: String): JSONObject {
        val out = JSONObject()
        for (name in texts.keys()) {
            val text = texts.get(name)
            out.put(name, if (text is JSONObject) text.get(platform) else text)
        }
        return out
    }

    private fun hasTexts(vector: JSONObject): Boolean {
        val steps = vector.getJSONArray("steps")
        val views = listOf(vector.opt("initial")) + (0 until steps.length()).map { steps.getJSONObject(it).opt("expect") }
        return views.any { it is JSONObject && it.has("texts") }
    }
}
