package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.Condition
import org.json.JSONObject

/**
 * One onboarding flow (docs/bundle-format.md, "flow"): when it shows ([trigger], to whom
 * ([audience]), the flag it sets, its announcement, dialogs and screens. [json] is the flow
 * as the bundle writes it, from which a session's flow with an experiment's texts is read
 * again ([StringKeyMembers]).
 */
class Flow(
    val id: String,
    val trigger: Trigger,
    val audience: Condition?,
    val completion: Completion,
    val accessibility: FlowAccessibility,
    val dialogs: List<Dialog>,
    val screens: List<Screen>,
    val json: JSONObject
) {
    fun screen(id: String): Screen? = screens.firstOrNull { it.id == id }

    /** The position of the screen [id], null when the flow has none. */
    fun indexOfScreen(id: String): Int? = screens.indexOfFirst { it.id == id }.takeIf { it >= 0 }

    fun dialog(id: String): Dialog? = dialogs.firstOrNull { it.id == id }

    /** The screen at [index]'s place: step (from 1) of the flow's screens. */
    fun progress(index: Int): ScreenProgress = ScreenProgress(index + 1, screens.size)

    companion object {
        /** The flow [json] writes, at [path] of its document; refuses one whose targets point at nothing. */
        @JvmStatic
        fun read(json: JSONObject, path: String = "$"): Flow = read(Members(json, path))

        internal fun read(members: Members): Flow {
            if (!members.has("screens")) throw members.missing("screens")
            val accessibility = members.optObject("accessibility")
            val flow = Flow(
                id = members.string("id"),
                trigger = Trigger.read(members.obj("trigger")),
                audience = members.optCondition("audience"),
                completion = Completion.read(members.optObject("completion")),
                accessibility = FlowAccessibility(
                    accessibility?.bool("announceScreenPosition") ?: false, accessibility?.optString("announcementKey")
                ),
                dialogs = members.list("dialogs") { Dialog.read(it) },
                screens = members.list("screens") { Screen.read(it) },
                json = members.json
            )
            val problems = FlowValidation.problems(flow)
            if (problems.isNotEmpty()) {
                throw BundleFormatException(members.at("screens"), "flow '${flow.id}': " + problems.joinToString(" "))
            }
            return flow
        }
    }
}

/** A screen's place in its flow: [step] (from 1) [of] the flow's screens. */
data class ScreenProgress(val step: Int, val of: Int) {
    val fraction: Double get() = step.toDouble() / of
}
