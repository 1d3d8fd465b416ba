package dev.onboardc.onboardkit.bundle

/** A result a request action maps to a target in its `outcomes`, by its bundle name. */
enum class Outcome(val bundleName: String) {
    ALLOWED("allowed"),
    DENIED("denied"),
    NOT_DETERMINED("not-determined"),
    SUCCESS("success"),
    FAILURE("failure"),
    CANCEL("cancel"),
    SENT("sent"),
    FAILED("failed"),
    UNAVAILABLE("unavailable"),
    NOT_ENROLLED("not-enrolled"),
    PICKED("picked"),
    CANCELLED("cancelled");

    companion object {
        fun named(name: String): Outcome? = values().firstOrNull { it.bundleName == name }

        val permissionOutcomes = listOf(ALLOWED, DENIED, NOT_DETERMINED)
        val biometricOutcomes = permissionOutcomes + listOf(UNAVAILABLE, NOT_ENROLLED)
        val purchaseOutcomes = listOf(SUCCESS, FAILURE, CANCEL)
        val codeOutcomes = listOf(SENT, FAILED)
        val fileOutcomes = listOf(PICKED, CANCELLED)

        /** The outcomes a request for [permission] may map: `biometrics` also `unavailable` and `not-enrolled`. */
        fun outcomes(permission: Permission): List<Outcome> =
            if (permission == Permission.BIOMETRICS) biometricOutcomes else permissionOutcomes
    }
}

/**
 * A permission a `request-permission` action asks for: an open vocabulary. A name this
 * runtime does not know ([isKnown] false) is kept, and its request is answered `denied`
 * without asking the system.
 */
data class Permission(val rawValue: String) {
    val isKnown: Boolean get() = rawValue in KNOWN

    override fun toString() = rawValue

    companion object {
        val KNOWN = listOf(
            "camera", "photo-library", "notifications", "screen-time", "app-picker", "location", "microphone",
            "tracking", "biometrics"
        )
        val BIOMETRICS = Permission("biometrics")
    }
}
