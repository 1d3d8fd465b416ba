package dev.onboardc.onboardkit.android

import android.content.Context
import android.content.SharedPreferences
import dev.onboardc.onboardkit.OnboardingStore

/**
 * Completion flags and experiment assignments in [SharedPreferences]: what must outlive a
 * session (docs/client-guide.md, "Android teams"). Each write is `commit()`ed before it
 * returns, as OnboardKit's `UserDefaultsStore` synchronizes: a flag lost when the app is
 * killed right after a flow ends shows a finished onboarding again. The writes are a few per
 * flow, so the disk write on the calling thread is acceptable.
 */
class SharedPreferencesStore(private val preferences: SharedPreferences) : OnboardingStore {
    /** The app's preferences file [name] (default `onboardc`), private to the app. */
    constructor(context: Context, name: String = "onboardc") :
        this(context.getSharedPreferences(name, Context.MODE_PRIVATE))

    override fun flag(key: String): Boolean = preferences.getBoolean(key, false)

    override fun setFlag(key: String, value: Boolean) {
        check(preferences.edit().putBoolean(key, value).commit()) { "SharedPreferences could not store $key" }
    }

    override fun string(key: String): String? = preferences.getString(key, null)

    override fun setString(key: String, value: String) {
        check(preferences.edit().putString(key, value).commit()) { "SharedPreferences could not store $key" }
    }
}
