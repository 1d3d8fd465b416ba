package dev.onboardc.onboardkit.bundle

/** A button's slot, which says where it sits and how an ending it reaches counts. A closed vocabulary. */
enum class ButtonSlot(val bundleName: String) {
    PRIMARY("primary"),
    SECONDARY("secondary"),
    SKIP("skip"),
    BACK("back"),
    CLOSE("close");

    companion object {
        fun named(name: String): ButtonSlot? = values().firstOrNull { it.bundleName == name }

        internal val BY_NAME = values().associateBy { it.bundleName }
    }
}

/**
 * A button of a screen or state: its [slot], its label's key and VoiceOver label's key, its
 * icons ([icon] an SF Symbol, [androidIcon] the Material Symbols name), where it sits, and its [action].
 */
class ScreenButton(
    val slot: ButtonSlot,
    val labelKey: String?,
    val accessibilityLabelKey: String?,
    val icon: String?,
    val androidIcon: String?,
    val placement: String?,
    val action: Action
) {
    companion object {
        internal fun read(members: Members) = ScreenButton(
            slot = members.closed("slot", ButtonSlot.BY_NAME),
            labelKey = members.optString("labelKey"),
            accessibilityLabelKey = members.optString("accessibilityLabelKey"),
            icon = members.optString("icon"),
            androidIcon = members.optString("androidIcon"),
            placement = members.optString("placement"),
            action = Action.read(members.obj("action"))
        )
    }
}
