package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.AndroidResourceText
import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.FormatDialect
import dev.onboardc.onboardkit.LinkMarkup
import dev.onboardc.onboardkit.OnboardingText
import dev.onboardc.onboardkit.Placeholder
import dev.onboardc.onboardkit.PluralCategory
import dev.onboardc.onboardkit.StringTables
import dev.onboardc.onboardkit.TableText
import dev.onboardc.onboardkit.TextSpan
import dev.onboardc.onboardkit.TextValue
import java.util.Random

/**
 * A random test of the text readers (the Android escaping, both dialects' `%` specifiers and
 * a String Catalog's plural variables, link markup):
 * texts drawn from an alphabet of what they treat specially, each decoded, then resolved with
 * a number and a text placeholder and read as spans. Nothing may fail; the spans hold no empty
 * span and no two plain spans in a row, and give back the text without its links' markup.
 * Seeded, so every run is the same.
 */
internal object TextFuzz {
    private val alphabet = listOf(
        "%", "%%", "%1\$d", "%2\$s", "%d", "%s", "%0\$d", "%99999\$s", "$", "1", "2", "d", "s", "l",
        "[", "]", "(", ")", "](", "[x](https://a.b/c)", "[y](terms)", "https://", "terms", " ", "  ", "\n",
        "%@", "%2$@", "%lld", "%1\$lld", "%i", "%#@n@", "%2$#@n@", "%arg", "#@", "\\", "\\n", "\\u00e9", "\\u12", "\"", "'", "@", "?", "a", "é", "ع", "\uD83D\uDE00", "\uFFFC", "\uF8F0"
    )

    fun run(rounds: Int, seed: Long = 32): List<String> {
        val random = Random(seed)
        val problems = ArrayList<String>()
        val locales = BundleLocales("en", listOf("en"))
        val placeholders = mapOf("k" to listOf(Placeholder("count", true), Placeholder("name", false)))
        val links = mapOf("terms" to "https://example.com/terms")
        val numbers = IcuIntegerFormatter
        for (round in 0 until rounds) {
            val raw = StringBuilder()
            repeat(random.nextInt(12)) { raw.append(alphabet[random.nextInt(alphabet.size)]) }
            val source = raw.toString()
            try {
                val decoded = AndroidResourceText.decode(source)
                val forms = mapOf(PluralCategory.ONE to decoded, PluralCategory.OTHER to decoded + "%1\$d")
                val table = when (random.nextInt(4)) {
                    0 -> TableText.Plain(decoded)
                    1 -> TableText.Plural(forms)
                    2 -> TableText.Plain(decoded, FormatDialect.APPLE)
                    // A String Catalog's shape: a variable whose forms use `%arg`.
                    else -> TableText.Format(
                        decoded, mapOf("n" to TableText.Plural(forms, FormatDialect.APPLE, random.nextInt(3), "lld"))
                    )
                }
                val tables = object : StringTables {
                    override fun text(key: String, locale: String) = if (key == "k") table else null
                }
                val text = OnboardingText(locales, tables, "en", placeholders, emptyMap(), numbers)
                val values = mapOf("count" to TextValue.Integer(random.nextInt(3000).toLong() - 1000), "name" to TextValue.Text(source))
                val shown = text.resolve("k", values).text
                val spans = TextSpan.spans(shown, links)
                if (spans.any { it.text.length == 0 }) problems.add("round $round: an empty span in $spans")
                if (spans.zipWithNext().any { (a, b) -> a is TextSpan.Plain && b is TextSpan.Plain }) {
                    problems.add("round $round: two plain spans in a row in $spans")
                }
                val found = LinkMarkup.parse(shown)
                val expected = if (found == null) shown else {
                    val out = StringBuilder()
                    var from = 0
                    for (link in found) {
                        out.append(shown, from, link.start).append(shown, link.textStart, link.textEnd)
                        from = link.end
                    }
                    out.append(shown, from, shown.length).toString()
                }
                if (spans.joinToString("") { it.text } != expected) problems.add("round $round: the spans of \"$shown\" are $spans")
                text.spans("k", values, links)
            } catch (error: Exception) {
                problems.add("round $round: \"$source\": ${error.javaClass.name}: ${error.message}")
            }
            if (problems.size >= 10) break
        }
        println("text fuzz: $rounds texts, ${problems.size} problems")
        return problems
    }
}
