package dev.onboardc.onboardkit.bundle

/**
 * A screen's or state's visual: a `symbol` ([name] an SF Symbol, [androidName] the Material
 * Symbols name Android shows, none: no icon) or an `illustration` ([asset]). A closed vocabulary of kinds.
 */
class Visual(
    val kind: String,
    val name: String?,
    val androidName: String?,
    val asset: String?,
    val animated: Boolean,
    val accessibilityLabelKey: String?,
    val decorative: Boolean
) {
    /** The key of what a screen reader says for it; null for a decorative visual. */
    val spokenLabelKey: String? get() = if (decorative) null else accessibilityLabelKey

    companion object {
        private val KINDS = listOf("symbol", "illustration").associateWith { it }

        internal fun read(members: Members): Visual {
            val kind = members.closed("kind", KINDS)
            return Visual(
                kind = kind,
                name = if (kind == "symbol") members.string("name") else null,
                androidName = members.optString("android"),
                asset = if (kind == "illustration") members.string("asset") else null,
                animated = members.bool("animated"),
                accessibilityLabelKey = members.optString("accessibilityLabelKey"),
                decorative = members.bool("decorative")
            )
        }
    }
}
