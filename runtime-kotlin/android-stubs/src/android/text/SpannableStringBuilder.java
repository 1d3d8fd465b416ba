package android.text;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android's guide code uses, with Android's signatures. */
public class SpannableStringBuilder implements CharSequence {
    public SpannableStringBuilder() {
    }

    public SpannableStringBuilder append(CharSequence text) {
        throw new UnsupportedOperationException("stub");
    }

    public void setSpan(Object what, int start, int end, int flags) {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public int length() {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public char charAt(int index) {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        throw new UnsupportedOperationException("stub");
    }
}
