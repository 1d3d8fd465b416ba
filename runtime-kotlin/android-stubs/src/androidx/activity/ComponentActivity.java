package androidx.activity;

import androidx.activity.result.ActivityResultCallback;
import androidx.activity.result.ActivityResultLauncher;
import androidx.activity.result.contract.ActivityResultContract;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android's guide code uses, with AndroidX's signatures (androidx.activity 1.9). */
public class ComponentActivity extends android.app.Activity {
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(
            ActivityResultContract<I, O> contract, ActivityResultCallback<O> callback) {
        throw new UnsupportedOperationException("stub");
    }
}
