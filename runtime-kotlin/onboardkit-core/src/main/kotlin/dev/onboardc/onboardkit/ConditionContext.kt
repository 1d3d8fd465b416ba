package dev.onboardc.onboardkit

/**
 * Everything a condition can read (docs/conditions.md, "Evaluating"): the answers given so
 * far in the flow, the attributes the app supplied, the experiment assignments, the
 * platform, the app's version and the two locale subtags.
 */
class ConditionContext(
    val answers: Map<String, InputValue> = emptyMap(),
    val attributes: Map<String, AttributeValue> = emptyMap(),
    val experiments: Map<String, String> = emptyMap(),
    val platform: String = "ios",
    val appVersion: String,
    val language: String,
    val region: String? = null
) {
    /**
     * Whether [condition] holds here. Evaluation cannot fail: a value that is missing or not
     * of the reference's type is absent, and every comparison with it is false but `ne`
     * (true); `all` and `any` stop at the first condition that decides.
     */
    fun evaluate(condition: Condition): Boolean = evaluate(condition) { }

    /**
     * Whether [condition] holds, and the experiments its evaluation read, in the order read
     * (those `all` and `any` stopped before are not among them): a runtime exposes the user to each.
     */
    fun evaluation(condition: Condition): Pair<Boolean, List<String>> {
        val read = ArrayList<String>()
        val holds = evaluate(condition) { ref ->
            val id = ref.id
            if (ref.kind == ConditionReference.Kind.EXPERIMENT && id != null && id !in read) read.add(id)
        }
        return Pair(holds, read)
    }

    private fun evaluate(condition: Condition, note: (ConditionReference) -> Unit): Boolean {
        fun read(ref: ConditionReference): Present? {
            note(ref)
            return PresentValues.read(ref, this)
        }
        return when (condition) {
            is Condition.All -> condition.of.all { evaluate(it, note) }
            is Condition.AnyOf -> condition.of.any { evaluate(it, note) }
            is Condition.Not -> !evaluate(condition.of, note)
            is Condition.In -> {
                val present = read(condition.ref)
                present != null && condition.values.any { PresentValues.equals(present, it) }
            }
            is Condition.Has -> read(condition.ref) != null
            is Condition.Compare -> compare(condition.op, read(condition.ref), condition.value)
        }
    }

    private fun compare(op: String, present: Present?, literal: ConditionValue): Boolean = when (op) {
        "eq" -> PresentValues.equals(present, literal)
        "ne" -> !PresentValues.equals(present, literal)
        "lt" -> PresentValues.order(present, literal)?.let { it < 0 } ?: false
        "le" -> PresentValues.order(present, literal)?.let { it <= 0 } ?: false
        "gt" -> PresentValues.order(present, literal)?.let { it > 0 } ?: false
        "ge" -> PresentValues.order(present, literal)?.let { it >= 0 } ?: false
        "contains" -> present is Present.Options && literal is ConditionValue.Text && literal.value in present.options
        else -> false
    }
}
