package android.icu.number;

import android.icu.util.ULocale;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures (API 30). */
public final class NumberFormatter {
    private NumberFormatter() {
    }

    public static LocalizedNumberFormatter withLocale(ULocale locale) {
        throw new UnsupportedOperationException("stub");
    }
}
