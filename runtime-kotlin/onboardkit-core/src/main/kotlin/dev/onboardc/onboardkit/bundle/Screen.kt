package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.Condition

/**
 * A screen of a flow (docs/bundle-format.md, "screen"): its copy, visual, buttons (slot
 * order), inputs, in-screen states and paywall, whether the user may swipe, its section,
 * the condition it is shown under ([when]) and, in a flow whose users see different screens,
 * the most screens still ahead ([pathRemaining]). [role] is an open vocabulary. Looks (theme
 * colours, text and button styles, entrance, transition) are the Android layer's, not read here.
 */
class Screen(
    val id: String,
    val role: String,
    val titleKey: String?,
    val subtitleKey: String?,
    val bodyKey: String?,
    val captionKey: String?,
    val visual: Visual?,
    val buttons: List<ScreenButton>,
    val inputs: List<Input>,
    val states: List<ScreenState>,
    val paywall: Paywall?,
    val optional: Boolean,
    val swipe: Boolean,
    val section: String?,
    val `when`: Condition?,
    val pathRemaining: Int?
) {
    fun state(id: String): ScreenState? = states.firstOrNull { it.id == id }

    fun input(id: String): Input? = inputs.firstOrNull { it.id == id }

    fun button(slot: ButtonSlot): ScreenButton? = buttons.firstOrNull { it.slot == slot }

    companion object {
        internal fun read(members: Members) = Screen(
            id = members.string("id"),
            role = members.string("role"),
            titleKey = members.optString("titleKey"),
            subtitleKey = members.optString("subtitleKey"),
            bodyKey = members.optString("bodyKey"),
            captionKey = members.optString("captionKey"),
            visual = members.optObject("visual")?.let { Visual.read(it) },
            buttons = members.list("buttons") { ScreenButton.read(it) },
            inputs = members.list("inputs") { Input.read(it) },
            states = members.list("states") { ScreenState.read(it) },
            paywall = members.optObject("paywall")?.let { Paywall.read(it) },
            optional = members.bool("optional"),
            swipe = members.bool("swipe"),
            section = members.optString("section"),
            `when` = members.optCondition("when"),
            pathRemaining = members.optInt("pathRemaining")
        )
    }
}

/**
 * An in-screen state shown instead of the screen's own content (loading, error, info: [kind]
 * is an open vocabulary): its copy, visual and buttons, and the condition it is shown under.
 */
class ScreenState(
    val id: String,
    val kind: String,
    val titleKey: String?,
    val subtitleKey: String?,
    val bodyKey: String?,
    val captionKey: String?,
    val visual: Visual?,
    val buttons: List<ScreenButton>,
    val `when`: Condition?
) {
    companion object {
        internal fun read(members: Members) = ScreenState(
            id = members.string("id"),
            kind = members.string("kind"),
            titleKey = members.optString("titleKey"),
            subtitleKey = members.optString("subtitleKey"),
            bodyKey = members.optString("bodyKey"),
            captionKey = members.optString("captionKey"),
            visual = members.optObject("visual")?.let { Visual.read(it) },
            buttons = members.list("buttons") { ScreenButton.read(it) },
            `when` = members.optCondition("when")
        )
    }
}
