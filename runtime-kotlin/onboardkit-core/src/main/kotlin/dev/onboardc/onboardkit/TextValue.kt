package dev.onboardc.onboardkit

import org.json.JSONObject

/** A value the app gives a placeholder: a text, or a whole number. */
sealed class TextValue {
    data class Text(val text: String) : TextValue()
    data class Integer(val value: Long) : TextValue()

    /** The value as a number placeholder reads it: a text that writes a whole number is that number, any other 0. */
    val integerValue: Long
        get() = when (this) {
            is Integer -> value
            is Text -> text.toLongOrNull() ?: 0
        }

    /** The value as a text placeholder reads it. */
    val textValue: String
        get() = when (this) {
            is Integer -> value.toString()
            is Text -> text
        }
}

/**
 * A placeholder of a string key, as the bundle's `placeholders` lists it: its name, whether it
 * is a whole number, and whether its count chooses the form of the text's plural (`plural`).
 */
data class Placeholder(val name: String, val isInteger: Boolean, val countsPlural: Boolean = false) {
    /** The value shown when the app gives none: `{name}` for a text, `0` for a number (rule 2). */
    val missing: TextValue get() = if (isInteger) TextValue.Integer(0) else TextValue.Text("{$name}")

    companion object {
        /** The bundle's `placeholders`: per key, its placeholders in argument order. */
        @JvmStatic
        fun fromBundle(bundle: JSONObject): Map<String, List<Placeholder>> {
            val members = bundle.optJSONObject("placeholders") ?: return emptyMap()
            return members.keys().asSequence().associateWith { key ->
                val list = members.getJSONArray(key)
                (0 until list.length()).map { index ->
                    val item = list.getJSONObject(index)
                    Placeholder(item.getString("name"), item.optString("type") == "integer", item.optBoolean("plural", false))
                }
            }
        }
    }
}

/** A key's text and the locale whose table gave it (null: no table has the key, and the text is the key). */
data class ResolvedText(val text: String, val locale: String?)
