package dev.onboardc.onboardkit

/**
 * ASCII case mapping, the same on every JVM and Android locale and in every Kotlin version
 * (the stdlib's `lowercase()` is Kotlin 1.5+, and `toLowerCase()` is deprecated there).
 */
internal object Ascii {
    fun lower(text: String): String {
        val out = StringBuilder(text.length)
        for (c in text) out.append(if (c in 'A'..'Z') c + ('a' - 'A') else c)
        return out.toString()
    }

    fun upper(text: String): String {
        val out = StringBuilder(text.length)
        for (c in text) out.append(if (c in 'a'..'z') c - ('a' - 'A') else c)
        return out.toString()
    }

    fun isDigit(c: Char): Boolean = c in '0'..'9'

    fun isLetter(c: Char): Boolean = c in 'a'..'z' || c in 'A'..'Z'
}
