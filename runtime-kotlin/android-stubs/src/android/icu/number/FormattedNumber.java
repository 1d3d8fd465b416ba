package android.icu.number;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures (API 30). */
public class FormattedNumber {
    private FormattedNumber() {
    }

    @Override
    public String toString() {
        throw new UnsupportedOperationException("stub");
    }
}
