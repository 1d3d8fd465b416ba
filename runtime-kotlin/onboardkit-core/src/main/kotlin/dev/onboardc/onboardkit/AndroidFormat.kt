package dev.onboardc.onboardkit

/**
 * The `%` specifiers of an Android resource text, read without formatting: the runtime
 * checks them against the key's placeholders and replaces each with its argument's value
 * itself (rule 5: never through `String.format`). Understood: `%%`; `%s` and `%d`, numbered
 * (`%2$s`) or not. Anything else makes the text unusable (null).
 */
internal object AndroidFormat {
    class Specifier(val start: Int, val end: Int, val argument: Int, val isNumbered: Boolean, val conversion: Char)

    /** The specifiers in order, `%%` (conversion `%`, argument 0) included; null when one is not understood. */
    fun scan(text: String): List<Specifier>? {
        val out = ArrayList<Specifier>()
        var next = 1
        var index = 0
        while (true) {
            val percent = text.indexOf('%', index)
            if (percent < 0) return out
            var cursor = percent + 1
            if (cursor >= text.length) return null
            if (text[cursor] == '%') {
                out.add(Specifier(percent, cursor + 1, 0, false, '%'))
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
            if (cursor >= text.length || (text[cursor] != 's' && text[cursor] != 'd')) return null
            out.add(Specifier(percent, cursor + 1, position ?: next, position != null, text[cursor]))
            if (position == null) next += 1
            index = cursor + 1
        }
    }

    /**
     * Whether every specifier reads an argument of its type (`%d` a number placeholder, `%s`
     * any other), all numbered or none. One that does not fit marks a damaged table.
     */
    fun fits(specifiers: List<Specifier>, placeholders: List<Placeholder>): Boolean {
        val reading = specifiers.filter { it.conversion != '%' }
        val numbered = reading.count { it.isNumbered }
        if (numbered != 0 && numbered != reading.size) return false
        return reading.all { specifier ->
            val placeholder = placeholders.getOrNull(specifier.argument - 1)
            placeholder != null && placeholder.isInteger == (specifier.conversion == 'd')
        }
    }
}
