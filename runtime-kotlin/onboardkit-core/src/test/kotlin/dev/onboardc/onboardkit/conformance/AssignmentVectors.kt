package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.Assignments
import dev.onboardc.onboardkit.Experiment
import dev.onboardc.onboardkit.ExperimentAssignment
import dev.onboardc.onboardkit.InMemoryOnboardingStore
import org.json.JSONObject

/**
 * The assignment vectors (docs/conformance.md, "Assignment vectors"): the hash and its
 * buckets, the edges of the variants' runs, the share of each variant over many users, and
 * how the engine keeps, overrides and limits an assignment.
 */
internal object AssignmentVectors {
    fun run(vector: JSONObject): List<String> {
        val list = vector.getJSONArray("experiments")
        val experiments = (0 until list.length()).map { Experiment.fromJson(list.getJSONObject(it)) }
        val byId = experiments.associateBy { it.id }
        fun experiment(item: JSONObject, place: String): Experiment =
            byId[item.getString("experiment")] ?: throw IllegalStateException("$place names no experiment of the vector")
        val failures = ArrayList<String>()
        val cases = vector.optJSONArray("cases")
        for (index in 0 until (cases?.length() ?: 0)) {
            val item = cases!!.getJSONObject(index)
            val experiment = experiment(item, "case ${index + 1}")
            val user = item.getString("userId")
            val got = mapOf(
                "input" to ExperimentAssignment.input(experiment.id, experiment.salt, user),
                "bucket" to ExperimentAssignment.bucket(experiment.id, experiment.salt, user).toDouble(),
                "variant" to ExperimentAssignment.variant(experiment, user)?.id
            )
            val expected = listOf("input", "bucket", "variant").associateWith { VectorJson.plain(item.opt(it)) }
            if (got != expected) failures.add("case ${index + 1}: expected $expected, got $got")
        }
        val buckets = vector.optJSONArray("buckets")
        for (index in 0 until (buckets?.length() ?: 0)) {
            val item = buckets!!.getJSONObject(index)
            val bucket = item.getInt("bucket")
            val variant = ExperimentAssignment.variant(experiment(item, "bucket ${index + 1}"), bucket)?.id
            if (variant != item.optString("variant")) {
                failures.add("bucket $bucket: expected ${item.optString("variant")}, got ${variant ?: "none"}")
            }
        }
        failures.addAll(distribution(vector, byId))
        failures.addAll(engine(vector, byId))
        return failures
    }

    /** Each variant's count over the users `<prefix>0` … `<prefix><count - 1>`: exact, and within the tolerance of its weight. */
    private fun distribution(vector: JSONObject, byId: Map<String, Experiment>): List<String> {
        val users = vector.optJSONObject("users") ?: return emptyList()
        val prefix = users.getString("prefix")
        val count = users.getInt("count")
        val tolerance = vector.getInt("tolerancePoints")
        val failures = ArrayList<String>()
        val list = vector.getJSONArray("distribution")
        for (index in 0 until list.length()) {
            val item = list.getJSONObject(index)
            val experiment = byId[item.getString("experiment")]
                ?: throw IllegalStateException("a distribution names no experiment of the vector")
            val counts = HashMap<String, Int>()
            for (user in 0 until count) {
                val variant = ExperimentAssignment.variant(experiment, "$prefix$user") ?: continue
                counts[variant.id] = (counts[variant.id] ?: 0) + 1
            }
            val expectedCounts = item.getJSONObject("counts")
            for (variant in experiment.variants) {
                val got = counts[variant.id] ?: 0
                if (expectedCounts.has(variant.id) && expectedCounts.getInt(variant.id) != got) {
                    failures.add("${experiment.id}/${variant.id}: expected ${expectedCounts.getInt(variant.id)} users, got $got")
                }
                val share = got.toDouble() / count * 100
                if (Math.abs(share - variant.weight) > tolerance) {
                    failures.add("${experiment.id}/${variant.id}: $share% of users, more than $tolerance points from its weight ${variant.weight}")
                }
            }
        }
        return failures
    }

    /** Each engine case: the store, overrides and environment it gives, the assignment made, and the store after. */
    private fun engine(vector: JSONObject, byId: Map<String, Experiment>): List<String> {
        val failures = ArrayList<String>()
        val cases = vector.optJSONArray("engine") ?: return failures
        for (index in 0 until cases.length()) {
            val item = cases.getJSONObject(index)
            val label = item.optString("description", "engine case ${index + 1}")
            val experiment = byId[item.getString("experiment")]
                ?: throw IllegalStateException("engine case ${index + 1} names no experiment of the vector")
            val store = InMemoryOnboardingStore(texts = VectorJson.stringMap(item, "store"))
            val assignments = Assignments(
                store, item.getString("userId"), VectorJson.stringMap(item, "overrides"),
                Environments.context(item.optJSONObject("environment"), locale = "en")
            )
            val got = assignments.assignment(experiment)?.let {
                mapOf("variant" to it.variant, "overridden" to it.overridden)
            }
            val expected = VectorJson.plain(item.opt("expect"))
            if (got != expected) failures.add("$label: expected $expected, got $got")
            val storeAfter = VectorJson.plain(item.optJSONObject("storeAfter") ?: JSONObject())
            if (store.textSnapshot != storeAfter) {
                failures.add("$label: expected the store $storeAfter, got ${store.textSnapshot}")
            }
        }
        return failures
    }
}
