package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.AttributeValue
import dev.onboardc.onboardkit.ConditionContext
import dev.onboardc.onboardkit.InputValue
import org.json.JSONArray
import org.json.JSONObject
import dev.onboardc.onboardkit.engine.LocaleSubtags

/** A vector's `environment` and a condition vector's `context`, as the runtime's values. */
internal object Environments {
    /**
     * The context of a flow or engine vector's `environment` (docs/conformance.md, "Flow
     * vectors"): absent members are no attributes, `ios`, `""`, the language of [locale], no region.
     */
    fun context(environment: JSONObject?, locale: String): ConditionContext = ConditionContext(
        attributes = attributes(environment),
        platform = environment?.optString("platform", "ios") ?: "ios",
        appVersion = environment?.optString("appVersion", "") ?: "",
        language = environment?.optString("language", "")?.takeIf { it.isNotEmpty() } ?: LocaleSubtags.language(locale),
        region = environment?.optString("region", "")?.takeIf { it.isNotEmpty() }
    )

    /** A condition vector's `context` (docs/conformance.md, "Condition vectors"). */
    fun conditionContext(json: JSONObject): ConditionContext {
        val answers = LinkedHashMap<String, InputValue>()
        val given = json.optJSONObject("answers")
        for (id in given?.keys()?.asSequence() ?: emptySequence()) {
            val value = given!!.getJSONObject(id)
            val member = value.keys().next()
            answers[id] = when (val raw = value.get(member)) {
                is Boolean -> if (member == "checked") InputValue.Checked(raw) else null
                is String -> when (member) {
                    "choice" -> InputValue.Choice(raw)
                    "text" -> InputValue.Text(raw)
                    else -> null
                }
                is JSONArray -> if (member == "choices") InputValue.Choices(VectorJson.strings(value, member).toSet()) else null
                else -> null
            } ?: throw IllegalStateException("an answer that is no input value: $value")
        }
        return ConditionContext(
            answers = answers,
            attributes = attributes(json),
            experiments = VectorJson.stringMap(json, "experiments"),
            platform = json.optString("platform", ""),
            appVersion = json.optString("appVersion", ""),
            language = json.optString("language", ""),
            region = if (json.has("region")) json.getString("region") else null
        )
    }

    private fun attributes(json: JSONObject?): Map<String, AttributeValue> {
        val given = json?.optJSONObject("attributes") ?: return emptyMap()
        return given.keys().asSequence().associateWith { name ->
            when (val value = given.get(name)) {
                is Boolean -> AttributeValue.Bool(value)
                is String -> AttributeValue.Text(value)
                is Number -> AttributeValue.Number(value.toDouble())
                else -> throw IllegalStateException("an attribute that is no value: $value")
            }
        }
    }
}
