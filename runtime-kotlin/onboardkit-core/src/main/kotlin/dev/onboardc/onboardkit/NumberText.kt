package dev.onboardc.onboardkit

/** How conditions read the text of a number field (docs/conditions.md, "Evaluating"). */
internal object NumberText {
    /**
     * The number [text] writes: an optional sign, then decimal digits with at most one decimal
     * point (`42`, `-3.5`, `.5`, `5.`); anything else (`1e3`, `0x10`, `NaN`, `3,5`) is none.
     * The digits may be of any script (Unicode general category Nd): `٤٢` is 42.
     */
    fun decimal(text: String): Double? {
        val ascii = StringBuilder()
        var index = 0
        while (index < text.length) {
            val point = text.codePointAt(index)
            val digit = if (Character.getType(point) == Character.DECIMAL_DIGIT_NUMBER.toInt()) Character.digit(point, 10) else -1
            if (digit >= 0) ascii.append(('0' + digit)) else ascii.appendCodePoint(point)
            index += Character.charCount(point)
        }
        val plain = ascii.toString()
        val digits = if (plain.startsWith("-") || plain.startsWith("+")) plain.substring(1) else plain
        var points = 0
        var count = 0
        for (c in digits) {
            when {
                c == '.' -> points += 1
                Ascii.isDigit(c) -> count += 1
                else -> return null
            }
        }
        if (points > 1 || count == 0) return null
        return plain.toDouble()
    }

    /** [text] without the white space (Unicode `White_Space`) at either end. */
    fun trimmed(text: String): String = text.trim { isWhiteSpace(it) }

    /** Unicode's `White_Space` property (all of it is in the Basic Multilingual Plane). */
    fun isWhiteSpace(c: Char): Boolean =
        c in '\u0009'..'\u000D' || c == ' ' || c == '\u0085' || c == '\u00A0' || c == '\u1680' ||
            c in '\u2000'..'\u200A' || c == '\u2028' || c == '\u2029' || c == '\u202F' || c == '\u205F' ||
            c == '\u3000'
}
