package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.InputValue
import org.json.JSONArray
import org.json.JSONObject

/**
 * The JSON shapes of what a session reports, as docs/conformance.md defines them: events,
 * endings, answers, requests. Every runtime writes and reads the same shapes.
 */
object EngineJson {
    /** An event: `type`, `flow`, `screen`, `state`?, `section`?, and the members of its type. */
    @JvmStatic
    fun event(event: FlowEvent): JSONObject {
        val json = JSONObject()
        json.put("type", event.kind.type)
        json.put("flow", event.flowId)
        json.put("screen", event.screenId)
        event.stateId?.let { json.put("state", it) }
        event.section?.let { json.put("section", it) }
        when (val kind = event.kind) {
            is EventKind.Action -> {
                json.put("action", kind.action)
                json.put("via", kind.via)
                kind.slot?.let { json.put("slot", it.bundleName) }
            }
            is EventKind.DialogShown -> json.put("dialog", kind.dialog)
            is EventKind.DialogConfirmed -> json.put("dialog", kind.dialog)
            is EventKind.DialogCancelled -> json.put("dialog", kind.dialog)
            is EventKind.RequestStarted -> json.put("request", request(kind.request))
            is EventKind.RequestAnswered -> {
                json.put("request", request(kind.request))
                json.put("result", kind.result.resultName)
            }
            is EventKind.RequestCancelled -> json.put("request", request(kind.request))
            is EventKind.AnswerChanged -> {
                json.put("input", kind.input)
                json.put("value", value(kind.value))
                kind.consent?.let { json.put("consent", it) }
            }
            is EventKind.PlanSelected -> json.put("plan", kind.plan)
            is EventKind.FlowEnded -> json.put("ending", ending(kind.ending))
            is EventKind.ExperimentExposed -> {
                json.put("experiment", kind.assignment.experiment)
                json.put("variant", kind.assignment.variant)
                json.put("overridden", kind.assignment.overridden)
            }
            is EventKind.ScreenShown, is EventKind.FlowLeft -> Unit
        }
        return json
    }

    /** `{"kind": "permission", "permission": "camera"}`, `{"kind": "purchase", "plan"?, "offering"?}`… */
    @JvmStatic
    fun request(summary: RequestSummary): JSONObject {
        val json = JSONObject()
        json.put("kind", summary.kind)
        summary.permission?.let { json.put("permission", it) }
        summary.plan?.let { json.put("plan", it) }
        summary.offering?.let { json.put("offering", it) }
        summary.types?.let { json.put("types", JSONArray(it)) }
        return json
    }

    /** `{"flow", "reason", "result"?, "answers", "flagSet"?}`. */
    @JvmStatic
    fun ending(ending: FlowEnding): JSONObject {
        val json = JSONObject()
        json.put("flow", ending.flowId)
        json.put("reason", ending.reason.reasonName)
        ending.result?.let { json.put("result", it) }
        json.put("answers", answers(ending.answers))
        ending.flagSet?.let { json.put("flagSet", it) }
        return json
    }

    /** The ending [json] writes (a snapshot's). */
    @JvmStatic
    fun readEnding(json: JSONObject): FlowEnding {
        val reasonName = json.getString("reason")
        val reason = FlowEnding.Reason.values().firstOrNull { it.reasonName == reasonName }
            ?: throw IllegalArgumentException("unknown ending reason '$reasonName'")
        return FlowEnding(
            json.getString("flow"), reason, json.optString("result", null).takeIf { reason != FlowEnding.Reason.SKIPPED },
            json.optJSONObject("answers")?.let { readAnswers(it) } ?: emptyMap(), json.optString("flagSet", null)
        )
    }

    /** Screen id → input id → value. */
    @JvmStatic
    fun answers(answers: Map<String, Map<String, InputValue>>): JSONObject {
        val json = JSONObject()
        for ((screen, values) in answers) {
            val byInput = JSONObject()
            for ((input, value) in values) byInput.put(input, value(value))
            json.put(screen, byInput)
        }
        return json
    }

    @JvmStatic
    fun readAnswers(json: JSONObject): Map<String, Map<String, InputValue>> =
        json.keys().asSequence().toList().associateWith { screen ->
            val byInput = json.getJSONObject(screen)
            byInput.keys().asSequence().toList().associateWith { readValue(byInput.getJSONObject(it)) }
        }

    /** `{"checked": true}`, `{"choice": "id"}`, `{"choices": [...]}` (sorted) or `{"text": "…"}`. */
    @JvmStatic
    fun value(value: InputValue): JSONObject = when (value) {
        is InputValue.Checked -> JSONObject().put("checked", value.checked)
        is InputValue.Choice -> JSONObject().put("choice", value.option)
        is InputValue.Choices -> JSONObject().put("choices", JSONArray(value.options.sorted()))
        is InputValue.Text -> JSONObject().put("text", value.text)
    }

    /** The input value [json] writes: exactly one of `checked`, `choice`, `choices`, `text`. */
    @JvmStatic
    fun readValue(json: JSONObject): InputValue {
        val names = json.keys().asSequence().toList()
        require(names.size == 1) { "an input value has exactly one of checked, choice, choices, text" }
        return when (val name = names[0]) {
            "checked" -> InputValue.Checked(json.getBoolean(name))
            "choice" -> InputValue.Choice(json.getString(name))
            "choices" -> {
                val array = json.getJSONArray(name)
                InputValue.Choices((0 until array.length()).map { array.getString(it) }.toSet())
            }
            "text" -> InputValue.Text(json.getString(name))
            else -> throw IllegalArgumentException("an input value has exactly one of checked, choice, choices, text")
        }
    }
}
