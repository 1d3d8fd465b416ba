package dev.onboardc.onboardkit

/** A key's text in one table: plain, or a plural's forms by category. */
sealed class TableText {
    data class Plain(val text: String) : TableText()
    data class Plural(val forms: Map<PluralCategory, String>) : TableText()
}

/**
 * The string tables an app ships (on Android, its resources), by key and locale. A table
 * gives only what it translates: null when [locale]'s own table lacks [key].
 */
interface StringTables {
    fun text(key: String, locale: String): TableText?
}
