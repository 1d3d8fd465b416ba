package dev.onboardc.onboardkit.android

import android.content.Context
import android.content.res.Configuration
import android.content.res.Resources
import android.text.Annotation
import android.text.Spanned
import dev.onboardc.onboardkit.AndroidStrings
import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.LocaleResolver
import dev.onboardc.onboardkit.PluralCategory
import dev.onboardc.onboardkit.PluralRules
import dev.onboardc.onboardkit.StringTables
import dev.onboardc.onboardkit.TableText
import java.util.Locale

/**
 * The app's generated Android string resources as the core's [StringTables], one locale at a
 * time, so that the core's lookup order (the bundle's `localeFallbacks`, then the source)
 * decides which language a key comes from, not Android's own resource lookup: for a Catalan
 * user of an app with Spanish but no Catalan, Android alone shows the default (English); here
 * `ca` is not a shipped locale, so its table is empty, and the chain's `es` gives Spanish.
 *
 * Each shipped locale is read through a configuration context of that locale. Resources are
 * found by name (`getIdentifier`); the build's keep file (`res/raw/<prefix>_keep.xml`) keeps
 * them through resource shrinking. Links (`<annotation link="id">`) come back as the core's link
 * markup, with the URL of [links] (the bundle's `links`). A plural's forms are read by asking
 * for a count of each category the locale has.
 *
 * One difference from a String Catalog or the JVM's [dev.onboardc.onboardkit.AndroidResourceTables]:
 * a key missing from a shipped locale's `values-<locale>` folder comes back in Android's default
 * (`values`, the source language) rather than from the next locale of the chain. onboardc's
 * `l10n-missing-translation` rule reports such keys at build time.
 */
class ResourceTables(
    private val packageName: String,
    private val names: AndroidStrings,
    locales: BundleLocales,
    private val links: Map<String, String> = emptyMap(),
    /** The app's resources in a locale (a tag the bundle ships). */
    private val resourcesIn: (String) -> Resources
) : StringTables {
    /** The app's resources of [context], each locale through a configuration context of that locale. */
    constructor(context: Context, names: AndroidStrings, locales: BundleLocales, links: Map<String, String> = emptyMap()) :
        this(context.packageName, names, locales, links, { tag ->
            val configuration = Configuration(context.resources.configuration)
            configuration.setLocale(Locale.forLanguageTag(tag))
            context.createConfigurationContext(configuration).resources
        })

    /** Normalized tag → the tag as the bundle spells it, for every locale the app ships. */
    private val shipped: Map<String, String> =
        (listOf(locales.sourceLocale) + locales.locales + locales.pseudoLocales)
            .associateBy { LocaleResolver.normalized(it) }
    private val resources = HashMap<String, Resources>()

    override fun text(key: String, locale: String): TableText? {
        val tag = shipped[LocaleResolver.normalized(locale)] ?: return null
        val res = resources.getOrPut(tag) { resourcesIn(tag) }
        val name = names.resourceName(key)
        val string = res.getIdentifier(name, "string", packageName)
        if (string != 0) return TableText.Plain(marked(res.getText(string)))
        val plurals = res.getIdentifier(name, "plurals", packageName)
        if (plurals == 0) return null
        val forms = LinkedHashMap<PluralCategory, String>()
        for ((category, count) in sampleCounts(tag)) forms[category] = marked(res.getQuantityText(plurals, count))
        return TableText.Plural(forms)
    }

    /** [text] with each link annotation written as link markup, `[text](url)`. */
    private fun marked(text: CharSequence): String {
        val spanned = text as? Spanned ?: return text.toString()
        val annotations = spanned.getSpans(0, spanned.length, Annotation::class.java)
            .filter { it.key == "link" }.sortedBy { spanned.getSpanStart(it) }
        val out = StringBuilder()
        var rest = 0
        for (annotation in annotations) {
            val start = spanned.getSpanStart(annotation)
            val end = spanned.getSpanEnd(annotation)
            if (start < rest) continue
            out.append(spanned, rest, start).append('[').append(spanned, start, end).append("](")
                .append(links[annotation.value] ?: annotation.value).append(')')
            rest = end
        }
        return out.append(spanned, rest, spanned.length).toString()
    }

    private companion object {
        /** A count of each plural category [locale] has, the smallest one (CLDR's rules, as the core chooses forms). */
        fun sampleCounts(locale: String): Map<PluralCategory, Int> {
            val out = LinkedHashMap<PluralCategory, Int>()
            for (count in (0..200) + listOf(1000, 10000, 100000, 1000000)) {
                val category = PluralRules.category(count.toLong(), locale)
                if (category !in out) out[category] = count
            }
            return out
        }
    }
}
