package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.Condition

/**
 * A screen's paywall: the store [provider] (closed: `revenuecat`, `storekit`, `play-billing`),
 * the [offering] it sells (else the first of [offeringBranches] whose `when` holds), its
 * [features] and [plans], and the plan selected at first.
 */
data class Paywall(
    val provider: String,
    val offering: String,
    val offeringBranches: List<OfferingBranch>,
    val features: List<PaywallFeature>,
    val plans: List<PaywallPlan>,
    val defaultPlan: String?
) {
    /** The plan with this id. */
    fun plan(id: String): PaywallPlan? = plans.firstOrNull { it.id == id }

    /** The offering shown when conditions are evaluated with [holds]. */
    fun chosenOffering(holds: (Condition) -> Boolean): String =
        offeringBranches.firstOrNull { holds(it.`when`) }?.offering ?: offering

    companion object {
        private val PROVIDERS = listOf("revenuecat", "storekit", "play-billing").associateWith { it }

        internal fun read(members: Members) = Paywall(
            provider = members.closed("provider", PROVIDERS),
            offering = members.string("offering"),
            offeringBranches = members.list("offeringBranches") { OfferingBranch(it.condition("when"), it.string("offering")) },
            features = members.list("features") {
                PaywallFeature(it.string("id"), it.string("textKey"), it.optString("icon"), it.optString("androidIcon"))
            },
            plans = members.list("plans") {
                PaywallPlan(it.string("id"), it.optString("package"), it.optString("productId"), it.optString("labelKey"))
            },
            defaultPlan = members.optString("defaultPlan")
        )
    }
}

/** The offering a paywall shows when [when] holds. */
data class OfferingBranch(val `when`: Condition, val offering: String)

data class PaywallFeature(val id: String, val textKey: String, val icon: String?, val androidIcon: String?)

/** A plan: the RevenueCat [package] and the store product ([productId]) it sells, and its label. */
data class PaywallPlan(val id: String, val `package`: String?, val productId: String?, val labelKey: String?)
