package dev.onboardc.onboardkit.bundle

/** An input's kind (docs/bundle-format.md, screen `inputs`). A closed vocabulary. */
enum class InputKind(val bundleName: String) {
    CHECKBOX("checkbox"),
    SINGLE_CHOICE("single-choice"),
    MULTIPLE_CHOICE("multiple-choice"),
    TEXT("text"),
    NAME("name"),
    EMAIL("email"),
    NUMBER("number"),
    PASSWORD("password"),
    PHONE("phone"),
    ONE_TIME_CODE("one-time-code"),
    DATE("date");

    /** A field the user types into. */
    val isTyped: Boolean get() = this != CHECKBOX && this != SINGLE_CHOICE && this != MULTIPLE_CHOICE && this != DATE

    /** A field whose answer is a text: a typed field or a date field. */
    val answersWithText: Boolean get() = isTyped || this == DATE

    companion object {
        internal val BY_NAME = values().associateBy { it.bundleName }
    }
}

/**
 * An input of a screen. Open vocabularies ([keyboard], [autofill]) are kept as written; see
 * docs/bundle-format.md for each member. [defaultValue] is the bundle's `default`.
 */
class Input(
    val id: String,
    val kind: InputKind,
    val labelKey: String?,
    val required: Boolean,
    val defaultValue: String?,
    val options: List<InputOption>,
    val placeholderKey: String?,
    val validationKey: String?,
    val keyboard: String?,
    val autofill: String?,
    val maxLength: Int?,
    val length: Int?,
    val min: String?,
    val max: String?,
    val minimumAge: Int?,
    val underAge: Target?,
    val initial: Boolean,
    val consent: String?
) {
    fun option(id: String): InputOption? = options.firstOrNull { it.id == id }

    /** The digits of a one-time code ([length], else 6). */
    val codeLength: Int get() = length ?: 6

    companion object {
        internal fun read(members: Members): Input {
            val underAge = members.optObject("underAge")?.let { Target.read(it) }
            if (underAge != null && !underAge.isPlain) {
                throw BundleFormatException(members.at("underAge"), "an input's underAge target is a plain target")
            }
            return Input(
                id = members.string("id"),
                kind = members.closed("kind", InputKind.BY_NAME),
                labelKey = members.optString("labelKey"),
                required = members.bool("required"),
                defaultValue = members.optString("default"),
                options = members.list("options") {
                    InputOption(it.string("id"), it.string("labelKey"), it.optString("icon"), it.optString("androidIcon"))
                },
                placeholderKey = members.optString("placeholderKey"),
                validationKey = members.optString("validationKey"),
                keyboard = members.optString("keyboard"),
                autofill = members.optString("autofill"),
                maxLength = members.optInt("maxLength"),
                length = members.optInt("length"),
                min = members.optString("min"),
                max = members.optString("max"),
                minimumAge = members.optInt("minimumAge"),
                underAge = underAge,
                initial = members.bool("initial"),
                consent = members.optString("consent")
            )
        }
    }
}

/** An option of a choice: its id, its label's key, its icon (SF Symbol) and Material Symbols name. */
data class InputOption(val id: String, val labelKey: String, val icon: String?, val androidIcon: String?)
