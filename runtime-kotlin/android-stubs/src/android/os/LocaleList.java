package android.os;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public final class LocaleList {
    private LocaleList() {
    }

    public String toLanguageTags() {
        throw new UnsupportedOperationException("stub");
    }
}
