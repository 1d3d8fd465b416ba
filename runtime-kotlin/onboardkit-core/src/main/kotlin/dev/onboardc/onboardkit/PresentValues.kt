package dev.onboardc.onboardkit

/** A value read as its reference's type (docs/conditions.md, "In the bundle"). */
internal sealed class Present {
    data class Bool(val value: Boolean) : Present()
    data class Text(val value: String) : Present()
    data class Number(val value: Double) : Present()
    class Version(val value: ConditionVersion) : Present()
    data class Day(val value: CalendarDate) : Present()
    data class Options(val options: Set<String>) : Present()
}

/** How a context's values are read as their reference's type, and compared with literals. */
internal object PresentValues {
    /** The value [ref] reads in [context], as its type; null when it is absent. */
    fun read(ref: ConditionReference, context: ConditionContext): Present? {
        val type = ref.type
        return when (ref.kind) {
            ConditionReference.Kind.ANSWER -> {
                val answer = ref.id?.let { context.answers[it] } ?: return null
                when {
                    answer is InputValue.Checked && type == ConditionReference.ValueType.BOOL -> Present.Bool(answer.checked)
                    answer is InputValue.Choice && type == ConditionReference.ValueType.STRING -> Present.Text(answer.option)
                    answer is InputValue.Choices && type == ConditionReference.ValueType.SET ->
                        if (answer.options.isEmpty()) null else Present.Options(answer.options)
                    answer is InputValue.Text -> {
                        val trimmed = NumberText.trimmed(answer.text)
                        if (trimmed.length == 0) null else read(trimmed, type)
                    }
                    else -> null
                }
            }
            ConditionReference.Kind.ATTRIBUTE -> {
                val value = ref.id?.let { context.attributes[it] }
                when {
                    value is AttributeValue.Bool && type == ConditionReference.ValueType.BOOL -> Present.Bool(value.value)
                    value is AttributeValue.Number && type == ConditionReference.ValueType.NUMBER -> Present.Number(value.value)
                    value is AttributeValue.Text && type == ConditionReference.ValueType.STRING -> Present.Text(value.value)
                    value is AttributeValue.Text && type == ConditionReference.ValueType.VERSION ->
                        ConditionVersion.parse(value.value)?.let { Present.Version(it) }
                    else -> null
                }
            }
            ConditionReference.Kind.EXPERIMENT -> ref.id?.let { context.experiments[it] }?.let { read(it, type) }
            ConditionReference.Kind.PLATFORM -> read(context.platform, type)
            ConditionReference.Kind.APP_VERSION -> read(context.appVersion, type)
            ConditionReference.Kind.LANGUAGE -> read(context.language, type)
            ConditionReference.Kind.REGION -> context.region?.let { if (it.length == 0) null else read(it, type) }
        }
    }

    /** A text read as [type]: as it is for a string, as a decimal number, a version, a day. */
    private fun read(text: String, type: ConditionReference.ValueType): Present? = when (type) {
        ConditionReference.ValueType.STRING -> Present.Text(text)
        ConditionReference.ValueType.NUMBER -> NumberText.decimal(text)?.let { Present.Number(it) }
        ConditionReference.ValueType.VERSION -> ConditionVersion.parse(text)?.let { Present.Version(it) }
        ConditionReference.ValueType.DATE -> CalendarDate.parse(text)?.let { Present.Day(it) }
        ConditionReference.ValueType.BOOL, ConditionReference.ValueType.SET -> null
    }

    /** Whether a present value equals the literal, by the reference's type; an absent value equals nothing. */
    fun equals(present: Present?, literal: ConditionValue): Boolean = when {
        present is Present.Bool && literal is ConditionValue.Bool -> present.value == literal.value
        present is Present.Text && literal is ConditionValue.Text -> present.value == literal.value
        present is Present.Number && literal is ConditionValue.Number -> present.value == literal.value
        present is Present.Version && literal is ConditionValue.Text ->
            ConditionVersion.parse(literal.value)?.let { present.value.compareWith(it) == 0 } ?: false
        present is Present.Day && literal is ConditionValue.Text ->
            CalendarDate.parse(literal.value)?.let { present.value == it } ?: false
        else -> false
    }

    /** How a present number, version or day compares with the literal, or null when they do not compare. */
    fun order(present: Present?, literal: ConditionValue): Int? = when {
        present is Present.Number && literal is ConditionValue.Number -> {
            val a = present.value
            val b = literal.value
            if (a < b) -1 else if (a > b) 1 else if (a == b) 0 else null
        }
        present is Present.Version && literal is ConditionValue.Text ->
            ConditionVersion.parse(literal.value)?.let { present.value.compareWith(it) }
        present is Present.Day && literal is ConditionValue.Text ->
            CalendarDate.parse(literal.value)?.let { present.value.compareTo(it) }
        else -> null
    }
}
