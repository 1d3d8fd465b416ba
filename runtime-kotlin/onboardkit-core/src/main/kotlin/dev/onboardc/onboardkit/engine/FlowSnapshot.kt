package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.InputValue
import dev.onboardc.onboardkit.bundle.ButtonSlot
import org.json.JSONArray
import org.json.JSONObject

/**
 * A session saved to come back to (the app went to the background while the user was in
 * Settings): where the user is, what is presented or pending, what they answered. It names
 * every place by id, so it survives a new bundle whose content changed; restoring it in a
 * bundle that lacks a place it names fails ([SessionRestore]). Its JSON ([toJson]) has
 * OnboardKit's member names, `codeSentAt` in seconds since 2001-01-01T00:00Z as OnboardKit
 * writes a date, so a snapshot reads the same in both runtimes.
 */
data class FlowSnapshot(
    val version: Int,
    val flow: String,
    val screen: String,
    val state: String?,
    /** The presented dialog's id and the slot of the button whose action it confirms. */
    val dialog: Pair<String, ButtonSlot>?,
    /** The slot of the button whose request waits, and the state shown when it was tapped. */
    val request: Pair<ButtonSlot, String?>?,
    val answers: Map<String, Map<String, InputValue>>,
    val selectedPlans: Map<String, String>,
    val ending: FlowEnding?,
    val trail: List<String>?,
    /** When the app last reported a code `sent` (milliseconds since 1970), if it did. */
    val codeSentAt: Long?
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("version", version)
        json.put("flow", flow)
        json.put("screen", screen)
        state?.let { json.put("state", it) }
        dialog?.let { json.put("dialog", JSONObject().put("dialog", it.first).put("slot", it.second.bundleName)) }
        request?.let { waiting ->
            val member = JSONObject().put("slot", waiting.first.bundleName)
            waiting.second?.let { member.put("returnState", it) }
            json.put("request", member)
        }
        json.put("answers", EngineJson.answers(answers))
        json.put("selectedPlans", JSONObject(selectedPlans))
        ending?.let { json.put("ending", EngineJson.ending(it)) }
        trail?.let { json.put("trail", JSONArray(it)) }
        codeSentAt?.let { json.put("codeSentAt", it / 1000.0 - REFERENCE_DATE_SECONDS) }
        return json
    }

    companion object {
        /** The snapshot format this version writes and reads. */
        const val CURRENT_VERSION = 1

        /** 2001-01-01T00:00Z in seconds since 1970: where OnboardKit's JSON dates count from. */
        private const val REFERENCE_DATE_SECONDS = 978307200.0

        @JvmStatic
        fun fromJson(json: JSONObject): FlowSnapshot {
            fun slot(name: String) = ButtonSlot.named(name) ?: throw IllegalArgumentException("unknown button slot '$name'")
            val plans = json.optJSONObject("selectedPlans")
            return FlowSnapshot(
                version = json.getInt("version"),
                flow = json.getString("flow"),
                screen = json.getString("screen"),
                state = json.optString("state", null),
                dialog = json.optJSONObject("dialog")?.let { Pair(it.getString("dialog"), slot(it.getString("slot"))) },
                request = json.optJSONObject("request")?.let { Pair(slot(it.getString("slot")), it.optString("returnState", null)) },
                answers = json.optJSONObject("answers")?.let { EngineJson.readAnswers(it) } ?: emptyMap(),
                selectedPlans = plans?.keys()?.asSequence()?.toList()?.associateWith { plans.getString(it) } ?: emptyMap(),
                ending = json.optJSONObject("ending")?.let { EngineJson.readEnding(it) },
                trail = json.optJSONArray("trail")?.let { array -> (0 until array.length()).map { array.getString(it) } },
                codeSentAt = if (!json.has("codeSentAt")) null
                else Math.round((json.getDouble("codeSentAt") + REFERENCE_DATE_SECONDS) * 1000)
            )
        }

        internal fun of(session: FlowSession) = FlowSnapshot(
            version = CURRENT_VERSION,
            flow = session.flow.id,
            screen = session.screen.id,
            state = session.stateId,
            dialog = session.presentedDialog?.let { Pair(it.dialog.id, it.slot) },
            request = session.awaiting?.let { Pair(it.slot, it.previousState) },
            answers = session.answers,
            selectedPlans = session.selectedPlans,
            ending = session.ending,
            trail = session.trail.map { session.flow.screens[it].id },
            codeSentAt = session.codeSentAt
        )
    }
}
