package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.AttributeValue
import dev.onboardc.onboardkit.CalendarDate
import dev.onboardc.onboardkit.ConditionContext
import dev.onboardc.onboardkit.InputValue
import java.util.Calendar

/**
 * What the app tells a flow's conditions about the user and the device (docs/conditions.md):
 * the [attributes] the spec declares, the [platform] (`android` here unless given), the app's
 * version, the [language] subtag (lower-case) of the locale the text resolves to, the
 * [region] subtag (upper-case) of the user's first preferred locale. [experiments] are the
 * user's variants ([FlowEngine] fills them in); [clock] is where a session reads the time (a
 * `resend-code` cooldown); [today] the day a date field's age rule counts to (null: the
 * clock's local day).
 */
data class ConditionEnvironment(
    val attributes: Map<String, AttributeValue> = emptyMap(),
    val platform: String = "android",
    val appVersion: String = "",
    val language: String = "",
    val region: String? = null,
    val experiments: Map<String, String> = emptyMap(),
    val clock: OnboardingClock = OnboardingClock.SYSTEM,
    val today: CalendarDate? = null
) {
    /** The context a condition is evaluated in with these values and [answers] (input id → value). */
    fun context(answers: Map<String, InputValue>): ConditionContext = ConditionContext(
        answers = answers, attributes = attributes, experiments = experiments, platform = platform,
        appVersion = appVersion, language = language, region = region
    )

    /** The day date fields count ages to: [today], else the clock's day in the device's time zone. */
    fun currentDay(): CalendarDate {
        today?.let { return it }
        val calendar = Calendar.getInstance()
        calendar.timeInMillis = clock.nowMillis()
        return CalendarDate(calendar.get(Calendar.YEAR), calendar.get(Calendar.MONTH) + 1, calendar.get(Calendar.DAY_OF_MONTH))
    }
}

/**
 * What [choose] picks when it asks, condition by condition, which hold here (a branch target's,
 * a paywall's offering), and the experiments the conditions it asked read, in order: what the
 * session exposes with the screen it shows.
 */
internal fun <T> ConditionContext.choice(choose: ((dev.onboardc.onboardkit.Condition) -> Boolean) -> T): Pair<T, List<String>> {
    val read = ArrayList<String>()
    val value = choose { condition ->
        val (holds, experiments) = evaluation(condition)
        for (id in experiments) if (id !in read) read.add(id)
        holds
    }
    return Pair(value, read)
}

/**
 * Where a session reads the time: [SYSTEM] in an app; a test gives a clock it moves itself,
 * so that what a session shows never depends on how fast it runs.
 */
interface OnboardingClock {
    /** Milliseconds since 1970-01-01T00:00Z. */
    fun nowMillis(): Long

    companion object {
        /** The device's clock. */
        @JvmField
        val SYSTEM: OnboardingClock = object : OnboardingClock {
            override fun nowMillis(): Long = System.currentTimeMillis()
        }
    }
}
