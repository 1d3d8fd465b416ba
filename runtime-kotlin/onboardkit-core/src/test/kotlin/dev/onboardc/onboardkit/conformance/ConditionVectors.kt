package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.Condition
import dev.onboardc.onboardkit.ConditionFormatException
import dev.onboardc.onboardkit.ConditionJson
import org.json.JSONObject

/**
 * The condition vectors (docs/conformance.md, "Condition vectors"): each case's tree read,
 * written back as the same JSON value (through its text), then evaluated in each context.
 */
internal object ConditionVectors {
    fun run(vector: JSONObject): List<String> {
        val failures = ArrayList<String>()
        val cases = vector.getJSONArray("cases")
        for (index in 0 until cases.length()) {
            val item = cases.getJSONObject(index)
            val place = "case ${index + 1} (${item.optString("source", "no source")})"
            val tree = item.opt("condition")
            val condition: Condition = try {
                ConditionJson.read(tree)
            } catch (error: ConditionFormatException) {
                failures.add("$place: the condition does not read: ${error.message}")
                continue
            }
            val written = JSONObject(ConditionJson.write(condition).toString())
            if (!VectorJson.same(written, tree)) failures.add("$place: the condition is written back as $written, not $tree")
            val results = item.getJSONArray("results")
            for (number in 0 until results.length()) {
                val result = results.getJSONObject(number)
                val context = Environments.conditionContext(result.getJSONObject("context"))
                val expected = result.getBoolean("expected")
                if (context.evaluate(condition) != expected || context.evaluation(condition).first != expected) {
                    failures.add("$place result ${number + 1}: expected $expected in ${result.getJSONObject("context")}")
                }
            }
        }
        return failures
    }
}
