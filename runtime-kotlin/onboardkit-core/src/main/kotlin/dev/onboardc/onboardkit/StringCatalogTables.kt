package dev.onboardc.onboardkit

import org.json.JSONException
import org.json.JSONObject

/**
 * A String Catalog (`.xcstrings`): the tables a release carries (`strings/<sha256>.xcstrings`,
 * docs/remote-delivery.md) and the catalog `onboardc build` writes to `ios/`. Read as
 * OnboardKit's `StringCatalog` reads it: a localization's `stringUnit` (a format, with plural
 * `substitutions` by `argNum` and `formatSpecifier`) or its `variations.plural`; a unit whose
 * state is `new` is not a translation (onboardc writes the source text there for Xcode), so it
 * counts as missing and the next locale is tried. Throws [StringCatalogFormatException] when
 * [json] is not a catalog.
 */
class StringCatalogTables(json: String) : StringTables {
    /** The catalog's `sourceLanguage`. */
    val sourceLanguage: String

    /** Normalized locale → key → text: the translations only. */
    private val tables = HashMap<String, HashMap<String, TableText>>()

    init {
        try {
            val file = JSONObject(json)
            sourceLanguage = file.getString("sourceLanguage")
            val strings = file.getJSONObject("strings")
            for (key in strings.keys()) {
                val localizations = strings.getJSONObject(key).optJSONObject("localizations") ?: continue
                for (locale in localizations.keys()) {
                    val text = text(localizations.getJSONObject(locale)) ?: continue
                    tables.getOrPut(LocaleResolver.normalized(locale)) { HashMap() }[key] = text
                }
            }
        } catch (error: JSONException) {
            throw StringCatalogFormatException(error.message ?: "not a String Catalog")
        }
    }

    override fun text(key: String, locale: String): TableText? = tables[LocaleResolver.normalized(locale)]?.get(key)

    /** A localization's text, or null when it is not translated (or has none). */
    private fun text(localization: JSONObject): TableText? {
        val unit = localization.optJSONObject("stringUnit")
        if (unit != null) {
            if (unit.optString("state") == "new") return null
            val variables = LinkedHashMap<String, TableText.Plural>()
            val substitutions = localization.optJSONObject("substitutions")
            for (name in substitutions?.keys()?.asSequence() ?: emptySequence()) {
                val substitution = substitutions!!.getJSONObject(name)
                val forms = forms(substitution.optJSONObject("variations")?.optJSONObject("plural")) ?: continue
                variables[name] = TableText.Plural(
                    forms, FormatDialect.APPLE,
                    if (substitution.has("argNum")) substitution.getInt("argNum") else null,
                    Json.optionalString(substitution, "formatSpecifier")
                )
            }
            return TableText.Format(unit.getString("value"), variables)
        }
        val forms = forms(localization.optJSONObject("variations")?.optJSONObject("plural")) ?: return null
        return TableText.Plural(forms, FormatDialect.APPLE)
    }

    /** The translated forms of a plural variation; null when none is translated. */
    private fun forms(plural: JSONObject?): Map<PluralCategory, String>? {
        val out = LinkedHashMap<PluralCategory, String>()
        for (name in plural?.keys()?.asSequence() ?: emptySequence()) {
            val category = PluralCategory.named(name) ?: continue
            val unit = plural!!.getJSONObject(name).optJSONObject("stringUnit") ?: continue
            if (unit.optString("state") == "new") continue
            out[category] = unit.getString("value")
        }
        return if (out.isEmpty()) null else out
    }
}

/** A file that is not a String Catalog: what is wrong, as the JSON reader said it. */
class StringCatalogFormatException(message: String) : Exception(message)
