package dev.onboardc.onboardkit

import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** Small helpers over Android's `org.json` API (built into Android; Debian's libandroid-json-java on the JVM). */
internal object Json {
    /** The strings of [array]; empty when there is none. */
    fun strings(array: JSONArray?): List<String> {
        if (array == null) return emptyList()
        return (0 until array.length()).map { array.getString(it) }
    }

    /** The member [name] of [obj] as a string, null when absent; an error when it is another type. */
    fun optionalString(obj: JSONObject, name: String): String? {
        val value = obj.opt(name) ?: return null
        if (value == JSONObject.NULL) return null
        return value as? String ?: throw JSONException("'$name' is not a string")
    }
}
