package android.content;

import android.content.res.AssetManager;
import android.content.res.Configuration;
import android.content.res.Resources;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public abstract class Context {
    public static final int MODE_PRIVATE = 0;

    public abstract SharedPreferences getSharedPreferences(String name, int mode);

    public abstract Resources getResources();

    public abstract AssetManager getAssets();

    public abstract String getPackageName();

    public abstract Context createConfigurationContext(Configuration overrideConfiguration);
}
