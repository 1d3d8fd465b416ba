package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.ConditionFormatException
import dev.onboardc.onboardkit.ConditionJson
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.util.Random

/**
 * A mutation test of the condition reader (the Kotlin runtime's one parser of bundle input of
 * its own): every condition tree of `conformance/vectors/condition/`, mutated at random (a
 * member removed, a value replaced by one of another type, an op, kind or type renamed, a
 * tree nested in another), must read as a condition or fail with [ConditionFormatException]
 * alone; one that reads must write back as a tree that reads as the same condition, and
 * evaluate without failing in each of the vector's contexts. Seeded, so every run is the same.
 */
internal object ConditionFuzz {
    /** Problems found in [rounds] mutations (empty: none). */
    fun run(repository: File, rounds: Int, seed: Long = 28): List<String> {
        val corpus = ArrayList<Any>()
        val contexts = ArrayList<JSONObject>()
        val folder = File(repository, "conformance/vectors/condition")
        for (file in folder.listFiles().orEmpty().filter { it.name.endsWith(".json") }.sortedBy { it.name }) {
            val cases = JSONObject(file.readText()).getJSONArray("cases")
            for (index in 0 until cases.length()) {
                val item = cases.getJSONObject(index)
                corpus.add(item.get("condition"))
                val results = item.getJSONArray("results")
                for (number in 0 until results.length()) contexts.add(results.getJSONObject(number).getJSONObject("context"))
            }
        }
        val random = Random(seed)
        val problems = ArrayList<String>()
        var read = 0
        for (round in 0 until rounds) {
            var tree = copy(corpus[random.nextInt(corpus.size)])
            repeat(1 + random.nextInt(3)) { tree = mutate(tree, random, corpus) }
            val text = tree.toString()
            try {
                val condition = ConditionJson.read(JSONObject(text))
                read += 1
                if (ConditionJson.read(JSONObject(ConditionJson.write(condition).toString())) != condition) {
                    problems.add("round $round: $text is not written back as itself")
                }
                val context = Environments.conditionContext(contexts[random.nextInt(contexts.size)])
                context.evaluate(condition)
            } catch (expected: ConditionFormatException) {
                // The documented refusal of a tree that is not a condition.
            } catch (error: Exception) {
                problems.add("round $round: $text: ${error.javaClass.name}: ${error.message}")
            } catch (error: StackOverflowError) {
                problems.add("round $round: $text: stack overflow")
            }
            if (problems.size >= 10) break
        }
        println("condition fuzz: $rounds mutations, $read read as conditions, ${problems.size} problems")
        return problems
    }

    private val names = listOf("op", "of", "ref", "value", "values", "kind", "id", "type")
    private val words = listOf(
        "all", "any", "not", "eq", "ne", "lt", "le", "gt", "ge", "in", "contains", "has", "nope",
        "answer", "attribute", "experiment", "platform", "app-version", "language", "region",
        "bool", "string", "number", "version", "set", "date", "2.4", "2008-02-29", ""
    )

    private fun randomValue(random: Random, corpus: List<Any>): Any = when (random.nextInt(8)) {
        0 -> JSONObject.NULL
        1 -> random.nextBoolean()
        2 -> random.nextInt(2001) - 1000
        3 -> random.nextDouble() * 1e6
        4 -> words[random.nextInt(words.size)]
        5 -> JSONArray()
        6 -> JSONObject()
        else -> copy(corpus[random.nextInt(corpus.size)])
    }

    /** [tree] with one random change somewhere in it. */
    private fun mutate(tree: Any, random: Random, corpus: List<Any>): Any {
        when (tree) {
            is JSONObject -> {
                val keys = tree.keys().asSequence().toList()
                if (keys.isNotEmpty() && random.nextInt(3) == 0) {
                    val key = keys[random.nextInt(keys.size)]
                    tree.put(key, mutate(tree.get(key), random, corpus))
                    return tree
                }
                when (random.nextInt(4)) {
                    0 -> if (keys.isNotEmpty()) tree.remove(keys[random.nextInt(keys.size)])
                    1 -> tree.put(names[random.nextInt(names.size)], randomValue(random, corpus))
                    2 -> return JSONObject().put("op", "not").put("of", tree)
                    else -> return JSONObject().put("op", if (random.nextBoolean()) "all" else "any").put("of", JSONArray().put(tree))
                }
                return tree
            }
            is JSONArray -> {
                if (tree.length() > 0 && random.nextBoolean()) {
                    val index = random.nextInt(tree.length())
                    tree.put(index, mutate(tree.get(index), random, corpus))
                } else {
                    tree.put(randomValue(random, corpus))
                }
                return tree
            }
            else -> return randomValue(random, corpus)
        }
    }

    private fun copy(tree: Any): Any = when (tree) {
        is JSONObject -> JSONObject(tree.toString())
        is JSONArray -> JSONArray(tree.toString())
        else -> tree
    }
}
