package android;

/** Compile-only stand-in (see ../../README.md): the members onboardkit-android's guide code uses, with Android's signatures. */
public final class Manifest {
    public static final class permission {
        public static final String CAMERA = "android.permission.CAMERA";
        public static final String READ_MEDIA_IMAGES = "android.permission.READ_MEDIA_IMAGES";
    }
}
