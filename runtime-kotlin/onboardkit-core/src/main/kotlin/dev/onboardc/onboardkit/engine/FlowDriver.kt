package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.InputValue

/**
 * Plays one session the way an app's view model does, on the main thread: every request the
 * session makes is answered through the app's [services], so none is dropped; the flag the
 * ending sets and each exposure are written to the engine's store; every event goes to each
 * listener ([addEventListener]); [onChange] is called after every change, [onEnd] once with the
 * ending (null: the user left part-way, [quit]).
 */
class FlowDriver(session: FlowSession, private val engine: FlowEngine, private val services: OnboardingServices) {
    /** What to draw now. */
    var session: FlowSession = session
        private set
    var onChange: ((FlowSession) -> Unit)? = null
    var onEnd: ((FlowEnding?) -> Unit)? = null
    /** True once [quit] was called: every later call throws. */
    var hasQuit = false
        private set

    private val listeners = ArrayList<(FlowEvent) -> Unit>()
    /** How many of the session's events were recorded and sent. */
    private var published = 0
    private var ended = session.isEnded

    init {
        for (event in session.events) engine.record(event)
        published = session.events.size
    }

    /** Calls [listener] with every later event of the session. */
    fun addEventListener(listener: (FlowEvent) -> Unit) {
        listeners.add(listener)
    }

    /** Does what the user did; a request it makes is answered through the services, and its outcome followed. */
    fun perform(action: UserAction) = changing { answer(session.perform(action)) }

    /** The user confirmed the presented dialog: its action runs now. */
    fun confirmDialog() = changing { answer(session.confirmDialog()) }

    fun cancelDialog() = changing { session.cancelDialog() }

    fun answer(inputId: String, value: InputValue) = changing { session.answer(inputId, value) }

    fun selectPlan(planId: String) = changing { session.selectPlan(planId) }

    /** Answers the waiting request yourself: a restored session's (back from Settings: `settings-opened`). */
    fun resolve(result: RequestResult) = changing { session.resolve(result) }

    /** The waiting request cannot be fulfilled: the user stays where they were. */
    fun cancelRequest() = changing { session.cancelRequest() }

    /** The user left part-way: nothing is written, `flow-left` goes out, [onEnd] gets null. */
    fun quit() {
        if (hasQuit || session.isEnded) return
        hasQuit = true
        session.log(EventKind.FlowLeft)
        publish()
        onEnd?.invoke(null)
    }

    private fun answer(request: Request?) {
        if (request == null) return
        services.fulfil(request) { result ->
            if (!hasQuit && session.pendingRequest == request) changing { session.resolve(result) }
        }
    }

    private fun changing(change: () -> Unit) {
        if (hasQuit) throw SessionException("the user left the flow")
        try {
            change()
        } finally {
            publish()
        }
    }

    /** Records and sends the session's new events; writes the ending's flag once it ends. */
    private fun publish() {
        val events = session.events
        if (events.size > published) {
            for (event in events.subList(published, events.size)) {
                engine.record(event)
                for (listener in ArrayList(listeners)) listener(event)
            }
            published = events.size
            onChange?.invoke(session)
        }
        val ending = session.ending
        if (ending != null && !ended) {
            ended = true
            engine.record(ending)
            onEnd?.invoke(ending)
        }
    }
}
