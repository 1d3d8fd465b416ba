package dev.onboardc.onboardkit

/**
 * The `%` specifiers of a table's format string, read without formatting: the runtime checks
 * them against the key's placeholders and replaces each with its argument's value itself
 * (rule 5: never through `String.format`). Understood, numbered (`%2$s`) or not, and `%%`:
 * in Android's dialect `%s` and `%d`; in Apple's `%@`, `%lld`/`%ld`/`%lli`/`%li` (64-bit),
 * `%d`/`%i` (32-bit, as on Apple's platforms) and plural variables `%#@name@`. Anything else
 * makes the text unusable (null). OnboardKit's `FormatSpecifiers` reads Apple's the same way.
 */
internal object FormatSpecifiers {
    enum class Conversion { PERCENT, TEXT, WIDE_INTEGER, NARROW_INTEGER, VARIABLE }

    /** One specifier: where it is, the argument it reads (from 1; 0 for `%%`), and for a variable its name. */
    class Specifier(
        val start: Int,
        val end: Int,
        val argument: Int,
        val isNumbered: Boolean,
        val conversion: Conversion,
        val variable: String? = null
    )

    private val android = listOf("s" to Conversion.TEXT, "d" to Conversion.WIDE_INTEGER)
    private val apple = listOf(
        "@" to Conversion.TEXT, "lld" to Conversion.WIDE_INTEGER, "lli" to Conversion.WIDE_INTEGER,
        "ld" to Conversion.WIDE_INTEGER, "li" to Conversion.WIDE_INTEGER, "d" to Conversion.NARROW_INTEGER,
        "i" to Conversion.NARROW_INTEGER
    )

    /** The specifiers in order, `%%` included; null when one is not understood. */
    fun scan(text: String, dialect: FormatDialect): List<Specifier>? {
        val conversions = if (dialect == FormatDialect.APPLE) apple else android
        val out = ArrayList<Specifier>()
        var next = 1
        var index = 0
        while (true) {
            val percent = text.indexOf('%', index)
            if (percent < 0) return out
            var cursor = percent + 1
            if (cursor >= text.length) return null
            if (text[cursor] == '%') {
                out.add(Specifier(percent, cursor + 1, 0, false, Conversion.PERCENT))
                index = cursor + 1
                continue
            }
            var digitsEnd = cursor
            while (digitsEnd < text.length && Ascii.isDigit(text[digitsEnd])) digitsEnd += 1
            var position: Int? = null
            if (digitsEnd > cursor && digitsEnd < text.length && text[digitsEnd] == '$') {
                if (digitsEnd - cursor > 4) return null
                position = text.substring(cursor, digitsEnd).toInt()
                if (position == 0) return null
                cursor = digitsEnd + 1
            }
            val known = conversions.firstOrNull { text.startsWith(it.first, cursor) }
            val specifier = when {
                known != null ->
                    Specifier(percent, cursor + known.first.length, position ?: next, position != null, known.second)
                dialect == FormatDialect.APPLE && text.startsWith("#@", cursor) -> {
                    val close = text.indexOf('@', cursor + 2)
                    if (close <= cursor + 2) return null
                    Specifier(
                        percent, close + 1, position ?: next, position != null, Conversion.VARIABLE,
                        text.substring(cursor + 2, close)
                    )
                }
                else -> return null
            }
            out.add(specifier)
            if (position == null) next += 1
            index = specifier.end
        }
    }

    /**
     * Whether every specifier reads an argument of its type (a number specifier a number
     * placeholder, a text specifier any other), all numbered or none, and each number read
     * as one width. One that does not fit marks a damaged table.
     */
    fun fits(specifiers: List<Specifier>, placeholders: List<Placeholder>): Boolean {
        val reading = specifiers.filter { it.conversion != Conversion.PERCENT }
        val numbered = reading.count { it.isNumbered }
        if (numbered != 0 && numbered != reading.size) return false
        val widths = HashMap<Int, Conversion>()
        return reading.all { specifier ->
            val placeholder = placeholders.getOrNull(specifier.argument - 1)
            when {
                placeholder == null || specifier.conversion == Conversion.VARIABLE -> false
                specifier.conversion == Conversion.TEXT -> !placeholder.isInteger
                else -> placeholder.isInteger &&
                    widths.getOrPut(specifier.argument) { specifier.conversion } == specifier.conversion
            }
        }
    }
}
