package android.os;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public class Build {
    public static class VERSION {
        public static final int SDK_INT = 0;
    }
}
