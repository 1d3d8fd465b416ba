package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.bundle.OnboardingBundle
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

/**
 * Proof that the flow runner can fail (OnboardKit's "disagreementsFail"): a vector it passes,
 * changed in one place (a text, an event, the screen, the actions, the ending, the store),
 * must give exactly one failure; a step the runtime refuses must stop the vector there.
 */
internal object FlowSelfCheck {
    private const val FILE = "flows/vegyscan/tutorial/02.json"

    /** What is wrong with the runner; empty when it fails every changed vector as it should. */
    fun run(repository: File): List<String> {
        val text = File(repository, "conformance/vectors/$FILE").readText()
        val folder = File(repository, JSONObject(text).getString("bundle"))
        val json = JSONObject(File(folder, "bundle.json").readText())
        val bundle = OnboardingBundle.read(json)
        val tables = FlowVectors.tablesFor(folder, json).firstOrNull()
            ?: return listOf("$FILE: its app folder has no string tables")
        fun play(change: (JSONObject) -> Unit): List<String> {
            val vector = JSONObject(text)
            change(vector)
            return FlowVectors.play(vector, bundle, tables)
        }
        val problems = ArrayList<String>()
        val unchanged = play { }
        if (unchanged.isNotEmpty()) return listOf("$FILE fails unchanged: ${unchanged.first()}")
        fun step(vector: JSONObject, index: Int) = vector.getJSONArray("steps").getJSONObject(index)
        val changes: List<Pair<String, (JSONObject) -> Unit>> = listOf(
            "initial.texts.title" to { v -> v.getJSONObject("initial").getJSONObject("texts").put("title", "Scan any menu") },
            "steps[0].expect.events[1].dialog" to { v -> step(v, 0).getJSONObject("expect").getJSONArray("events").getJSONObject(1).put("dialog", "other") },
            "steps[0].expect.screen" to { v -> step(v, 0).getJSONObject("expect").put("screen", "vegan-options") },
            "steps[1].expect.actions" to { v -> step(v, 1).getJSONObject("expect").put("actions", JSONArray(listOf("tap:primary"))) },
            "ending.reason" to { v -> v.getJSONObject("ending").put("reason", "completed") },
            "storeAfter" to { v -> v.put("storeAfter", JSONObject()) }
        )
        for ((place, change) in changes) {
            val failures = play(change)
            if (failures.size != 1) problems.add("$FILE changed at $place gives ${failures.size} failures, not 1: $failures")
        }
        val refused = play { v -> v.getJSONArray("steps").put(0, JSONObject().put("tap", "back").put("expect", JSONObject())) }
        if (refused.firstOrNull()?.startsWith("step 1: ") != true) {
            problems.add("$FILE with a first step the runtime refuses does not stop at step 1: $refused")
        }
        return problems
    }
}
