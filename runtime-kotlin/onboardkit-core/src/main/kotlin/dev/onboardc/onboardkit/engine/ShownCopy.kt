package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.TextValue

/**
 * One piece of copy a session shows now: which [element] shows it (the conformance suite's
 * names: `title`, `visual`, `input.<id>.placeholder`, `button.<slot>`, `dialog.title`,
 * `announcement`…), its string [key], and the placeholder [values] the session knows (the
 * announcement's position and count; the app adds its own, such as store prices).
 */
data class ShownCopy(val element: String, val key: String, val values: Map<String, TextValue> = emptyMap()) {
    companion object {
        /**
         * The copy [session] shows, in order: the state's copy and visual label when a state is
         * shown, else the screen's with its inputs and paywall; the buttons; a presented dialog;
         * the announcement. Elements without a key are left out.
         */
        internal fun of(session: FlowSession): List<ShownCopy> {
            val copy = ArrayList<ShownCopy>()
            fun add(element: String, key: String?, values: Map<String, TextValue> = emptyMap()) {
                if (key != null) copy.add(ShownCopy(element, key, values))
            }
            val state = session.state
            if (state != null) {
                add("title", state.titleKey)
                add("subtitle", state.subtitleKey)
                add("body", state.bodyKey)
                add("caption", state.captionKey)
                add("visual", state.visual?.spokenLabelKey)
            } else {
                val screen = session.screen
                add("title", screen.titleKey)
                add("subtitle", screen.subtitleKey)
                add("body", screen.bodyKey)
                add("caption", screen.captionKey)
                add("visual", screen.visual?.spokenLabelKey)
                for (input in screen.inputs) {
                    add("input.${input.id}", input.labelKey)
                    add("input.${input.id}.placeholder", input.placeholderKey)
                    for (option in input.options) add("input.${input.id}.${option.id}", option.labelKey)
                }
                for (feature in screen.paywall?.features ?: emptyList()) add("feature.${feature.id}", feature.textKey)
                for (plan in screen.paywall?.plans ?: emptyList()) add("plan.${plan.id}", plan.labelKey)
            }
            for (button in session.buttons) {
                add("button.${button.slot.bundleName}", button.labelKey)
                add("button.${button.slot.bundleName}.accessibility", button.accessibilityLabelKey)
            }
            session.presentedDialog?.dialog?.let { dialog ->
                add("dialog.title", dialog.titleKey)
                add("dialog.message", dialog.messageKey)
                add("dialog.confirm", dialog.confirmKey)
                add("dialog.cancel", dialog.cancelKey)
            }
            session.announcement?.let { add("announcement", it.key, it.values) }
            return copy
        }
    }
}

/**
 * What a screen reader announces when a screen appears ("Screen 2 of 3"): the text of [key]
 * (null: the flow gives none; use the app's own) with [position] (from 1) and [count].
 */
data class ScreenAnnouncement(val key: String?, val position: Int, val count: Int) {
    /** The values of the text's placeholders, by name. */
    val values: Map<String, TextValue>
        get() = mapOf("position" to TextValue.Integer(position.toLong()), "count" to TextValue.Integer(count.toLong()))

    companion object {
        /**
         * The current screen's announcement, null when the flow asks for none: its place in the
         * flow, or, in a flow whose screens have `pathRemaining`, counted along the user's way.
         */
        internal fun of(session: FlowSession): ScreenAnnouncement? {
            val accessibility = session.flow.accessibility
            if (!accessibility.announceScreenPosition) return null
            val remaining = session.screen.pathRemaining
            if (remaining == null) {
                val progress = session.flow.progress(session.screenIndex)
                return ScreenAnnouncement(accessibility.announcementKey, progress.step, progress.of)
            }
            return ScreenAnnouncement(accessibility.announcementKey, session.trail.size, session.trail.size + remaining)
        }
    }
}
