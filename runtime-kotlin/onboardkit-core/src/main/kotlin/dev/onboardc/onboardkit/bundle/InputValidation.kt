package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.CalendarDate
import dev.onboardc.onboardkit.NumberText
import java.text.BreakIterator

/** Why a text or date field refuses its value, by the name the conformance vectors use. */
enum class InputProblem(val bundleName: String) {
    MISSING("missing"),
    MALFORMED("malformed"),
    TOO_LONG("too-long"),
    TOO_EARLY("too-early"),
    TOO_LATE("too-late"),
    UNDER_AGE("under-age")
}

/**
 * What a text or date field accepts (docs/bundle-format.md, screen `inputs`): the value
 * trimmed of white space; empty is a problem only when required; longer than `maxLength`
 * (in characters as the user sees them); an e-mail address, a number, an E.164 phone
 * number, a code of `length` digits (digits of any script), a day within `min` and `max`
 * and at least `minimumAge` years before [today].
 */
object InputValidation {
    fun problem(input: Input, text: String, today: CalendarDate?): InputProblem? {
        val value = NumberText.trimmed(text)
        if (value.length == 0) return if (input.required) InputProblem.MISSING else null
        val maxLength = input.maxLength
        if (maxLength != null && characters(value) > maxLength) return InputProblem.TOO_LONG
        val ok = when (input.kind) {
            InputKind.EMAIL -> isEmailAddress(value)
            InputKind.NUMBER -> digits(value) != null
            InputKind.PHONE -> phoneNumber(value) != null
            InputKind.ONE_TIME_CODE -> code(value, input.codeLength) != null
            InputKind.DATE -> return dateProblem(input, value, today)
            else -> true
        }
        return if (ok) null else InputProblem.MALFORMED
    }

    /**
     * The answer recorded for [text] when the field accepts it: a phone number as E.164 with
     * ASCII digits (`+4915112345678`), a code as its ASCII digits, anything else as given.
     */
    fun recorded(input: Input, text: String): String {
        if (problem(input, text, null) != null) return text
        return when (input.kind) {
            InputKind.PHONE -> phoneNumber(NumberText.trimmed(text)) ?: text
            InputKind.ONE_TIME_CODE -> code(text, input.codeLength) ?: text
            else -> text
        }
    }

    /** `+` and 8 to 15 digits, the first not 0, once white space, `-`, `.`, `(` and `)` are removed. */
    fun phoneNumber(value: String): String? {
        val kept = value.filter { !NumberText.isWhiteSpace(it) && it !in "-.()" }
        if (!kept.startsWith("+")) return null
        val digits = digits(kept.substring(1)) ?: return null
        if (digits.length !in 8..15 || digits.startsWith("0")) return null
        return "+$digits"
    }

    fun code(value: String, length: Int): String? =
        digits(value.filter { !NumberText.isWhiteSpace(it) })?.takeIf { it.length == length }

    /** [text]'s decimal digits (of any script) as ASCII; null when anything else is in it. */
    private fun digits(text: String): String? {
        val out = StringBuilder()
        var index = 0
        while (index < text.length) {
            val point = text.codePointAt(index)
            if (Character.getType(point) != Character.DECIMAL_DIGIT_NUMBER.toInt()) return null
            out.append('0' + Character.digit(point, 10))
            index += Character.charCount(point)
        }
        return out.toString()
    }

    private fun isEmailAddress(value: String): Boolean {
        val parts = value.split("@")
        if (parts.size != 2 || parts[0].length == 0 || value.any { NumberText.isWhiteSpace(it) }) return false
        val labels = parts[1].split(".")
        return labels.size >= 2 && labels.all { it.isNotEmpty() }
    }

    private fun dateProblem(input: Input, value: String, today: CalendarDate?): InputProblem? {
        val date = CalendarDate.parse(value) ?: return InputProblem.MALFORMED
        val min = input.min?.let { CalendarDate.parse(it) }
        if (min != null && date < min) return InputProblem.TOO_EARLY
        val max = input.max?.let { CalendarDate.parse(it) }
        if (max != null && date > max) return InputProblem.TOO_LATE
        val minimumAge = input.minimumAge
        if (minimumAge != null && today != null && age(date, today) < minimumAge) return InputProblem.UNDER_AGE
        return null
    }

    /** Whole years from [born] to [today]: one less before the birthday (29 February's is 1 March in other years). */
    fun age(born: CalendarDate, today: CalendarDate): Int {
        val before = today.month < born.month || (today.month == born.month && today.day < born.day)
        return today.year - born.year - (if (before) 1 else 0)
    }

    /** The characters of [text] as the user sees them (grapheme clusters). */
    private fun characters(text: String): Int {
        val iterator = BreakIterator.getCharacterInstance()
        iterator.setText(text)
        var count = 0
        while (iterator.next() != BreakIterator.DONE) count += 1
        return count
    }
}
