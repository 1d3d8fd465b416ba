package android.text;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public interface Spanned extends CharSequence {
    int SPAN_EXCLUSIVE_EXCLUSIVE = 33;

    <T> T[] getSpans(int start, int end, Class<T> type);

    int getSpanStart(Object tag);

    int getSpanEnd(Object tag);
}
