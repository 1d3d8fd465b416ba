package android.icu.util;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public final class ULocale {
    private ULocale() {
    }

    public static ULocale forLanguageTag(String languageTag) {
        throw new UnsupportedOperationException("stub");
    }
}
