package android.content.res;

import java.io.IOException;
import java.io.InputStream;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public final class AssetManager {
    private AssetManager() {
    }

    public InputStream open(String fileName) throws IOException {
        throw new UnsupportedOperationException("stub");
    }
}
