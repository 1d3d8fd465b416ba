package dev.onboardc.onboardkit.bundle

import org.json.JSONArray
import org.json.JSONObject

/**
 * The one definition of which members of the bundle hold string keys: those whose names end
 * in `Key` (`titleKey`, `labelKey`…). What a session replaces with an experiment variant's
 * keys, and what tells which screens show a text an experiment varies.
 */
object StringKeyMembers {
    /** [json] with each string key that [replacements] has replaced by its value (a copy; [json] is left as it is). */
    @JvmStatic
    fun replacing(replacements: Map<String, String>, json: JSONObject): JSONObject =
        walk(json) { name, value -> if (name.endsWith("Key") && value is String) replacements[value] else null } as JSONObject

    /** The string keys each screen of [flow] shows, in screen order: the screen's own (states left out), and each state's by id. */
    @JvmStatic
    fun keysByScreen(flow: JSONObject): List<Pair<Set<String>, Map<String, Set<String>>>> {
        val screens = flow.optJSONArray("screens") ?: return emptyList()
        return (0 until screens.length()).map { index ->
            val screen = screens.optJSONObject(index) ?: return@map Pair(emptySet<String>(), emptyMap<String, Set<String>>())
            val byState = LinkedHashMap<String, Set<String>>()
            val states = screen.optJSONArray("states")
            for (position in 0 until (states?.length() ?: 0)) {
                val state = states!!.optJSONObject(position) ?: continue
                val id = state.opt("id") as? String ?: continue
                byState[id] = keys(state)
            }
            val own: Set<String> = screen.keys().asSequence().filter { it != "states" }
                .flatMap { keys(screen.opt(it), it).asSequence() }.toSet()
            Pair(own, byState)
        }
    }

    /** Every string key [json] holds. */
    @JvmStatic
    fun keys(json: Any?, name: String = ""): Set<String> {
        val keys = HashSet<String>()
        if (name.endsWith("Key") && json is String) keys.add(json)
        walk(json) { member, value ->
            if (member.endsWith("Key") && value is String) keys.add(value)
            null
        }
        return keys
    }

    /** [json] with each member that [replace] gives a value for replaced by it (asked about every member, by name). */
    private fun walk(json: Any?, replace: (String, Any?) -> Any?): Any? = when (json) {
        is JSONObject -> {
            val out = JSONObject()
            for (name in json.keys()) {
                val member = json.opt(name)
                out.put(name, replace(name, member) ?: walk(member, replace))
            }
            out
        }
        is JSONArray -> {
            val out = JSONArray()
            for (index in 0 until json.length()) out.put(walk(json.opt(index), replace))
            out
        }
        else -> json
    }
}
