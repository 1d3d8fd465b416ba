package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.Experiment

/**
 * What each schema version added (docs/bundle-format.md, "What each `schemaVersion` changed"):
 * a bundle that uses a member of a later version than it declares was not written by onboardc,
 * and is refused.
 */
internal object SchemaVersions {
    /** Conditions: branch targets, audiences, screens' and states' `when`, offering branches, experiments. */
    const val CONDITIONS = 3

    /** Phone, one-time-code and date fields, `resend-code` and `pick-file`, their outcomes. */
    const val FIELDS = 4

    fun check(schemaVersion: Int, flows: List<Flow>, experiments: List<Experiment>) {
        if (schemaVersion < FIELDS) fieldUse(flows)?.let { throw newer(schemaVersion, FIELDS, it) }
        if (schemaVersion < CONDITIONS) conditionUse(flows, experiments)?.let { throw newer(schemaVersion, CONDITIONS, it) }
    }

    private fun newer(found: Int, required: Int, reason: String) = BundleFormatException(
        "$.schemaVersion", "schemaVersion $found, but $reason, which needs schemaVersion $required or later"
    )

    private val FIELD_KINDS = setOf(InputKind.DATE, InputKind.PHONE, InputKind.ONE_TIME_CODE)
    private val FIELD_OUTCOMES = setOf(Outcome.UNAVAILABLE, Outcome.NOT_ENROLLED, Outcome.PICKED, Outcome.CANCELLED)

    private fun fieldUse(flows: List<Flow>): String? {
        for (flow in flows) for (screen in flow.screens) {
            screen.inputs.firstOrNull { it.kind in FIELD_KINDS }?.let {
                return "input '${it.id}' of screen '${screen.id}' is a ${it.kind.bundleName} field"
            }
            val actions = (screen.buttons + screen.states.flatMap { it.buttons }).map { it.action }
            actions.firstOrNull { it.kind is ActionKind.ResendCode || it.kind is ActionKind.PickFile }?.let {
                return "screen '${screen.id}' of flow '${flow.id}' has a ${it.name} button"
            }
            actions.flatMap { it.outcomes.keys }.filter { it in FIELD_OUTCOMES }.map { it.bundleName }.sorted()
                .firstOrNull()?.let { return "screen '${screen.id}' of flow '${flow.id}' maps the outcome '$it'" }
        }
        return null
    }

    private fun conditionUse(flows: List<Flow>, experiments: List<Experiment>): String? {
        experiments.firstOrNull()?.let { return "it has the experiment '${it.id}'" }
        flows.firstOrNull { it.audience != null }?.let { return "flow '${it.id}' has an audience" }
        for (flow in flows) {
            val targets = flow.screens.flatMap { screen -> screen.buttons + screen.states.flatMap { it.buttons } }
                .flatMap { listOfNotNull(it.action.target) + it.action.outcomes.values }
            if (targets.any { !it.isPlain }) return "flow '${flow.id}' has a branch target"
        }
        for (flow in flows) for (screen in flow.screens) {
            val place = "screen '${screen.id}' of flow '${flow.id}'"
            if (screen.`when` != null) return "$place is shown only when a condition holds"
            screen.states.firstOrNull { it.`when` != null }?.let {
                return "state '${it.id}' of $place is shown only when a condition holds"
            }
            if (screen.paywall?.offeringBranches?.isNotEmpty() == true) return "the paywall of $place chooses its offering by conditions"
        }
        return null
    }
}
