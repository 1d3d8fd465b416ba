package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.CalendarDate

/**
 * What makes a flow unplayable, checked when it is read: no screens, two screens of one id,
 * a target, dialog, pending state or plan that is not there, a date bound that is no day.
 */
internal object FlowValidation {
    fun problems(flow: Flow): List<String> {
        val problems = ArrayList<String>()
        if (flow.screens.isEmpty()) problems.add("it has no screens.")
        val seen = HashSet<String>()
        for (screen in flow.screens) if (!seen.add(screen.id)) problems.add("two screens are called '${screen.id}'.")
        for (screen in flow.screens) {
            for (button in screen.buttons + screen.states.flatMap { it.buttons }) {
                val place = "screen '${screen.id}', ${button.slot.bundleName} button"
                problems.addAll(actionProblems(flow, button.action, screen).map { "$place: $it" })
            }
            for (input in screen.inputs) {
                val place = "screen '${screen.id}', input '${input.id}'"
                for ((key, bound) in listOf("min" to input.min, "max" to input.max)) {
                    if (bound != null && CalendarDate.parse(bound) == null) problems.add("$place: $key is not a YYYY-MM-DD date.")
                }
                val target = input.underAge ?: continue
                problems.addAll(targetProblems(flow, listOf(target)).map { "$place, underAge: $it" })
            }
        }
        return problems
    }

    private fun actionProblems(flow: Flow, action: Action, screen: Screen): List<String> {
        val problems = ArrayList<String>()
        action.confirmDialog?.let { if (flow.dialog(it) == null) problems.add("no dialog '$it'.") }
        action.pendingState?.let { if (screen.state(it) == null) problems.add("no state '$it' on its screen.") }
        val kind = action.kind
        if (kind is ActionKind.Purchase && kind.plan != null && screen.paywall?.plan(kind.plan) == null) {
            problems.add("no plan '${kind.plan}' on its screen's paywall.")
        }
        return problems + targetProblems(flow, listOfNotNull(action.target) + action.outcomes.values)
    }

    private fun targetProblems(flow: Flow, targets: List<Target>): List<String> =
        targets.flatMap { it.plainTargets }.mapNotNull { target ->
            when (target) {
                is Target.Screen -> if (flow.screen(target.screen) == null) "no screen '${target.screen}'." else null
                is Target.State ->
                    if (flow.screen(target.screen)?.state(target.state) == null) {
                        "no state '${target.state}' on screen '${target.screen}'."
                    } else null
                is Target.Branch -> "a branch leads to a branch."
                else -> null
            }
        }
}
