package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.Assignment
import dev.onboardc.onboardkit.InputValue
import dev.onboardc.onboardkit.bundle.ButtonSlot

/**
 * Something that happened in a session, with where: the flow, the screen, the in-screen
 * state and the screen's section at the time (for `screen-shown`, what is now shown). Its
 * JSON ([EngineJson.event]) is the shape docs/conformance.md defines, so an app can send
 * events as they are.
 */
data class FlowEvent(
    val kind: EventKind,
    val flowId: String,
    val screenId: String,
    val stateId: String? = null,
    val section: String? = null
)

/** What happened: one of the event `type`s of docs/conformance.md, "Events", with its members. */
sealed class EventKind(val type: String) {
    object ScreenShown : EventKind("screen-shown")

    /** [action]: the action's kind as the bundle spells it (a swipe is `next` or `back`); [slot]: the button tapped. */
    data class Action(val action: String, val via: String, val slot: ButtonSlot?) : EventKind("action")

    data class DialogShown(val dialog: String) : EventKind("dialog-shown")
    data class DialogConfirmed(val dialog: String) : EventKind("dialog-confirmed")
    data class DialogCancelled(val dialog: String) : EventKind("dialog-cancelled")
    data class RequestStarted(val request: RequestSummary) : EventKind("request-started")
    data class RequestAnswered(val request: RequestSummary, val result: RequestResult) : EventKind("request-answered")
    data class RequestCancelled(val request: RequestSummary) : EventKind("request-cancelled")

    /** [consent]: a consent checkbox's purpose; null for other inputs. */
    data class AnswerChanged(val input: String, val value: InputValue, val consent: String?) : EventKind("answer-changed")

    data class PlanSelected(val plan: String) : EventKind("plan-selected")
    data class FlowEnded(val ending: FlowEnding) : EventKind("flow-ended")
    object FlowLeft : EventKind("flow-left")

    /** The user first sees what an experiment they are in varies: once per user and variant. */
    data class ExperimentExposed(val assignment: Assignment) : EventKind("experiment-exposed")
}

/**
 * How a flow ended ([reason]: `completed`, `skipped`, `dismissed`), the `complete` action's
 * [result], the answers (screen id → input id → value, the defaults of steps left unanswered
 * included), and the completion flag it sets (null when `completion.setOn` does not name it).
 */
data class FlowEnding(
    val flowId: String,
    val reason: Reason,
    val result: String?,
    val answers: Map<String, Map<String, InputValue>>,
    val flagSet: String?
) {
    enum class Reason(val reasonName: String) {
        COMPLETED("completed"),
        SKIPPED("skipped"),
        DISMISSED("dismissed")
    }
}

/** A confirmation the session presents before it runs [action], the action of the button in [slot]. */
data class PresentedDialog(
    val dialog: dev.onboardc.onboardkit.bundle.Dialog,
    val action: dev.onboardc.onboardkit.bundle.Action,
    val slot: ButtonSlot
)
