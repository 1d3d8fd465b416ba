package dev.onboardc.onboardkit.android

import android.content.SharedPreferences
import android.content.res.Resources
import android.text.Annotation
import android.text.Spanned

/** SharedPreferences in memory; [failing] makes every commit fail, as a full disk does. */
internal class FakePreferences(var failing: Boolean = false) : SharedPreferences {
    val values = LinkedHashMap<String, Any>()

    override fun getBoolean(key: String, defValue: Boolean) = values[key] as? Boolean ?: defValue
    override fun getString(key: String, defValue: String?) = values[key] as? String ?: defValue
    override fun edit(): SharedPreferences.Editor = object : SharedPreferences.Editor {
        private val pending = LinkedHashMap<String, Any?>()
        override fun putBoolean(key: String, value: Boolean) = apply { pending[key] = value }
        override fun putString(key: String, value: String) = apply { pending[key] = value }
        override fun remove(key: String) = apply { pending[key] = null }
        override fun commit(): Boolean {
            if (failing) return false
            for ((key, value) in pending) if (value == null) values.remove(key) else values[key] = value
            return true
        }
    }
}

/** A text with link annotations over ranges, as `getText` gives one. */
internal class FakeSpanned(private val text: String, private val annotations: List<Triple<Int, Int, Annotation>>) :
    Spanned, CharSequence by text {
    @Suppress("UNCHECKED_CAST")
    override fun <T> getSpans(start: Int, end: Int, type: Class<T>): Array<T> {
        val found = annotations.map { it.third }.filter { type.isInstance(it) }
        val out = java.lang.reflect.Array.newInstance(type, found.size) as Array<T>
        found.forEachIndexed { index, span -> out[index] = span as T }
        return out
    }

    override fun getSpanStart(tag: Any) = annotations.first { it.third === tag }.first
    override fun getSpanEnd(tag: Any) = annotations.first { it.third === tag }.second
    override fun toString() = text
}

/** An annotation with its key and value (the stand-in's own accessors throw). */
internal class LinkAnnotation(private val id: String) : Annotation("link", id) {
    override fun getKey() = "link"
    override fun getValue() = id
}

/**
 * Resources of one locale, as Android gives them: a name that locale's folder has, else the
 * default folder's (Android's own fallback). [asked] records every locale read.
 */
internal class FakeResources(
    private val locale: String,
    private val folders: Map<String, Map<String, Any>>,
    private val asked: MutableList<String>
) : Resources(null, null, null) {
    private val names = ArrayList<String>()

    private fun value(id: Int): Any {
        val name = names[id - 1]
        return folders[locale]?.get(name) ?: folders.getValue("")[name]!!
    }

    override fun getIdentifier(name: String, defType: String, defPackage: String): Int {
        asked.add(locale)
        val kind = (folders[locale]?.get(name) ?: folders.getValue("")[name]) ?: return 0
        if ((kind is Map<*, *>) != (defType == "plurals")) return 0
        names.add(name)
        return names.size
    }

    override fun getText(id: Int): CharSequence = value(id) as CharSequence

    override fun getQuantityText(id: Int, quantity: Int): CharSequence {
        val forms = value(id) as Map<*, *>
        val category = dev.onboardc.onboardkit.PluralRules.category(quantity.toLong(), if (locale == "") "en" else locale)
        return (forms[category.cldrName] ?: forms["other"]) as CharSequence
    }
}

