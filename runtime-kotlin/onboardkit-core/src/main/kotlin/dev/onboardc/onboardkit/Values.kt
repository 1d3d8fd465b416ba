package dev.onboardc.onboardkit

/** An input's answer as the runtime records it (docs/conformance.md, "Input values"). */
sealed class InputValue {
    /** A checkbox: `{"checked": …}`. */
    data class Checked(val checked: Boolean) : InputValue()
    /** A single choice: `{"choice": "<option>"}`. */
    data class Choice(val option: String) : InputValue()
    /** A multiple choice: `{"choices": […]}`. */
    data class Choices(val options: Set<String>) : InputValue()
    /** A text, number or date field: `{"text": "…"}`. */
    data class Text(val text: String) : InputValue()
}

/** A value the app supplies for an attribute a spec declares under `attributes:`. */
sealed class AttributeValue {
    /** For a `bool` attribute. */
    data class Bool(val value: Boolean) : AttributeValue()
    /** For a `string` attribute, or a `version` one (`"2.4.1"`, read as a version). */
    data class Text(val value: String) : AttributeValue()
    /** For a `number` attribute. */
    data class Number(val value: Double) : AttributeValue()
}
