package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.Outcome
import dev.onboardc.onboardkit.bundle.Paywall
import dev.onboardc.onboardkit.bundle.PaywallPlan
import dev.onboardc.onboardkit.bundle.Permission

/**
 * Something only the app can do (a system prompt, a store sheet, Settings): the session waits
 * in [FlowSession.pendingRequest] until the app reports the result ([FlowSession.resolve]).
 */
sealed class Request {
    /** Ask the system for [permission] (or show its picker). */
    data class ForPermission(val permission: Permission) : Request()

    /** Buy [plan] (the action's, else the selected, else the default; null: the app decides) through [paywall]. */
    data class Purchase(val plan: PaywallPlan?, val paywall: Paywall?) : Request()

    /** Restore purchases through [paywall]'s provider. */
    data class Restore(val paywall: Paywall?) : Request()

    /** Open the system Settings app. */
    object OpenSettings : Request()

    /** Send a one-time code (again) to [phone]: the E.164 number the flow recorded, null when none. */
    data class ResendCode(val phone: String?) : Request()

    /** Show the system's file picker for [types] (MIME types). */
    data class PickFile(val types: List<String>) : Request()

    /** The request as events name it (never the phone number or the file). */
    val summary: RequestSummary
        get() = when (this) {
            is ForPermission -> RequestSummary("permission", permission = permission.rawValue)
            is Purchase -> RequestSummary("purchase", plan = plan?.id, offering = paywall?.offering)
            is Restore -> RequestSummary("restore", offering = paywall?.offering)
            is OpenSettings -> RequestSummary("open-settings")
            is ResendCode -> RequestSummary("resend-code")
            is PickFile -> RequestSummary("pick-file", types = types)
        }
}

/** A request as an event names it: its kind, and the permission, plan, offering or types it asks for. */
data class RequestSummary(
    val kind: String,
    val permission: String? = null,
    val plan: String? = null,
    val offering: String? = null,
    val types: List<String>? = null
)

/**
 * What the app reports back for a request, by its name in events and vectors; [outcome] is
 * the outcome it selects (none for `settings-opened`).
 */
enum class RequestResult(val resultName: String, val outcome: Outcome?) {
    ALLOWED("allowed", Outcome.ALLOWED),
    DENIED("denied", Outcome.DENIED),
    NOT_DETERMINED("not-determined", Outcome.NOT_DETERMINED),
    UNAVAILABLE("unavailable", Outcome.UNAVAILABLE),
    NOT_ENROLLED("not-enrolled", Outcome.NOT_ENROLLED),
    SUCCESS("success", Outcome.SUCCESS),
    FAILURE("failure", Outcome.FAILURE),
    CANCEL("cancel", Outcome.CANCEL),
    SETTINGS_OPENED("settings-opened", null),
    SENT("sent", Outcome.SENT),
    FAILED("failed", Outcome.FAILED),
    PICKED("picked", Outcome.PICKED),
    CANCELLED("cancelled", Outcome.CANCELLED);

    /** Whether this result answers [request] (a purchase result for a purchase or a restore…). */
    fun answers(request: Request): Boolean = when (request) {
        is Request.ForPermission -> this in PERMISSION
        is Request.Purchase, is Request.Restore -> this == SUCCESS || this == FAILURE || this == CANCEL
        is Request.OpenSettings -> this == SETTINGS_OPENED
        is Request.ResendCode -> this == SENT || this == FAILED
        is Request.PickFile -> this == PICKED || this == CANCELLED
    }

    companion object {
        private val PERMISSION = setOf(ALLOWED, DENIED, NOT_DETERMINED, UNAVAILABLE, NOT_ENROLLED)

        /** The result named [name] (`allowed`, `settings-opened`…), if it is one. */
        @JvmStatic
        fun named(name: String): RequestResult? = values().firstOrNull { it.resultName == name }
    }
}

/** The answer to a permission request. `unavailable` and `not-enrolled` are `biometrics`' only. */
enum class PermissionResult(val result: RequestResult) {
    ALLOWED(RequestResult.ALLOWED),
    DENIED(RequestResult.DENIED),
    NOT_DETERMINED(RequestResult.NOT_DETERMINED),
    UNAVAILABLE(RequestResult.UNAVAILABLE),
    NOT_ENROLLED(RequestResult.NOT_ENROLLED)
}

/** The answer to a purchase or a restore. */
enum class PurchaseResult(val result: RequestResult) {
    SUCCESS(RequestResult.SUCCESS),
    FAILURE(RequestResult.FAILURE),
    CANCEL(RequestResult.CANCEL)
}

/** The answer to a `resend-code` request. */
enum class CodeResult(val result: RequestResult) {
    SENT(RequestResult.SENT),
    FAILED(RequestResult.FAILED)
}

/** The answer to a `pick-file` request. */
enum class FileResult(val result: RequestResult) {
    PICKED(RequestResult.PICKED),
    CANCELLED(RequestResult.CANCELLED)
}
