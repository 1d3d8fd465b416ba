package dev.onboardc.onboardkit

import org.json.JSONObject

/** An experiment as the bundle carries it (docs/bundle-format.md, "Experiments"). */
class Experiment(
    val id: String,
    val salt: String,
    val variants: List<ExperimentVariant>,
    val audience: Condition? = null
) {
    /** The variant [id], if the experiment has it. */
    fun variant(id: String): ExperimentVariant? = variants.firstOrNull { it.id == id }

    companion object {
        /** The weights of an experiment's variants add up to this. */
        const val TOTAL_WEIGHT = 100

        /** The experiment [json] writes (an element of the bundle's `experiments`). */
        @JvmStatic
        fun fromJson(json: JSONObject): Experiment {
            val variants = json.getJSONArray("variants")
            return Experiment(
                id = json.getString("id"),
                salt = json.optString("salt", ""),
                variants = (0 until variants.length()).map { index ->
                    val variant = variants.getJSONObject(index)
                    val texts = variant.optJSONArray("texts")
                    ExperimentVariant(
                        variant.getString("id"), variant.getInt("weight"),
                        (0 until (texts?.length() ?: 0)).map { item ->
                            val text = texts!!.getJSONObject(item)
                            VariantText(text.getString("key"), text.getString("variantKey"))
                        }
                    )
                },
                audience = json.opt("audience")?.let { ConditionJson.read(it) }
            )
        }
    }
}

/**
 * One variant of an experiment: its id, its weight (0–100, the share of users in it) and the
 * texts it shows instead of the spec's.
 */
data class ExperimentVariant(val id: String, val weight: Int, val texts: List<VariantText> = emptyList())

/** A text a variant shows instead of the spec's: wherever a flow names [key], its users read [variantKey]. */
data class VariantText(val key: String, val variantKey: String)
