package androidx.activity.result;

/** Compile-only stand-in (see ../../../../README.md), with AndroidX's signature. */
public interface ActivityResultCallback<O> {
    void onActivityResult(O result);
}
