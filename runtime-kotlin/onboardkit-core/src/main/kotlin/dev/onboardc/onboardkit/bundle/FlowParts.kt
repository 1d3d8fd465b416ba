package dev.onboardc.onboardkit.bundle

/** When a flow shows (docs/bundle-format.md, "flow"). A closed vocabulary of kinds. */
sealed class Trigger {
    /** At launch, while the completion flag is not set. */
    object FirstLaunch : Trigger()

    /** Opened from the app's Settings, whatever the flag; [entryKey] is the row's label. */
    data class Settings(val entryKey: String?) : Trigger()

    /** When the app reports [event]. */
    data class Event(val event: String) : Trigger()

    companion object {
        private val KINDS = listOf("first-launch", "settings", "event").associateWith { it }

        internal fun read(members: Members): Trigger = when (members.closed("kind", KINDS)) {
            "first-launch" -> FirstLaunch
            "settings" -> Settings(members.optString("entryKey"))
            else -> Event(members.string("event"))
        }
    }
}

/** Which `completion.setOn` event an ending counts as. */
enum class CompletionEvent(val bundleName: String) {
    COMPLETE("complete"),
    SKIP("skip"),
    DISMISS("dismiss");

    companion object {
        internal val BY_NAME = values().associateBy { it.bundleName }

        /**
         * The event of an ending reached by the button in [slot] along [route] (the table in
         * docs/bundle-format.md): a `close` button's completion or skip is a dismissal; an
         * answer's outcome is always a completion.
         */
        fun endingBy(slot: ButtonSlot, route: EndingRoute): CompletionEvent = when {
            slot == ButtonSlot.CLOSE && route != EndingRoute.ANSWER -> DISMISS
            route == EndingRoute.SKIPPING -> SKIP
            else -> COMPLETE
        }
    }
}

/** How an action reached `complete`: by completing (`complete`, `next`…), by `skip`, or by an answer's outcome. */
enum class EndingRoute { COMPLETING, SKIPPING, ANSWER }

/** The flag a flow sets ([flag], none: it sets none) and on which endings ([setOn]). */
class Completion(val flag: String?, val setOn: List<CompletionEvent>) {
    companion object {
        internal fun read(members: Members?): Completion {
            if (members == null) return Completion(null, emptyList())
            val setOn = members.strings("setOn").mapIndexed { index, name ->
                CompletionEvent.BY_NAME[name]
                    ?: throw BundleFormatException("${members.at("setOn")}[$index]", "unknown value '$name'")
            }
            return Completion(members.optString("flag"), setOn)
        }
    }
}

/** Whether each screen announces "Screen i of N", and the key of that text. */
class FlowAccessibility(val announceScreenPosition: Boolean, val announcementKey: String?)

/** A confirmation an action may ask for first. */
class Dialog(
    val id: String,
    val titleKey: String,
    val messageKey: String?,
    val confirmKey: String,
    val cancelKey: String,
    val destructive: Boolean
) {
    companion object {
        internal fun read(members: Members) = Dialog(
            members.string("id"), members.string("titleKey"), members.optString("messageKey"),
            members.string("confirmKey"), members.string("cancelKey"), members.bool("destructive")
        )
    }
}
