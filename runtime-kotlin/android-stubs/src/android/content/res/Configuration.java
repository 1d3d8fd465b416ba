package android.content.res;

import android.os.LocaleList;
import java.util.Locale;

/** Compile-only stand-in (see ../../../../README.md): the members onboardkit-android uses, with Android's signatures. */
public final class Configuration {
    public Configuration(Configuration o) {
    }

    public void setLocale(Locale loc) {
        throw new UnsupportedOperationException("stub");
    }

    public LocaleList getLocales() {
        throw new UnsupportedOperationException("stub");
    }
}
