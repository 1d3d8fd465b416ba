package dev.onboardc.onboardkit

/**
 * A version as conditions read it (docs/conditions.md): one to four non-negative integers
 * separated by dots; missing numbers are 0, so `2.4` is `2.4.0`. The numbers are kept as
 * text without leading zeros, so that any size compares exactly.
 */
class ConditionVersion private constructor(private val components: List<String>) {
    /** Negative, zero or positive as this version is before, the same as, or after [other]. */
    fun compareWith(other: ConditionVersion): Int {
        for (index in 0 until maxOf(components.size, other.components.size)) {
            val a = components.getOrElse(index) { "0" }
            val b = other.components.getOrElse(index) { "0" }
            if (a.length != b.length) return if (a.length < b.length) -1 else 1
            if (a != b) return if (a < b) -1 else 1
        }
        return 0
    }

    companion object {
        /** The version [text] writes, or null when it is not one (`2.4-beta`, `v2`, `1.2.3.4.5`, ``). */
        @JvmStatic
        fun parse(text: String): ConditionVersion? {
            val parts = text.split('.')
            if (parts.size !in 1..4) return null
            if (!parts.all { part -> part.isNotEmpty() && part.all { Ascii.isDigit(it) } }) return null
            return ConditionVersion(parts.map { part -> part.trimStart('0').ifEmpty { "0" } })
        }
    }
}
