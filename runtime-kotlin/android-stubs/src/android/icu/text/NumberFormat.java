package android.icu.text;

import android.icu.util.ULocale;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures (API 24). */
public abstract class NumberFormat {
    public static NumberFormat getIntegerInstance(ULocale inLocale) {
        throw new UnsupportedOperationException("stub");
    }

    public final String format(long number) {
        throw new UnsupportedOperationException("stub");
    }
}
