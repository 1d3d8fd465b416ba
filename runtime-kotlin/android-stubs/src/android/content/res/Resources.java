package android.content.res;

import android.util.DisplayMetrics;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public class Resources {
    public Resources(AssetManager assets, DisplayMetrics metrics, Configuration config) {
    }

    public int getIdentifier(String name, String defType, String defPackage) {
        throw new UnsupportedOperationException("stub");
    }

    public CharSequence getText(int id) {
        throw new UnsupportedOperationException("stub");
    }

    public CharSequence getQuantityText(int id, int quantity) {
        throw new UnsupportedOperationException("stub");
    }

    public Configuration getConfiguration() {
        throw new UnsupportedOperationException("stub");
    }
}
