package dev.onboardc.onboardkit.android.guide

import dev.onboardc.onboardkit.InMemoryOnboardingStore
import dev.onboardc.onboardkit.IntegerFormatter
import dev.onboardc.onboardkit.StringCatalogTables
import dev.onboardc.onboardkit.android.AndroidOnboarding
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import dev.onboardc.onboardkit.bundle.Permission
import dev.onboardc.onboardkit.engine.EngineJson
import dev.onboardc.onboardkit.engine.PermissionResult
import dev.onboardc.onboardkit.engine.PermissionService
import dev.onboardc.onboardkit.engine.UserAction
import java.io.File

/**
 * The guide's Android code, checked: every ```kotlin block of docs/client-guide.md is in
 * GuideExamples.kt verbatim, and FloraFriendOnboarding plays FloraFriend's first-launch flow
 * (generated/florafriend, its String Catalog) to its end, as the conformance vector
 * flows/florafriend/onboarding/01.json does, and is not shown again. Returns the problems.
 */
internal object GuideCheck {
    fun run(repository: File): List<String> {
        val problems = ArrayList<String>()
        val guide = File(repository, "docs/client-guide.md").readLines()
        val examples = File(repository, "runtime-kotlin/onboardkit-android/src/test/kotlin/dev/onboardc/onboardkit/android/guide/GuideExamples.kt")
            .readText()
        var blocks = 0
        var index = 0
        while (index < guide.size) {
            if (guide[index].trim() != "```kotlin") { index += 1; continue }
            val indent = guide[index].indexOf('`')
            val end = (index + 1 until guide.size).first { guide[it].trim() == "```" }
            val block = guide.subList(index + 1, end).joinToString("\n") { if (it.length >= indent) it.substring(indent) else it.trim() }
            blocks += 1
            if (!examples.contains(block)) problems.add("the guide's kotlin block at line ${index + 1} is not in GuideExamples.kt")
            index = end + 1
        }
        if (blocks < 4) problems.add("the guide has $blocks kotlin blocks; the Android section shows at least 4")

        val app = File(repository, "generated/florafriend")
        val bundle = OnboardingBundle.parse(File(app, "bundle.json").readText())
        val tables = StringCatalogTables(File(app, "ios/Localizable.xcstrings").readText())
        val store = InMemoryOnboardingStore()
        val shown = ArrayList<Map<String, String>>()
        var closed = 0
        val screen = object : OnboardingScreen {
            override fun show(texts: Map<String, String>, actions: List<UserAction>) { shown.add(texts) }
            override fun close() { closed += 1 }
        }
        val asked = ArrayList<String>()
        val permissions = object : PermissionService {
            override fun requestPermission(permission: Permission, reply: (PermissionResult) -> Unit) {
                asked.add(permission.rawValue)
                reply(PermissionResult.ALLOWED)
            }
        }
        val billing = object : AppBilling {
            override fun buy(productId: String?, done: (Boolean, Boolean) -> Unit) { asked.add("buy $productId"); done(true, false) }
            override fun restore(done: (Boolean) -> Unit) = done(false)
        }
        fun onboarding() = AndroidOnboarding.of(bundle, tables, store, listOf("en-US"), numbers = Plain)
        val events = ArrayList<String>()
        val flow = FloraFriendOnboarding(onboarding(), screen, permissions, StorePurchases(billing)) { events.add(EngineJson.event(it).getString("type")) }
        if (!flow.start()) problems.add("FloraFriend's onboarding did not start on a fresh install")
        repeat(5) { flow.tap(ButtonSlot.PRIMARY) }
        val titles = shown.mapNotNull { it["title"] }.distinct()
        if (titles.firstOrNull() != "Welcome to FloraFriend") problems.add("the first title shown: ${titles.firstOrNull()}")
        if (asked.take(2) != listOf("camera", "photo-library") || asked.size != 3 || !asked[2].startsWith("buy ")) {
            problems.add("the requests made: $asked")
        }
        if (events.lastOrNull() != "flow-ended") problems.add("the events sent: $events")
        if (closed != 1) problems.add("the screen was closed $closed times")
        if (store.flagSnapshot["hasCompletedOnboarding"] != true) problems.add("the flag after the flow: ${store.flagSnapshot}")
        val again = FloraFriendOnboarding(onboarding(), screen, permissions, StorePurchases(billing))
        if (again.start()) problems.add("the onboarding started again once its flag was set")
        println("guide: $blocks kotlin blocks; FloraFriend played through ${titles.size} titles, requests $asked")
        return problems
    }

    private object Plain : IntegerFormatter {
        override fun format(value: Long, locale: String) = value.toString()
    }
}
