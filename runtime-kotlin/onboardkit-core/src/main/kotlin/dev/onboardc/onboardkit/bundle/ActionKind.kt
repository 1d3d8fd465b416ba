package dev.onboardc.onboardkit.bundle

/** An action's kind and its members (docs/bundle-format.md, "button and action"). A closed vocabulary. */
sealed class ActionKind(val name: String) {
    /** `next`, `back`, `go` or `skip` ([name]) to [target]. */
    class Move(name: String, val target: Target) : ActionKind(name)

    /** Ends the flow; [result] tells the app what to do next. */
    class Complete(val result: String?) : ActionKind("complete")

    /** Opens the system Settings app, then goes to [then], if any. */
    class OpenSettings(val then: Target?) : ActionKind("open-settings")

    /** An action that asks the app for something and follows [outcomes] for its result. */
    abstract class Request(name: String, val outcomes: Map<Outcome, Target>) : ActionKind(name)

    class RequestPermission(val permission: Permission, outcomes: Map<Outcome, Target>) :
        Request("request-permission", outcomes)

    /** [plan]: a plan id of the same screen's paywall; null: the plan the user selected. */
    class Purchase(val plan: String?, outcomes: Map<Outcome, Target>) : Request("purchase", outcomes)

    class Restore(outcomes: Map<Outcome, Target>) : Request("restore", outcomes)

    /** After `sent`, every `resend-code` button of the flow waits [cooldown] seconds, if given. */
    class ResendCode(val cooldown: Double?, outcomes: Map<Outcome, Target>) : Request("resend-code", outcomes)

    /** The system's file picker for [types] (MIME types; never empty). */
    class PickFile(val types: List<String>, outcomes: Map<Outcome, Target>) : Request("pick-file", outcomes)

    companion object {
        private val NAMES = listOf(
            "next", "back", "go", "skip", "complete", "request-permission", "purchase", "restore", "open-settings",
            "resend-code", "pick-file"
        ).associateWith { it }

        internal fun read(members: Members): ActionKind {
            val name = members.closed("kind", NAMES)
            fun outcomes(allowed: List<Outcome>): Map<Outcome, Target> {
                if (!members.has("outcomes")) throw members.missing("outcomes")
                val out = LinkedHashMap<Outcome, Target>()
                for ((key, target) in members.objectMap("outcomes") { _, target -> Target.read(target) }) {
                    val outcome = Outcome.named(key)?.takeIf { it in allowed }
                        ?: throw BundleFormatException(members.at("outcomes"), "unknown outcome '$key' for a '$name' action")
                    out[outcome] = target
                }
                return out
            }
            return when (name) {
                "next", "back", "go", "skip" -> Move(name, Target.read(members.obj("target")))
                "complete" -> Complete(members.optString("result"))
                "open-settings" -> OpenSettings(members.optObject("target")?.let { Target.read(it) })
                "request-permission" -> {
                    val permission = Permission(members.string("permission"))
                    RequestPermission(permission, outcomes(Outcome.outcomes(permission)))
                }
                "purchase" -> Purchase(members.optString("plan"), outcomes(Outcome.purchaseOutcomes))
                "restore" -> Restore(outcomes(Outcome.purchaseOutcomes))
                "resend-code" -> ResendCode(members.optDouble("cooldown"), outcomes(Outcome.codeOutcomes))
                else -> {
                    if (!members.has("types")) throw members.missing("types")
                    PickFile(members.strings("types"), outcomes(Outcome.fileOutcomes))
                }
            }
        }
    }
}
