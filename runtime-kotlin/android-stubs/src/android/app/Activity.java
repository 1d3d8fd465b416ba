package android.app;

import android.content.Context;
import android.content.SharedPreferences;
import android.content.res.AssetManager;
import android.content.res.Configuration;
import android.content.res.Resources;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android's guide code uses, with Android's signatures. */
public class Activity extends Context {
    protected void onCreate(android.os.Bundle savedInstanceState) {
    }

    public void finish() {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public SharedPreferences getSharedPreferences(String name, int mode) {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public Resources getResources() {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public AssetManager getAssets() {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public String getPackageName() {
        throw new UnsupportedOperationException("stub");
    }

    @Override
    public Context createConfigurationContext(Configuration overrideConfiguration) {
        throw new UnsupportedOperationException("stub");
    }
}
