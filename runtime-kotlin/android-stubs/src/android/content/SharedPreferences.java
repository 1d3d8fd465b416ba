package android.content;

/** Compile-only stand-in (see ../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public interface SharedPreferences {
    boolean getBoolean(String key, boolean defValue);

    String getString(String key, String defValue);

    Editor edit();

    interface Editor {
        Editor putBoolean(String key, boolean value);

        Editor putString(String key, String value);

        Editor remove(String key);

        boolean commit();
    }
}
