package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.ActionKind
import dev.onboardc.onboardkit.bundle.Flow
import dev.onboardc.onboardkit.bundle.Paywall
import dev.onboardc.onboardkit.bundle.PaywallPlan
import dev.onboardc.onboardkit.bundle.Permission

/*
 * The app's side of the requests a session makes, one interface per kind. Each answers once,
 * through its callback, on the main thread (at once, or when the system prompt, the store
 * sheet or Settings is done); [FlowDriver] follows the answer.
 */

/** Asks the system for a permission (or shows a system picker). */
interface PermissionService {
    fun requestPermission(permission: Permission, reply: (PermissionResult) -> Unit)
}

/** Buys and restores through the app's store (Play Billing, RevenueCat…). */
interface PurchaseService {
    /** Buys [plan] (null: the app decides, for example the offering's first package) on [paywall]. */
    fun purchase(plan: PaywallPlan?, paywall: Paywall?, reply: (PurchaseResult) -> Unit)
    fun restorePurchases(paywall: Paywall?, reply: (PurchaseResult) -> Unit)
}

/** Opens the system Settings (the app's details page); [done] when the user is back, or at once. */
interface SettingsService {
    fun openSettings(done: () -> Unit)
}

/** Sends one-time codes through the app's verification service, to [phone] (E.164; null: the app knows the number). */
interface CodeService {
    fun sendCode(phone: String?, reply: (CodeResult) -> Unit)
}

/** Shows the system's file picker (`ACTION_OPEN_DOCUMENT` with `EXTRA_MIME_TYPES`); the file stays with the app. */
interface FileService {
    fun pickFile(types: List<String>, reply: (FileResult) -> Unit)
}

/**
 * The services the app gives. One it does not give gets the answer the flows already handle,
 * without asking anyone: a permission `denied`, a purchase or restore `failure`, Settings opens
 * nothing (the flow goes on to its target), a code `failed`, a file picker `cancelled`.
 */
class OnboardingServices(
    val permissions: PermissionService? = null,
    val purchases: PurchaseService? = null,
    val settings: SettingsService? = null,
    val codes: CodeService? = null,
    val files: FileService? = null
) {
    enum class Kind { PERMISSIONS, PURCHASES, SETTINGS, CODES, FILES }

    /** Performs [request] and gives [reply] the result to pass to [FlowSession.resolve]. */
    fun fulfil(request: Request, reply: (RequestResult) -> Unit) {
        when (request) {
            is Request.ForPermission ->
                if (!request.permission.isKnown || permissions == null) reply(RequestResult.DENIED)
                else permissions.requestPermission(request.permission) { reply(it.result) }
            is Request.Purchase -> purchases?.purchase(request.plan, request.paywall) { reply(it.result) } ?: reply(RequestResult.FAILURE)
            is Request.Restore -> purchases?.restorePurchases(request.paywall) { reply(it.result) } ?: reply(RequestResult.FAILURE)
            is Request.OpenSettings ->
                settings?.openSettings { reply(RequestResult.SETTINGS_OPENED) } ?: reply(RequestResult.SETTINGS_OPENED)
            is Request.ResendCode -> codes?.sendCode(request.phone) { reply(it.result) } ?: reply(RequestResult.FAILED)
            is Request.PickFile -> files?.pickFile(request.types) { reply(it.result) } ?: reply(RequestResult.CANCELLED)
        }
    }

    /** The services [flow] can ask for that are not given, in [Kind] order: check them at launch. */
    fun missing(flow: Flow): List<Kind> {
        val needed = HashSet<Kind>()
        for (screen in flow.screens) for (button in screen.buttons + screen.states.flatMap { it.buttons }) {
            when (val kind = button.action.kind) {
                is ActionKind.RequestPermission -> if (kind.permission.isKnown) needed.add(Kind.PERMISSIONS)
                is ActionKind.Purchase, is ActionKind.Restore -> needed.add(Kind.PURCHASES)
                is ActionKind.OpenSettings -> needed.add(Kind.SETTINGS)
                is ActionKind.ResendCode -> needed.add(Kind.CODES)
                is ActionKind.PickFile -> needed.add(Kind.FILES)
                else -> Unit
            }
        }
        val given = mapOf(
            Kind.PERMISSIONS to (permissions != null), Kind.PURCHASES to (purchases != null),
            Kind.SETTINGS to (settings != null), Kind.CODES to (codes != null), Kind.FILES to (files != null)
        )
        return Kind.values().filter { it in needed && given[it] == false }
    }
}
