package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.OnboardingText
import dev.onboardc.onboardkit.Placeholder
import dev.onboardc.onboardkit.StringCatalogFormatException
import dev.onboardc.onboardkit.StringCatalogTables
import dev.onboardc.onboardkit.TextValue
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.util.Random

/**
 * A mutation test of the String Catalog reader (the tables a release carries, which arrive
 * over the network): VegyScan's catalog, changed at random somewhere inside (a member removed
 * or given a value of another type, a state, category or specifier renamed), must read or fail
 * with [StringCatalogFormatException] alone, and every key of one that reads must resolve in
 * every locale without failing. Seeded, so every run is the same.
 */
internal object CatalogFuzz {
    private val words = listOf(
        "new", "translated", "needs_review", "one", "few", "other", "zero", "lld", "@", "%arg", "%#@count@",
        "%1\$lld %2\$#@count@", "%@", "%", "count", "", "ar", "es"
    )

    fun run(repository: File, rounds: Int, seed: Long = 33): List<String> {
        val app = File(repository, "generated/vegyscan")
        val bundle = JSONObject(File(app, "bundle.json").readText())
        val source = File(app, "ios/Localizable.xcstrings").readText()
        val keys = JSONObject(source).getJSONObject("strings").keys().asSequence().toList()
        val locales = BundleLocales.fromJson(bundle)
        val placeholders = Placeholder.fromBundle(bundle)
        val values = mapOf("position" to TextValue.Integer(2), "count" to TextValue.Integer(3))
        val random = Random(seed)
        val problems = ArrayList<String>()
        var read = 0
        for (round in 0 until rounds) {
            val catalog = JSONObject(source)
            repeat(1 + random.nextInt(3)) { mutate(catalog, random) }
            try {
                val tables = StringCatalogTables(catalog.toString())
                read += 1
                for (locale in listOf("en", "ar", "ca", "de")) {
                    val text = OnboardingText(locales, tables, locale, placeholders, emptyMap(), IcuIntegerFormatter)
                    for (key in keys) text.resolve(key, values)
                }
            } catch (expected: StringCatalogFormatException) {
                // The documented refusal of a file that is not a catalog.
            } catch (error: Exception) {
                problems.add("round $round: ${error.javaClass.name}: ${error.message}")
            }
            if (problems.size >= 10) break
        }
        println("catalog fuzz: $rounds mutations, $read read as catalogs, ${problems.size} problems")
        return problems
    }

    /** One random change somewhere inside [node], at a random depth. */
    private fun mutate(node: Any, random: Random) {
        var current = node
        while (true) {
            val children: List<Any> = when (current) {
                is JSONObject -> current.keys().asSequence().toList()
                is JSONArray -> (0 until current.length()).toList()
                else -> return
            }
            if (children.isEmpty()) return
            val child = children[random.nextInt(children.size)]
            val value = if (current is JSONObject) current.get(child as String) else (current as JSONArray).get(child as Int)
            if ((value is JSONObject || value is JSONArray) && random.nextInt(4) != 0) {
                current = value
                continue
            }
            if (current is JSONObject) {
                when (random.nextInt(3)) {
                    0 -> current.remove(child as String)
                    1 -> current.put(child as String, randomValue(random))
                    else -> current.put(words[random.nextInt(words.size)], current.remove(child as String))
                }
            } else {
                (current as JSONArray).put(child as Int, randomValue(random))
            }
            return
        }
    }

    private fun randomValue(random: Random): Any = when (random.nextInt(6)) {
        0 -> JSONObject.NULL
        1 -> random.nextBoolean()
        2 -> random.nextInt(7) - 2
        3 -> JSONArray()
        4 -> JSONObject()
        else -> words[random.nextInt(words.size)]
    }
}
