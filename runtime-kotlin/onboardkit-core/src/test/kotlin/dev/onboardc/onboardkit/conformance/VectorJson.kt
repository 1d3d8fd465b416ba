package dev.onboardc.onboardkit.conformance

import org.json.JSONArray
import org.json.JSONObject

/** JSON values as the vectors compare them: objects without regard to order, a number by its binary64 value. */
internal object VectorJson {
    /** [value] as plain Kotlin values: maps, lists, doubles, strings, booleans and null. */
    fun plain(value: Any?): Any? = when (value) {
        null, JSONObject.NULL -> null
        is JSONObject -> value.keys().asSequence().associateWith { plain(value.opt(it)) }
        is JSONArray -> (0 until value.length()).map { plain(value.opt(it)) }
        is Number -> value.toDouble()
        else -> value
    }

    /** Whether two JSON values are the same JSON value. */
    fun same(a: Any?, b: Any?): Boolean = plain(a) == plain(b)

    /** The strings of an array member; empty when absent. */
    fun strings(obj: JSONObject, name: String): List<String> {
        val array = obj.optJSONArray(name) ?: return emptyList()
        return (0 until array.length()).map { array.getString(it) }
    }

    /** The members of an object member as strings; empty when absent. */
    fun stringMap(obj: JSONObject?, name: String): Map<String, String> {
        val members = obj?.optJSONObject(name) ?: return emptyMap()
        return members.keys().asSequence().associateWith { members.getString(it) }
    }
}
