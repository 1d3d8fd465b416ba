package dev.onboardc.onboardkit.conformance

import org.json.JSONObject
import java.io.File
import kotlin.system.exitProcess

/**
 * The conformance runner (docs/conformance.md): reads every every `.json` file of `conformance/vectors`
 * under the repository given as the first argument, runs each by its `kind`, and prints
 * each disagreement with the file, then per kind `N passed, M failed` (or `K not yet
 * ported`). Exits 1 when a vector of a ported kind fails.
 */
fun main(args: Array<String>) {
    val repository = File(if (args.isNotEmpty()) args[0] else ".")
    val vectors = File(repository, "conformance/vectors")
    val files = vectors.walkTopDown().filter { it.isFile && it.name.endsWith(".json") }
        .map { it.relativeTo(vectors).invariantSeparatorsPath }.sorted().toList()
    if (files.isEmpty()) {
        System.err.println("no vectors in $vectors")
        exitProcess(2)
    }
    // The runner's own checks first: every bundle decodes, and a changed flow vector fails.
    val (bundles, decoding) = BundleDecoding.run(repository)
    for (problem in decoding) println("bundles: $problem")
    println("bundles: $bundles decoded, ${decoding.size} problems")
    val selfCheck = FlowSelfCheck.run(repository) + EngineCheck.run(repository)
    for (problem in selfCheck) println("self-check: $problem")
    println("self-check: a flow vector changed in one place fails once, the engine's API does what it says: ${if (selfCheck.isEmpty()) "yes" else "NO"}")
    val tally = Tally()
    for (file in files) {
        val vector = JSONObject(File(vectors, file).readText())
        val kind = vector.optString("kind", "?")
        val runner = Runners.byKind[kind]
        if (runner == null) {
            tally.notPorted(kind)
            continue
        }
        val failures = try {
            runner(vector, repository)
        } catch (notRun: NotRun) {
            println("$file: not run: ${notRun.message}")
            tally.notRun(kind)
            continue
        } catch (error: Exception) {
            listOf("the runner stopped: $error")
        }
        for (failure in failures) println("$file: $failure")
        tally.record(kind, failures.isEmpty())
    }
    tally.print()
    // The condition reader's mutation test and the text readers' random test (ONBOARDKIT_FUZZ_ROUNDS, default 20,000; 0 skips it).
    val rounds = System.getenv("ONBOARDKIT_FUZZ_ROUNDS")?.toIntOrNull() ?: 20000
    val problems = if (rounds > 0) ConditionFuzz.run(repository, rounds) + TextFuzz.run(rounds) + CatalogFuzz.run(repository, rounds) else emptyList()
    for (problem in problems) println("fuzz: $problem")
    val broken = decoding.isNotEmpty() || selfCheck.isNotEmpty()
    exitProcess(if (tally.anyFailed || problems.isNotEmpty() || broken) 1 else 0)
}

/** The runners of the kinds the Kotlin runtime has ported, by `kind`. */
internal object Runners {
    val byKind: Map<String, (JSONObject, File) -> List<String>> = mapOf(
        "locale" to { vector, repository -> LocaleVectors.run(vector, repository) },
        "assignment" to { vector, _ -> AssignmentVectors.run(vector) },
        "condition" to { vector, _ -> ConditionVectors.run(vector) },
        "text" to { vector, repository -> TextVectors.run(vector, repository) },
        "flow" to { vector, repository -> FlowVectors.run(vector, repository) }
    )
}

/** Passes, failures and vectors not run, per kind, printed in a fixed order. */
private class Tally {
    private val passed = LinkedHashMap<String, Int>()
    private val failed = LinkedHashMap<String, Int>()
    private val skipped = LinkedHashMap<String, Int>()
    private val unrun = LinkedHashMap<String, Int>()

    val anyFailed get() = failed.values.any { it > 0 }

    fun record(kind: String, ok: Boolean) {
        passed[kind] = (passed[kind] ?: 0) + (if (ok) 1 else 0)
        failed[kind] = (failed[kind] ?: 0) + (if (ok) 0 else 1)
    }

    fun notRun(kind: String) {
        unrun[kind] = (unrun[kind] ?: 0) + 1
        passed.getOrPut(kind) { 0 }
        failed.getOrPut(kind) { 0 }
    }

    fun notPorted(kind: String) {
        skipped[kind] = (skipped[kind] ?: 0) + 1
    }

    fun print() {
        for (kind in (passed.keys + skipped.keys).sorted()) {
            val notRun = unrun[kind]?.let { ", $it not run" } ?: ""
            // OnboardKit (Swift) runs every vector file and passes each: its count is the total.
            val total = (passed[kind] ?: 0) + (failed[kind] ?: 0) + (unrun[kind] ?: 0)
            if (kind in passed) println("$kind: ${passed[kind]} passed, ${failed[kind]} failed$notRun (of $total vectors)")
            else println("$kind: ${skipped[kind]} not yet ported")
        }
        println(
            "${passed.values.sum()} passed, ${failed.values.sum()} failed, ${unrun.values.sum()} not run, " +
                "${skipped.values.sum()} not yet ported"
        )
    }
}
