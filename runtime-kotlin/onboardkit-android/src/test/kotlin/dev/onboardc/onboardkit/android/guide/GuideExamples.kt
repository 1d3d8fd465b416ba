// The Android app code of docs/client-guide.md, "Android teams": every ```kotlin block there is
// here verbatim (GuideCheck counts them), compiled against the layer and the stand-ins of the
// Android classes it names, and FloraFriendOnboarding is played on the JVM by GuideCheck.
package dev.onboardc.onboardkit.android.guide

import android.Manifest
import android.os.Bundle
import android.text.SpannableStringBuilder
import android.text.Spanned
import android.text.style.ClickableSpan
import android.view.View
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts
import dev.onboardc.onboardkit.AttributeValue
import dev.onboardc.onboardkit.TextSpan
import dev.onboardc.onboardkit.android.AndroidOnboarding
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.Paywall
import dev.onboardc.onboardkit.bundle.PaywallPlan
import dev.onboardc.onboardkit.bundle.Permission
import dev.onboardc.onboardkit.engine.FlowDriver
import dev.onboardc.onboardkit.engine.FlowEvent
import dev.onboardc.onboardkit.engine.OnboardingServices
import dev.onboardc.onboardkit.engine.PermissionResult
import dev.onboardc.onboardkit.engine.PermissionService
import dev.onboardc.onboardkit.engine.PurchaseResult
import dev.onboardc.onboardkit.engine.PurchaseService
import dev.onboardc.onboardkit.engine.UserAction

/** What the app draws: its own views or Compose. */
interface OnboardingScreen {
    /** Shows the copy by element (`title`, `body`, `button.primary`…) and a control for each action. */
    fun show(texts: Map<String, String>, actions: List<UserAction>)

    /** The flow ended (or was left): go on into the app. */
    fun close()
}

/** The app's billing code (Play Billing or RevenueCat): buys a product, and answers once. */
interface AppBilling {
    fun buy(productId: String?, done: (bought: Boolean, cancelled: Boolean) -> Unit)
    fun restore(done: (restored: Boolean) -> Unit)
}

/** FloraFriend's onboarding flow, driven the way the app's Activity drives it. */
class FloraFriendOnboarding(
    private val onboarding: AndroidOnboarding,
    private val screen: OnboardingScreen,
    permissions: PermissionService,
    purchases: PurchaseService,
    private val analytics: (FlowEvent) -> Unit = {}
) {
    private val services = OnboardingServices(permissions = permissions, purchases = purchases)
    private var driver: FlowDriver? = null

    /** Shows the first-launch flow if its flag is not set yet; false: go straight into the app. */
    fun start(): Boolean {
        val session = onboarding.engine.sessionAtLaunch() ?: return false
        val driver = FlowDriver(session, onboarding.engine, services)
        driver.onChange = { screen.show(onboarding.texts(it), it.availableActions) }
        driver.onEnd = { screen.close() }
        driver.addEventListener(analytics) // EngineJson.event(it) is the event as JSON
        this.driver = driver
        screen.show(onboarding.texts(session), session.availableActions)
        return true
    }

    /** Does what the user did: a tap on a button ([UserAction.Tap]) or a swipe. */
    fun perform(action: UserAction) {
        driver?.perform(action)
    }

    fun tap(slot: ButtonSlot) = perform(UserAction.Tap(slot))
}

/** Camera and photo-library requests through the Activity Result API. Make it in `onCreate`. */
class CameraAndPhotos(activity: ComponentActivity) : PermissionService {
    private var reply: ((PermissionResult) -> Unit)? = null
    private val launcher = activity.registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        reply?.invoke(if (granted) PermissionResult.ALLOWED else PermissionResult.DENIED)
        reply = null
    }

    override fun requestPermission(permission: Permission, reply: (PermissionResult) -> Unit) {
        val name = when (permission.rawValue) {
            "camera" -> Manifest.permission.CAMERA
            "photo-library" -> Manifest.permission.READ_MEDIA_IMAGES
            else -> return reply(PermissionResult.DENIED)
        }
        this.reply = reply
        launcher.launch(name)
    }
}

/** Purchases and restores through the app's billing code. */
class StorePurchases(private val billing: AppBilling) : PurchaseService {
    override fun purchase(plan: PaywallPlan?, paywall: Paywall?, reply: (PurchaseResult) -> Unit) =
        billing.buy(plan?.productId) { bought, cancelled ->
            reply(if (bought) PurchaseResult.SUCCESS else if (cancelled) PurchaseResult.CANCEL else PurchaseResult.FAILURE)
        }

    override fun restorePurchases(paywall: Paywall?, reply: (PurchaseResult) -> Unit) =
        billing.restore { restored -> reply(if (restored) PurchaseResult.SUCCESS else PurchaseResult.FAILURE) }
}

/** The Activity that shows FloraFriend's onboarding at first launch. */
class OnboardingActivity : ComponentActivity(), OnboardingScreen {
    private lateinit var onboarding: FloraFriendOnboarding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val content = AndroidOnboarding.load(
            this,
            bundleAsset = "onboarding/bundle.json",
            // FloraFriend's spec writes no Android tables: its texts come from the String Catalog.
            catalogAsset = "onboarding/Localizable.xcstrings",
            attributes = mapOf("returning" to AttributeValue.Bool(false))
        )
        onboarding = FloraFriendOnboarding(content, this, CameraAndPhotos(this), StorePurchases(billing))
        if (!onboarding.start()) finish()
    }

    override fun show(texts: Map<String, String>, actions: List<UserAction>) {
        // Draw texts["title"], texts["body"], a button per action with texts["button.primary"]…;
        // a button calls onboarding.perform(action).
    }

    override fun close() = finish()

    private val billing = object : AppBilling {
        override fun buy(productId: String?, done: (Boolean, Boolean) -> Unit) = done(false, true)
        override fun restore(done: (Boolean) -> Unit) = done(false)
    }
}

/** A text with links ([AndroidOnboarding.text]'s `spans`) as a TextView shows it: each link a ClickableSpan. */
fun linked(spans: List<TextSpan>, open: (url: String) -> Unit): CharSequence {
    val out = SpannableStringBuilder()
    for (span in spans) {
        val start = out.length
        out.append(span.text)
        if (span is TextSpan.Link) {
            val link = object : ClickableSpan() {
                override fun onClick(widget: View) = open(span.url)
            }
            out.setSpan(link, start, out.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        }
    }
    return out
}
