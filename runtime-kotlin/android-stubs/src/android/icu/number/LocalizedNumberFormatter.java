package android.icu.number;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures (API 30). */
public class LocalizedNumberFormatter {
    private LocalizedNumberFormatter() {
    }

    public FormattedNumber format(long input) {
        throw new UnsupportedOperationException("stub");
    }
}
