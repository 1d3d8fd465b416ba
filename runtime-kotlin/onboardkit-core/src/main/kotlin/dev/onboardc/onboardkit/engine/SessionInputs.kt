package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.InputValue
import dev.onboardc.onboardkit.bundle.ActionKind
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.Input
import dev.onboardc.onboardkit.bundle.InputKind
import dev.onboardc.onboardkit.bundle.InputProblem
import dev.onboardc.onboardkit.bundle.InputValidation
import dev.onboardc.onboardkit.bundle.Paywall
import dev.onboardc.onboardkit.bundle.PaywallPlan
import dev.onboardc.onboardkit.bundle.Target

/** A session's answers, plans and codes: what the user gave on a screen, and what it allows. */
internal object SessionInputs {
    /** Records an answer to an input of the current screen (a phone number or code in its normalised form). */
    fun answer(session: FlowSession, inputId: String, given: InputValue) {
        if (session.ending != null) throw SessionException("the flow has ended")
        if (session.presentedDialog != null || session.awaiting != null) throw SessionException("a dialog or a request waits")
        val input = session.screen.input(inputId) ?: throw SessionException("the screen has no input '$inputId'")
        if (!accepts(input, given)) throw SessionException("input '$inputId' does not take $given")
        val value = if (given is InputValue.Text && (input.kind == InputKind.PHONE || input.kind == InputKind.ONE_TIME_CODE)) {
            InputValue.Text(InputValidation.recorded(input, given.text))
        } else given
        if (session.answer(inputId) == value) return
        session.answerMap.getOrPut(session.screen.id) { LinkedHashMap() }[inputId] = value
        session.log(EventKind.AnswerChanged(inputId, value, input.consent))
    }

    /** Whether [value] is an answer [input] can take: its kind of value, and only options it has. */
    fun accepts(input: Input, value: InputValue): Boolean = when (value) {
        is InputValue.Checked -> input.kind == InputKind.CHECKBOX
        is InputValue.Choice -> input.kind == InputKind.SINGLE_CHOICE && input.option(value.option) != null
        is InputValue.Choices -> input.kind == InputKind.MULTIPLE_CHOICE && value.options.all { input.option(it) != null }
        is InputValue.Text -> input.kind.answersWithText
    }

    fun unansweredRequired(session: FlowSession): List<Input> = session.screen.inputs.filter { input ->
        if (!input.required) return@filter false
        when (val answer = session.answer(input.id)) {
            is InputValue.Checked -> !answer.checked
            is InputValue.Choice -> false
            is InputValue.Choices -> answer.options.isEmpty()
            is InputValue.Text -> InputValidation.problem(input, answer.text, null) == InputProblem.MISSING
            null -> true
        }
    }

    /** Each text or date field that refuses its value; a date under the age is none of a field with `underAge`. */
    fun fieldProblems(session: FlowSession): Map<String, InputProblem> {
        val problems = LinkedHashMap<String, InputProblem>()
        for (input in session.screen.inputs) {
            if (!input.kind.answersWithText) continue
            val problem = textProblem(session, input) ?: continue
            if (problem == InputProblem.UNDER_AGE && input.underAge != null) continue
            problems[input.id] = problem
        }
        return problems
    }

    /** Where the primary button leads instead: the `underAge` of the first date field under its age. */
    fun underAgeTarget(session: FlowSession): Target? {
        if (session.state != null) return null
        return session.screen.inputs.firstOrNull { it.underAge != null && textProblem(session, it) == InputProblem.UNDER_AGE }?.underAge
    }

    private fun textProblem(session: FlowSession, input: Input): InputProblem? {
        val text = (session.answer(input.id) as? InputValue.Text)?.text ?: ""
        return InputValidation.problem(input, text, session.environment.currentDay())
    }

    fun selectedPlan(session: FlowSession): PaywallPlan? {
        val paywall = session.screen.paywall ?: return null
        return (session.selectedPlanIds[session.screen.id] ?: paywall.defaultPlan)?.let { paywall.plan(it) }
    }

    fun selectPlan(session: FlowSession, planId: String) {
        if (session.ending != null) throw SessionException("the flow has ended")
        if (session.presentedDialog != null || session.awaiting != null) throw SessionException("a dialog or a request waits")
        if (session.screen.paywall?.plan(planId) == null) throw SessionException("the paywall has no plan '$planId'")
        if (session.selectedPlanIds[session.screen.id] == planId) return
        session.selectedPlanIds[session.screen.id] = planId
        session.log(EventKind.PlanSelected(planId))
    }

    /** The screen's paywall with the offering its branches choose now, and the experiments they read. */
    fun chosenOffering(session: FlowSession, paywall: Paywall): Pair<String, List<String>> {
        if (paywall.offeringBranches.isEmpty()) return Pair(paywall.offering, emptyList())
        return session.conditionContext.choice { holds -> paywall.chosenOffering(holds) }
    }

    fun paywall(session: FlowSession): Paywall? {
        val paywall = session.screen.paywall ?: return null
        return paywall.copy(offering = chosenOffering(session, paywall).first, offeringBranches = emptyList())
    }

    /** Ticks each checkbox with `initial` and no answer yet, with no event. */
    fun tickInitialBoxes(session: FlowSession) {
        for (input in session.screen.inputs) {
            if (input.kind == InputKind.CHECKBOX && input.initial && session.answer(input.id) == null) {
                session.answerMap.getOrPut(session.screen.id) { LinkedHashMap() }[input.id] = InputValue.Checked(true)
            }
        }
    }

    /** Gives every unanswered input of the current screen with a `default` its default. */
    fun recordDefaults(session: FlowSession) {
        for (input in session.screen.inputs) {
            if (session.answer(input.id) != null) continue
            val raw = input.defaultValue ?: continue
            val value = when (input.kind) {
                InputKind.CHECKBOX -> InputValue.Checked(raw == "true")
                InputKind.SINGLE_CHOICE -> InputValue.Choice(raw)
                InputKind.MULTIPLE_CHOICE -> InputValue.Choices(setOf(raw))
                else -> InputValue.Text(raw)
            }
            session.answerMap.getOrPut(session.screen.id) { LinkedHashMap() }[input.id] = value
        }
    }

    /** Seconds until the `resend-code` button in [slot] can be tapped again; null when no cooldown runs. */
    fun cooldownRemaining(session: FlowSession, slot: ButtonSlot): Double? {
        val kind = session.buttons.firstOrNull { it.slot == slot }?.action?.kind as? ActionKind.ResendCode ?: return null
        val cooldown = kind.cooldown ?: return null
        val sentAt = session.codeSentAt ?: return null
        val remaining = (sentAt + (cooldown * 1000).toLong() - session.environment.clock.nowMillis()) / 1000.0
        return if (remaining > 0) remaining else null
    }

    /** The number a `resend-code` request sends to: the last phone field answered, in screen order. */
    fun phoneNumber(session: FlowSession): String? {
        var found: String? = null
        for (screen in session.flow.screens) for (input in screen.inputs) {
            if (input.kind != InputKind.PHONE) continue
            (session.answerMap[screen.id]?.get(input.id) as? InputValue.Text)?.let { found = it.text }
        }
        return found
    }
}
