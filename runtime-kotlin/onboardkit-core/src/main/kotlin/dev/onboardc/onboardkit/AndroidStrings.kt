package dev.onboardc.onboardkit

import org.json.JSONObject

/** Where a bundle's Android tables are and how they name keys (the bundle's `strings`). */
class AndroidStrings(
    /** The source table's path in the app folder (`android/res/values/strings.xml`), null when the app has no Android output. */
    val path: String?,
    /** The prefix of every resource name (`strings.androidPrefix`), if any. */
    val prefix: String?
) {
    /** The resource name of a string key: the prefix, then the key with `.` and `-` as `_`. */
    fun resourceName(key: String): String {
        val name = key.replace('.', '_').replace('-', '_')
        return if (prefix.isNullOrEmpty()) name else "${prefix}_$name"
    }

    companion object {
        @JvmStatic
        fun fromBundle(bundle: JSONObject): AndroidStrings {
            val strings = bundle.optJSONObject("strings")
            return AndroidStrings(
                strings?.let { Json.optionalString(it, "android") },
                strings?.let { Json.optionalString(it, "androidPrefix") }
            )
        }
    }
}
