package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.bundle.Paywall
import dev.onboardc.onboardkit.bundle.PaywallPlan
import dev.onboardc.onboardkit.bundle.Permission
import dev.onboardc.onboardkit.engine.CodeResult
import dev.onboardc.onboardkit.engine.CodeService
import dev.onboardc.onboardkit.engine.FileResult
import dev.onboardc.onboardkit.engine.FileService
import dev.onboardc.onboardkit.engine.OnboardingServices
import dev.onboardc.onboardkit.engine.PermissionResult
import dev.onboardc.onboardkit.engine.PermissionService
import dev.onboardc.onboardkit.engine.PurchaseResult
import dev.onboardc.onboardkit.engine.PurchaseService
import dev.onboardc.onboardkit.engine.RequestResult
import dev.onboardc.onboardkit.engine.SettingsService

/** The app's services in a flow vector: each request answered at once with the reply its step gives. */
internal class ScriptedServices : PermissionService, PurchaseService, SettingsService, CodeService, FileService {
    /** The reply to the next request; null once used. */
    var reply: RequestResult? = null
    /** What went wrong: a request the step gives no reply for. */
    val problems = ArrayList<String>()

    val services = OnboardingServices(this, this, this, this, this)

    private fun take(asked: String): RequestResult? {
        val given = reply
        reply = null
        if (given == null) problems.add("the step makes a $asked request but gives no reply")
        return given
    }

    override fun requestPermission(permission: Permission, reply: (PermissionResult) -> Unit) {
        val given = take("permission")
        reply(PermissionResult.values().firstOrNull { it.result == given } ?: PermissionResult.DENIED)
    }

    override fun purchase(plan: PaywallPlan?, paywall: Paywall?, reply: (PurchaseResult) -> Unit) {
        val given = take("purchase")
        reply(PurchaseResult.values().firstOrNull { it.result == given } ?: PurchaseResult.FAILURE)
    }

    override fun restorePurchases(paywall: Paywall?, reply: (PurchaseResult) -> Unit) {
        val given = take("restore")
        reply(PurchaseResult.values().firstOrNull { it.result == given } ?: PurchaseResult.FAILURE)
    }

    override fun openSettings(done: () -> Unit) {
        take("open-settings")
        done()
    }

    override fun sendCode(phone: String?, reply: (CodeResult) -> Unit) {
        val given = take("resend-code")
        reply(CodeResult.values().firstOrNull { it.result == given } ?: CodeResult.FAILED)
    }

    override fun pickFile(types: List<String>, reply: (FileResult) -> Unit) {
        val given = take("pick-file")
        reply(FileResult.values().firstOrNull { it.result == given } ?: FileResult.CANCELLED)
    }
}
