package dev.onboardc.onboardkit.conformance

import com.ibm.icu.number.NumberFormatter
import com.ibm.icu.util.ULocale
import dev.onboardc.onboardkit.IntegerFormatter

/** Whole numbers as ICU writes them, on the JVM: ICU4J (Debian's libicu4j-java), the API Android has as `android.icu`. */
internal object IcuIntegerFormatter : IntegerFormatter {
    override fun format(value: Long, locale: String): String =
        NumberFormatter.withLocale(ULocale.forLanguageTag(locale)).format(value).toString()
}
