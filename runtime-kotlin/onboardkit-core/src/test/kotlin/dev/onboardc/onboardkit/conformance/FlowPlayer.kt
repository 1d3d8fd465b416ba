package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.CalendarDate
import dev.onboardc.onboardkit.InMemoryOnboardingStore
import dev.onboardc.onboardkit.OnboardingText
import dev.onboardc.onboardkit.StringTables
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import dev.onboardc.onboardkit.engine.ConditionEnvironment
import dev.onboardc.onboardkit.engine.EngineJson
import dev.onboardc.onboardkit.engine.FlowDriver
import dev.onboardc.onboardkit.engine.FlowEngine
import dev.onboardc.onboardkit.engine.FlowSnapshot
import dev.onboardc.onboardkit.engine.OnboardingClock
import dev.onboardc.onboardkit.engine.RequestResult
import dev.onboardc.onboardkit.engine.UserAction
import dev.onboardc.onboardkit.engine.shown
import org.json.JSONArray
import org.json.JSONObject

/** A step the runtime refused, or one the runner cannot play: the vector fails there. */
internal class Unplayable(reason: String) : Exception(reason)

/**
 * Plays a flow vector's start and steps through a [FlowDriver], as an app does, and says what
 * the session shows after each (a vector's view). [tables]: the app's string tables, null when
 * it has none for this platform (then the view has no `texts`).
 */
internal class FlowPlayer(vector: JSONObject, bundle: OnboardingBundle, tables: StringTables?) {
    private val store: InMemoryOnboardingStore
    private val engine: FlowEngine
    private val scripted = ScriptedServices()
    /** The time the session reads, from a fixed moment; a `wait` step moves it. */
    private var nowMillis = 1_767_225_600_000L
    private val text: OnboardingText?
    var driver: FlowDriver?
        private set
    /** How many of the session's events the last view reported. */
    private var reported = 0

    init {
        val given = vector.optJSONObject("store") ?: JSONObject()
        val flags = LinkedHashMap<String, Boolean>()
        val texts = LinkedHashMap<String, String>()
        for (name in given.keys()) {
            when (val value = given.get(name)) {
                is Boolean -> flags[name] = value
                is String -> texts[name] = value
            }
        }
        store = InMemoryOnboardingStore(flags, texts)
        val locale = vector.optString("locale", "").takeIf { it.isNotEmpty() }
            ?: bundle.locales.resolveLocale(VectorJson.strings(vector, "preferred"))
        text = tables?.let {
            OnboardingText(bundle.locales, it, locale, bundle.placeholders, bundle.numberingSystems, IcuIntegerFormatter)
        }
        engine = FlowEngine(
            bundle, store, environment(vector.optJSONObject("environment"), locale),
            vector.optString("userId", "conformance-user"), VectorJson.stringMap(vector, "overrides")
        )
        val start = vector.getJSONObject("start")
        val session = when {
            start.has("launch") -> engine.sessionAtLaunch()
            start.has("flow") -> engine.session(start.getString("flow"))
            start.has("settings") -> engine.sessionFromSettings(start.getString("settings"))
            start.has("event") -> engine.sessionForEvent(start.getString("event"))
            else -> null
        }
        driver = session?.let { FlowDriver(it, engine, scripted.services) }
    }

    /**
     * The vector's `environment` (docs/conformance.md): what it gives, and for what it does not,
     * no attributes, `ios`, an app version that is not one, the language of the text's locale,
     * no region, the clock's day.
     */
    private fun environment(given: JSONObject?, locale: String): ConditionEnvironment {
        val context = Environments.context(given, locale)
        return ConditionEnvironment(
            attributes = context.attributes, platform = given?.optString("platform", "ios") ?: "ios",
            appVersion = given?.optString("appVersion", "") ?: "",
            language = if (given?.has("language") == true) given.getString("language") else context.language,
            region = context.region,
            clock = object : OnboardingClock {
                override fun nowMillis(): Long = this@FlowPlayer.nowMillis
            },
            today = given?.optString("today", "")?.let { CalendarDate.parse(it) }
        )
    }

    /** Does one step (its `expect` aside); throws [Unplayable] for what the runtime refused. */
    fun perform(step: JSONObject) {
        val driver = driver ?: throw Unplayable("no flow is shown")
        scripted.reply = step.optString("reply", "").let { RequestResult.named(it) }
        try {
            when {
                step.has("tap") -> driver.perform(
                    UserAction.Tap(ButtonSlot.named(step.getString("tap")) ?: throw Unplayable("no slot ${step.get("tap")}"))
                )
                step.has("swipe") -> driver.perform(if (step.getString("swipe") == "next") UserAction.SwipeNext else UserAction.SwipeBack)
                step.has("confirm") -> driver.confirmDialog()
                step.has("cancel") -> driver.cancelDialog()
                step.has("answer") -> {
                    val answer = step.getJSONObject("answer")
                    driver.answer(answer.getString("input"), EngineJson.readValue(answer.getJSONObject("value")))
                }
                step.has("selectPlan") -> driver.selectPlan(step.getString("selectPlan"))
                scripted.reply != null -> {
                    val reply = scripted.reply!!
                    scripted.reply = null
                    driver.resolve(reply)
                }
                step.has("cancelRequest") -> driver.cancelRequest()
                step.has("wait") -> nowMillis += step.getLong("wait") * 1000
                step.has("quit") -> driver.quit()
                step.has("restore") -> {
                    val saved = driver.session.snapshot.toJson().toString()
                    val snapshot = FlowSnapshot.fromJson(JSONObject(saved))
                    this.driver = FlowDriver(engine.restore(snapshot), engine, scripted.services)
                    reported = 0
                }
                else -> throw Unplayable("a step without an action: $step")
            }
        } catch (refused: dev.onboardc.onboardkit.engine.SessionException) {
            throw Unplayable(refused.message ?: "refused")
        }
        if (scripted.reply != null) throw Unplayable("the step's reply was never asked for")
        scripted.problems.lastOrNull()?.let { throw Unplayable(it) }
    }

    /** What the session shows now and the events since the last view, as a vector's `view`; null when nothing shows. */
    fun view(): JSONObject? {
        val session = driver?.session ?: return null
        val view = JSONObject()
        view.put("screen", session.screen.id)
        session.stateId?.let { view.put("state", it) }
        session.presentedDialog?.let { view.put("dialog", it.dialog.id) }
        session.pendingRequest?.let { view.put("waiting", EngineJson.request(it.summary)) }
        view.put("actions", JSONArray(session.availableActions.map { it.vectorName }))
        val problems = session.fieldProblems
        if (problems.isNotEmpty()) view.put("problems", JSONObject(problems.mapValues { it.value.bundleName }))
        text?.let { view.put("texts", JSONObject(it.shown(session))) }
        val events = session.events
        view.put("events", JSONArray(events.subList(reported, events.size).map { EngineJson.event(it) }))
        reported = events.size
        return view
    }

    /** The ending (JSON null when the flow did not end) and everything stored, after the last step. */
    fun outcome(): Pair<Any, JSONObject> {
        val ending = driver?.session?.ending?.let { EngineJson.ending(it) } ?: JSONObject.NULL
        val stored = JSONObject()
        for ((key, value) in store.textSnapshot) stored.put(key, value)
        for ((key, value) in store.flagSnapshot) stored.put(key, value)
        return Pair(ending, stored)
    }
}
