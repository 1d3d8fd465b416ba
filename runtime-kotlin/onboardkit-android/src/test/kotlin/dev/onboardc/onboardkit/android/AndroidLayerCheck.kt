package dev.onboardc.onboardkit.android

import dev.onboardc.onboardkit.AndroidStrings
import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.OnboardingText
import dev.onboardc.onboardkit.Placeholder
import dev.onboardc.onboardkit.TextValue
import dev.onboardc.onboardkit.TextSpan
import dev.onboardc.onboardkit.InMemoryOnboardingStore
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import dev.onboardc.onboardkit.engine.ConditionEnvironment
import dev.onboardc.onboardkit.engine.FlowEngine
import dev.onboardc.onboardkit.engine.UserAction
import dev.onboardc.onboardkit.IntegerFormatter
import dev.onboardc.onboardkit.android.guide.GuideCheck
import java.io.File
import kotlin.system.exitProcess

/**
 * Checks of the Android layer on the JVM (scripts/check-kotlin-android), against in-memory
 * stand-ins of SharedPreferences and of Resources that fall back to the default folder as
 * Android does, and the guide's Android code ([GuideCheck]); the first argument is the
 * repository's root. Prints each problem; exits 1 when there is one.
 */
fun main(args: Array<String>) {
    val problems = ArrayList<String>()
    fun expect(what: String, got: Any?, expected: Any?) {
        if (got != expected) problems.add("$what: expected $expected, got $got")
    }

    // The store: what is committed is read back; a commit that fails is an error, never a silent loss.
    val preferences = FakePreferences()
    val store = SharedPreferencesStore(preferences)
    expect("a fresh flag", store.flag("onboardc.done"), false)
    store.setFlag("onboardc.done", true)
    store.setString("onboardc.experiment.paywall", "annual")
    expect("a stored flag", SharedPreferencesStore(preferences).flag("onboardc.done"), true)
    expect("a stored text", SharedPreferencesStore(preferences).string("onboardc.experiment.paywall"), "annual")
    preferences.failing = true
    expect("a failed commit", runCatching { store.setFlag("x", true) }.isFailure, true)

    // Resources: VegyScan's languages and fallbacks, as an Android build of it would ship them.
    val folders = mapOf(
        "" to mapOf(
            "vegyscan_title" to "Scan any menu in any language",
            "vegyscan_count" to mapOf("one" to "%1\$d screen", "other" to "%1\$d screens"),
            "vegyscan_terms" to FakeSpanned("Read the Terms", listOf(Triple(9, 14, LinkAnnotation("terms"))))
        ),
        "es" to mapOf(
            "vegyscan_title" to "Escanea cualquier menú en cualquier idioma",
            "vegyscan_count" to mapOf("one" to "%1\$d pantalla", "many" to "%1\$d de pantallas", "other" to "%1\$d pantallas")
        ),
        "ar" to mapOf(
            "vegyscan_count" to mapOf(
                "zero" to "%1\$d شاشة", "one" to "شاشة واحدة", "two" to "شاشتان", "few" to "%1\$d شاشات",
                "many" to "%1\$d شاشة", "other" to "%1\$d شاشة"
            )
        )
    )
    val asked = ArrayList<String>()
    val locales = BundleLocales("en", listOf("en", "es", "ar"), emptyList(), mapOf("ca" to listOf("es")))
    val tables = ResourceTables(
        "com.example.vegyscan", AndroidStrings("android/res/values/strings.xml", "vegyscan"), locales,
        mapOf("terms" to "https://example.com/terms")
    ) { tag -> FakeResources(if (tag == "en") "" else tag, folders, asked) }
    val placeholders = mapOf("count" to listOf(Placeholder("count", true)))
    fun text(locale: String) = OnboardingText(locales, tables, locale, placeholders, emptyMap(), Digits)

    // The Catalan case: Android alone would show the default folder (English); the chain gives Spanish.
    val catalan = text("ca").resolve("title")
    expect("a Catalan user's title", catalan.text, "Escanea cualquier menú en cualquier idioma")
    expect("the table it came from", catalan.locale, "es")
    expect("locales read (never Catalan, which the app does not ship)", asked.distinct(), listOf("es"))
    expect("Spanish plural", text("es").resolve("count", mapOf("count" to TextValue.Integer(1))).text, "1 pantalla")
    expect("Arabic dual", text("ar").resolve("count", mapOf("count" to TextValue.Integer(2))).text, "شاشتان")
    expect("Arabic few", text("ar").resolve("count", mapOf("count" to TextValue.Integer(3))).text, "3 شاشات")
    expect(
        "a link annotation", text("en").spans("terms", emptyMap(), mapOf("terms" to "https://example.com/terms")),
        listOf(TextSpan.Plain("Read the "), TextSpan.Link("Terms", "https://example.com/terms", "terms"))
    )

    val repository = File(if (args.isNotEmpty()) args[0] else ".")

    // Snapshots: a session saved half-way comes back where it was; one that no longer reads is dropped.
    val bundle = OnboardingBundle.parse(File(repository, "generated/florafriend/bundle.json").readText())
    fun engine() = FlowEngine(bundle, InMemoryOnboardingStore(), ConditionEnvironment(), "snapshot-user")
    val snapshots = SnapshotStore(FakePreferences())
    val session = engine().sessionAtLaunch()!!
    session.perform(UserAction.Tap(ButtonSlot.PRIMARY))
    snapshots.save(session)
    expect("the restored screen", snapshots.restore(engine(), "onboarding")?.screen?.id, "camera-permission")
    val damaged = FakePreferences()
    damaged.values["onboardc.snapshot.onboarding"] = "{\"version\": 1, \"flow\": \"onboarding\", \"screen\": \"gone\"}"
    expect("a snapshot that no longer fits", SnapshotStore(damaged).restore(engine(), "onboarding"), null)
    expect("the unusable snapshot dropped", damaged.values.containsKey("onboardc.snapshot.onboarding"), false)

    problems.addAll(GuideCheck.run(repository))

    for (problem in problems) println("android layer: $problem")
    println("android layer: ${if (problems.isEmpty()) "all checks pass" else "${problems.size} problems"}")
    exitProcess(if (problems.isEmpty()) 0 else 1)
}

/** Whole numbers in Western digits, ungrouped: these checks' numbers are small. */
private object Digits : IntegerFormatter {
    override fun format(value: Long, locale: String) = value.toString()
}
