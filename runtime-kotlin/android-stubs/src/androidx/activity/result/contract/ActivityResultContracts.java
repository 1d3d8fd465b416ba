package androidx.activity.result.contract;

/** Compile-only stand-in (see ../../../../../README.md): the contracts onboardkit-android's guide code uses. */
public final class ActivityResultContracts {
    private ActivityResultContracts() {
    }

    public static final class RequestPermission extends ActivityResultContract<String, Boolean> {
        public RequestPermission() {
        }
    }
}
