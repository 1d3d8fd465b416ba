package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.bundle.BundleFormatException
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import java.io.File

/**
 * Every bundle onboardc builds here (each app folder of `generated` and `conformance/bundles`) decodes, and
 * a bundle broken in one place is refused with the place's path.
 */
internal object BundleDecoding {
    /** The bundles decoded, and what went wrong. */
    fun run(repository: File): Pair<Int, List<String>> {
        val files = listOf("generated", "conformance/bundles").flatMap { base ->
            File(repository, base).listFiles().orEmpty().map { File(it, "bundle.json") }.filter { it.isFile }
        }.sortedBy { it.path }
        val problems = ArrayList<String>()
        for (file in files) {
            try {
                OnboardingBundle.parse(file.readText())
            } catch (error: BundleFormatException) {
                problems.add("${file.relativeTo(repository)} does not decode: ${error.message}")
            }
        }
        val broken = listOf(
            """{"schemaVersion": 4, "app": {"id": "a", "sourceLocale": "en"}, "flows": [{"id": "f", "trigger": {"kind": "first-launch"}, "screens": [{"id": "s", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "leap"}}]}]}]}"""
                to "$.flows[0].screens[0].buttons[0].action.kind",
            """{"schemaVersion": 4, "app": {"id": "a", "sourceLocale": "en"}, "flows": [{"id": "f", "trigger": {"kind": "first-launch"}, "screens": [{"id": "s"}]}]}"""
                to "$.flows[0].screens[0].role",
            """{"schemaVersion": 4, "app": {"id": "a", "sourceLocale": "en"}, "flows": [{"id": "f", "trigger": {"kind": "first-launch"}, "screens": [{"id": "s", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "screen", "screen": "nowhere"}}}]}]}]}"""
                to "$.flows[0].screens",
            """{"schemaVersion": 3, "app": {"id": "a", "sourceLocale": "en"}, "flows": [], "experiments": [{"id": "e", "variants": [{"id": "a", "weight": 50}, {"id": "b", "weight": 40}]}]}"""
                to "$.experiments[0].variants",
            """{"schemaVersion": 2, "app": {"id": "a", "sourceLocale": "en"}, "flows": [], "experiments": [{"id": "e", "variants": [{"id": "a", "weight": 100}]}]}"""
                to "$.schemaVersion",
            """{"schemaVersion": 9, "app": {"id": "a", "sourceLocale": "en"}, "flows": []}""" to "$.schemaVersion"
        )
        for ((json, path) in broken) {
            val refused = try {
                OnboardingBundle.parse(json)
                null
            } catch (error: BundleFormatException) {
                error
            }
            if (refused?.path != path) problems.add("a bundle broken at $path is ${refused?.let { "refused at ${it.path}" } ?: "read"}")
        }
        return Pair(files.size, problems)
    }
}
