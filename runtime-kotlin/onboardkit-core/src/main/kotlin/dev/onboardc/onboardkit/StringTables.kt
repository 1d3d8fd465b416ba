package dev.onboardc.onboardkit

/** Whose format strings a table holds: Android's (`%1$s`, `%d`) or Apple's (`%@`, `%lld`, `%#@name@`). */
enum class FormatDialect { ANDROID, APPLE }

/** A key's text in one table. */
sealed class TableText {
    abstract val dialect: FormatDialect

    /** One format string (plain text when the key has no placeholders). */
    data class Plain(val text: String, override val dialect: FormatDialect = FormatDialect.ANDROID) : TableText()

    /**
     * Forms by CLDR category, chosen by the count of argument [argument] (from 1; null: the
     * key's first number placeholder, as an Android `<plurals>` names none). In Apple's forms
     * `%arg` stands for that argument, written with [specifier] (default `lld`).
     */
    data class Plural(
        val forms: Map<PluralCategory, String>,
        override val dialect: FormatDialect = FormatDialect.ANDROID,
        val argument: Int? = null,
        val specifier: String? = null
    ) : TableText()

    /** An Apple format whose `%#@name@` variables are replaced by one of their [variables]' forms. */
    data class Format(val text: String, val variables: Map<String, Plural>) : TableText() {
        override val dialect: FormatDialect get() = FormatDialect.APPLE
    }
}

/**
 * The string tables an app ships (on Android, its resources; a release's String Catalogs),
 * by key and locale. A table gives only what it translates: null when [locale]'s own table
 * lacks [key].
 */
interface StringTables {
    fun text(key: String, locale: String): TableText?
}
