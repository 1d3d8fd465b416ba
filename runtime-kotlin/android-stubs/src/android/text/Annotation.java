package android.text;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public class Annotation {
    public Annotation(String key, String value) {
    }

    public String getKey() {
        throw new UnsupportedOperationException("stub");
    }

    public String getValue() {
        throw new UnsupportedOperationException("stub");
    }
}
