package androidx.activity.result;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android's guide code uses, with AndroidX's signatures. */
public abstract class ActivityResultLauncher<I> {
    public void launch(I input) {
        throw new UnsupportedOperationException("stub");
    }
}
