package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.InMemoryOnboardingStore
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import dev.onboardc.onboardkit.engine.ConditionEnvironment
import dev.onboardc.onboardkit.engine.FlowDriver
import dev.onboardc.onboardkit.engine.FlowEnding
import dev.onboardc.onboardkit.engine.FlowEngine
import dev.onboardc.onboardkit.engine.FlowEvent
import dev.onboardc.onboardkit.engine.FlowSnapshot
import dev.onboardc.onboardkit.engine.OnboardingServices
import dev.onboardc.onboardkit.engine.UserAction
import java.io.File

/**
 * What the flow vectors do not show of the engine's API: a driver tells its listeners every
 * event and the app its ending once, writes the flag; a snapshot reads back as itself from its
 * JSON; the services a flow needs and the app does not give are named; a first-launch flow
 * whose flag is set does not show again.
 */
internal object EngineCheck {
    fun run(repository: File): List<String> {
        val bundle = OnboardingBundle.parse(File(repository, "conformance/bundles/everything/bundle.json").readText())
        val store = InMemoryOnboardingStore()
        val engine = FlowEngine(bundle, store, ConditionEnvironment(platform = "ios"), "engine-check")
        val problems = ArrayList<String>()
        val session = engine.sessionAtLaunch() ?: return listOf("the everything app shows no flow at launch")
        val heard = ArrayList<FlowEvent>()
        val endings = ArrayList<FlowEnding?>()
        val driver = FlowDriver(session, engine, OnboardingServices())
        driver.addEventListener { heard.add(it) }
        driver.onEnd = { endings.add(it) }
        val before = driver.session.events.size
        val saved = driver.session.snapshot
        if (FlowSnapshot.fromJson(saved.toJson()) != saved) problems.add("a snapshot does not read back as itself: ${saved.toJson()}")
        var taps = 0
        while (!driver.session.isEnded && taps < 50) {
            val action = driver.session.availableActions.firstOrNull { it is UserAction.Tap && it.slot == ButtonSlot.SKIP }
                ?: driver.session.availableActions.firstOrNull()
            if (action == null) {
                if (driver.session.presentedDialog != null) driver.confirmDialog() else break
            } else {
                driver.perform(action)
            }
            taps += 1
        }
        val ending = driver.session.ending ?: return problems + "the launch flow did not end by its buttons"
        if (heard != driver.session.events.drop(before)) problems.add("the listener heard ${heard.size} events, the session has ${driver.session.events.size - before} new ones")
        if (endings != listOf<FlowEnding?>(ending)) problems.add("onEnd was called with $endings, not once with the ending")
        ending.flagSet?.let { if (!store.flag(it)) problems.add("the flag $it the ending sets is not stored") }
        if (ending.flagSet != null && engine.sessionAtLaunch()?.flow?.id == ending.flowId) {
            problems.add("flow ${ending.flowId} shows again at launch once its flag is set")
        }
        val missing = bundle.flows.flatMap { OnboardingServices().missing(it) }.toSet()
        if (missing.isEmpty()) problems.add("no flow of the everything app needs a service")
        return problems
    }
}
