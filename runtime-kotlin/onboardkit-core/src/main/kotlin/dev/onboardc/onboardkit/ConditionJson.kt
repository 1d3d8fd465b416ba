package dev.onboardc.onboardkit

import org.json.JSONArray
import org.json.JSONObject

/** A condition that is not one the bundle format defines: an unknown op, kind or type, a member missing or of the wrong type. */
class ConditionFormatException(message: String) : Exception(message)

/** Reads a condition tree from the bundle's JSON and writes it back (docs/conditions.md, "In the bundle"). */
object ConditionJson {
    /** The condition [json] writes; throws [ConditionFormatException] for anything else. */
    @JvmStatic
    fun read(json: Any?): Condition {
        val obj = json as? JSONObject ?: throw ConditionFormatException("a condition is an object")
        val op = obj.opt("op") as? String ?: throw ConditionFormatException("a condition needs an 'op' string")
        return when (op) {
            "all" -> Condition.All(list(obj))
            "any" -> Condition.AnyOf(list(obj))
            "not" -> Condition.Not(read(obj.opt("of") ?: throw ConditionFormatException("'not' needs 'of'")))
            "in" -> Condition.In(reference(obj.opt("ref")), values(obj.opt("values")))
            "has" -> Condition.Has(reference(obj.opt("ref")))
            in Condition.compareOps -> Condition.Compare(op, reference(obj.opt("ref")), value(obj.opt("value")))
            else -> throw ConditionFormatException("unknown condition op '$op'")
        }
    }

    /** [condition] as the bundle writes it. */
    @JvmStatic
    fun write(condition: Condition): JSONObject {
        val obj = JSONObject()
        obj.put("op", condition.op)
        when (condition) {
            is Condition.All -> obj.put("of", JSONArray(condition.of.map { write(it) }))
            is Condition.AnyOf -> obj.put("of", JSONArray(condition.of.map { write(it) }))
            is Condition.Not -> obj.put("of", write(condition.of))
            is Condition.Compare -> {
                obj.put("ref", write(condition.ref))
                obj.put("value", write(condition.value))
            }
            is Condition.In -> {
                obj.put("ref", write(condition.ref))
                obj.put("values", JSONArray(condition.values.map { write(it) }))
            }
            is Condition.Has -> obj.put("ref", write(condition.ref))
        }
        return obj
    }

    private fun list(obj: JSONObject): List<Condition> {
        val of = obj.opt("of") as? JSONArray ?: throw ConditionFormatException("'${obj.opt("op")}' needs an 'of' list")
        return (0 until of.length()).map { read(of.opt(it)) }
    }

    private fun reference(json: Any?): ConditionReference {
        val obj = json as? JSONObject ?: throw ConditionFormatException("a condition needs a 'ref' object")
        val kindName = obj.opt("kind") as? String ?: throw ConditionFormatException("a reference needs a 'kind' string")
        val kind = ConditionReference.Kind.named(kindName)
            ?: throw ConditionFormatException("unknown condition reference kind '$kindName'")
        val typeName = obj.opt("type") as? String ?: throw ConditionFormatException("a reference needs a 'type' string")
        val type = ConditionReference.ValueType.named(typeName)
            ?: throw ConditionFormatException("unknown condition reference type '$typeName'")
        val rawId = obj.opt("id")
        val id = if (rawId == null || rawId == JSONObject.NULL) null
        else rawId as? String ?: throw ConditionFormatException("a reference's 'id' is a string")
        if (kind.hasId && id == null) throw ConditionFormatException("a reference of kind '$kindName' needs an id")
        if (!kind.hasId && id != null) throw ConditionFormatException("a reference of kind '$kindName' has no id")
        return ConditionReference(kind, id, type)
    }

    private fun values(json: Any?): List<ConditionValue> {
        val array = json as? JSONArray ?: throw ConditionFormatException("'in' needs a 'values' list")
        return (0 until array.length()).map { value(array.opt(it)) }
    }

    private fun value(json: Any?): ConditionValue = when (json) {
        is Boolean -> ConditionValue.Bool(json)
        is String -> ConditionValue.Text(json)
        is Number -> ConditionValue.Number(json.toDouble())
        else -> throw ConditionFormatException("a condition value is a boolean, a string or a number")
    }

    private fun write(ref: ConditionReference): JSONObject {
        val obj = JSONObject()
        obj.put("kind", ref.kind.bundleName)
        if (ref.id != null) obj.put("id", ref.id)
        obj.put("type", ref.type.bundleName)
        return obj
    }

    private fun write(value: ConditionValue): Any = when (value) {
        is ConditionValue.Bool -> value.value
        is ConditionValue.Text -> value.value
        is ConditionValue.Number -> value.value
    }
}
