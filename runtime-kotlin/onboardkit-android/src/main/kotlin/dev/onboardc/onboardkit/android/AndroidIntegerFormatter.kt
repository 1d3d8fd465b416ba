package dev.onboardc.onboardkit.android

import android.icu.number.NumberFormatter
import android.icu.text.NumberFormat
import android.icu.util.ULocale
import android.os.Build
import dev.onboardc.onboardkit.IntegerFormatter

/**
 * Whole numbers in texts as Android's ICU writes them, in the locale (with its `-u-nu-`
 * digits) the core asks for. From API 30 `android.icu.number.NumberFormatter`, which keeps
 * each locale's minimum grouping (Spanish `1234`, `12.345`) as the conformance vectors and
 * OnboardKit do; before it `NumberFormat.getIntegerInstance`, which groups every number of
 * four digits or more (Spanish `1.234`): the one known difference on older devices.
 */
object AndroidIntegerFormatter : IntegerFormatter {
    override fun format(value: Long, locale: String): String {
        val icuLocale = ULocale.forLanguageTag(locale)
        return if (Build.VERSION.SDK_INT >= 30) NumberFormatter.withLocale(icuLocale).format(value).toString()
        else NumberFormat.getIntegerInstance(icuLocale).format(value)
    }
}
