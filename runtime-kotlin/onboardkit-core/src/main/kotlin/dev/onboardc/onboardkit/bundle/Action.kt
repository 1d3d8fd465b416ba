package dev.onboardc.onboardkit.bundle

/**
 * What a button does: [kind] with its members; [confirmDialog] (a dialog of the flow to
 * confirm first) and [pendingState] (a state of the screen shown while a request is under
 * way) may accompany any kind.
 */
class Action(val kind: ActionKind, val confirmDialog: String? = null, val pendingState: String? = null) {
    /** The action's `kind` as the bundle spells it (`request-permission`…). */
    val name: String get() = kind.name

    /** The move's target (`next`, `back`, `go`, `skip`, `open-settings`'s `target`). */
    val target: Target?
        get() = when (kind) {
            is ActionKind.Move -> kind.target
            is ActionKind.OpenSettings -> kind.then
            else -> null
        }

    /** The outcome → target map of a request action; empty for the others. */
    val outcomes: Map<Outcome, Target>
        get() = (kind as? ActionKind.Request)?.outcomes ?: emptyMap()

    /**
     * Where the request's [outcome] leads: its target when mapped; for a permission's
     * `unavailable` or `not-enrolled` that is not, `denied`'s target; else null (the user stays).
     */
    fun target(outcome: Outcome): Target? {
        outcomes[outcome]?.let { return it }
        return if (outcome == Outcome.UNAVAILABLE || outcome == Outcome.NOT_ENROLLED) outcomes[Outcome.DENIED] else null
    }

    companion object {
        internal fun read(members: Members): Action =
            Action(ActionKind.read(members), members.optString("confirmDialog"), members.optString("pendingState"))
    }
}
