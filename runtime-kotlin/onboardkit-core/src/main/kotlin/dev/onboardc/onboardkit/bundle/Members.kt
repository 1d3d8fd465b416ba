package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.Condition
import dev.onboardc.onboardkit.ConditionFormatException
import dev.onboardc.onboardkit.ConditionJson
import org.json.JSONArray
import org.json.JSONObject

/**
 * The members of one JSON object of the bundle, read as the format says (docs/bundle-format.md):
 * an unknown member is ignored, a missing required one or one of the wrong type is a
 * [BundleFormatException] naming its [path].
 */
internal class Members(val json: JSONObject, val path: String) {
    private fun raw(name: String): Any? = json.opt(name)?.takeIf { it != JSONObject.NULL }

    fun at(name: String) = "$path.$name"

    fun has(name: String): Boolean = raw(name) != null

    fun optString(name: String): String? {
        val value = raw(name) ?: return null
        return value as? String ?: throw BundleFormatException(at(name), "expected a string")
    }

    fun string(name: String): String = optString(name) ?: throw missing(name)

    fun bool(name: String, default: Boolean = false): Boolean {
        val value = raw(name) ?: return default
        return value as? Boolean ?: throw BundleFormatException(at(name), "expected a boolean")
    }

    fun optInt(name: String): Int? {
        val value = raw(name) ?: return null
        val number = value as? Number ?: throw BundleFormatException(at(name), "expected a whole number")
        val double = number.toDouble()
        if (double != Math.floor(double) || Math.abs(double) > Int.MAX_VALUE) {
            throw BundleFormatException(at(name), "expected a whole number")
        }
        return double.toInt()
    }

    fun int(name: String): Int = optInt(name) ?: throw missing(name)

    fun optDouble(name: String): Double? {
        val value = raw(name) ?: return null
        return (value as? Number)?.toDouble() ?: throw BundleFormatException(at(name), "expected a number")
    }

    fun optObject(name: String): Members? {
        val value = raw(name) ?: return null
        return Members(value as? JSONObject ?: throw BundleFormatException(at(name), "expected an object"), at(name))
    }

    fun obj(name: String): Members = optObject(name) ?: throw missing(name)

    /** The elements of the array [name], each an object read by [read]; empty when absent. */
    fun <T> list(name: String, read: (Members) -> T): List<T> {
        val array = array(name) ?: return emptyList()
        return (0 until array.length()).map { index ->
            val element = array.opt(index) as? JSONObject
                ?: throw BundleFormatException("${at(name)}[$index]", "expected an object")
            read(Members(element, "${at(name)}[$index]"))
        }
    }

    /** The strings of the array [name]; empty when absent. */
    fun strings(name: String): List<String> {
        val array = array(name) ?: return emptyList()
        return (0 until array.length()).map { index ->
            array.opt(index) as? String ?: throw BundleFormatException("${at(name)}[$index]", "expected a string")
        }
    }

    /** The object [name] as a map of strings; empty when absent. */
    fun stringMap(name: String): Map<String, String> {
        val members = optObject(name) ?: return emptyMap()
        return members.json.keys().asSequence().toList().sorted().associateWith { members.string(it) }
    }

    /** The object [name]'s members, each read by [read] with its own [Members]; empty when absent. */
    fun <T> objectMap(name: String, read: (String, Members) -> T): Map<String, T> {
        val members = optObject(name) ?: return emptyMap()
        val out = LinkedHashMap<String, T>()
        for (key in members.json.keys().asSequence().toList().sorted()) out[key] = read(key, members.obj(key))
        return out
    }

    /** The condition [name] (docs/conditions.md), null when absent. */
    fun optCondition(name: String): Condition? {
        val value = raw(name) ?: return null
        return try {
            ConditionJson.read(value)
        } catch (error: ConditionFormatException) {
            throw BundleFormatException(at(name), error.message ?: "not a condition")
        }
    }

    fun condition(name: String): Condition = optCondition(name) ?: throw missing(name)

    /** The value of a closed vocabulary: [name]'s string, which must be one of [values]. */
    fun <E> closed(name: String, values: Map<String, E>): E {
        val text = string(name)
        return values[text]
            ?: throw BundleFormatException(at(name), "unknown value '$text' (one of ${values.keys.joinToString(", ")})")
    }

    private fun array(name: String): JSONArray? {
        val value = raw(name) ?: return null
        return value as? JSONArray ?: throw BundleFormatException(at(name), "expected an array")
    }

    fun missing(name: String) = BundleFormatException(at(name), "the required member is missing")
}
