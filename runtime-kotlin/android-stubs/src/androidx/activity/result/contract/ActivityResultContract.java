package androidx.activity.result.contract;

/** Compile-only stand-in (see ../../../../../README.md), with AndroidX's type parameters. */
public abstract class ActivityResultContract<I, O> {
}
