package dev.onboardc.onboardkit

/**
 * A condition as the bundle carries it: the typed tree the compiler writes for a condition's
 * text (docs/conditions.md, "In the bundle"), which every runtime evaluates the same way. A
 * closed vocabulary: [ConditionJson.read] refuses an unknown `op`, reference `kind` or `type`.
 * Each subclass mirrors one `op`; its properties are the op's JSON members.
 */
sealed class Condition {
    /** The `op` this condition is written with in the bundle. */
    abstract val op: String

    /** `all`: true when every one of [of] is (so `all` of nothing is true). */
    data class All(val of: List<Condition>) : Condition() {
        override val op get() = "all"
    }

    /** `any`: true when one of [of] is (so `any` of nothing is false). */
    data class AnyOf(val of: List<Condition>) : Condition() {
        override val op get() = "any"
    }

    /** `not`: true when [of] is not. */
    data class Not(val of: Condition) : Condition() {
        override val op get() = "not"
    }

    /**
     * `eq`, `ne`, `lt`, `le`, `gt`, `ge`, `contains`: the referenced value compared with [value]
     * ([op] says how).
     */
    data class Compare(override val op: String, val ref: ConditionReference, val value: ConditionValue) : Condition()

    /** `in`: the referenced value is present and equals one of [values]. */
    data class In(val ref: ConditionReference, val values: List<ConditionValue>) : Condition() {
        override val op get() = "in"
    }

    /** `has`: the referenced value is present. */
    data class Has(val ref: ConditionReference) : Condition() {
        override val op get() = "has"
    }

    companion object {
        /** The ops of [Compare]. */
        val compareOps = setOf("eq", "ne", "lt", "le", "gt", "ge", "contains")

        /** The condition that always holds, as the compiler writes `true`: `all` of nothing. */
        @JvmField
        val alwaysTrue: Condition = All(emptyList())

        /** The condition that never holds, as the compiler writes `false`: `any` of nothing. */
        @JvmField
        val alwaysFalse: Condition = AnyOf(emptyList())
    }
}

/**
 * What a condition reads: a `ref` in the bundle, `{"kind": …, "id": …, "type": …}`; [id] is
 * there exactly for the kinds `answer`, `attribute` and `experiment`.
 */
data class ConditionReference(val kind: Kind, val id: String?, val type: ValueType) {
    /** Where the value comes from, by its bundle name. */
    enum class Kind(val bundleName: String, val hasId: Boolean) {
        ANSWER("answer", true),
        ATTRIBUTE("attribute", true),
        EXPERIMENT("experiment", true),
        PLATFORM("platform", false),
        APP_VERSION("app-version", false),
        LANGUAGE("language", false),
        REGION("region", false);

        companion object {
            fun named(name: String): Kind? = values().firstOrNull { it.bundleName == name }
        }
    }

    /** The type the compiler checked the reference as: it decides how the value is read and compared. */
    enum class ValueType(val bundleName: String) {
        BOOL("bool"),
        STRING("string"),
        NUMBER("number"),
        VERSION("version"),
        SET("set"),
        DATE("date");

        companion object {
            fun named(name: String): ValueType? = values().firstOrNull { it.bundleName == name }
        }
    }
}

/** A literal a condition compares with: a JSON boolean, string or number (a version and a date are strings). */
sealed class ConditionValue {
    data class Bool(val value: Boolean) : ConditionValue()
    data class Text(val value: String) : ConditionValue()
    /** A JSON number, as its binary64 value. */
    data class Number(val value: Double) : ConditionValue()
}
