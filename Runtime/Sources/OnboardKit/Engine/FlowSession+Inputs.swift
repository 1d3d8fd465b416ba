extension FlowSession {
    /// The value of an input on `screenID` (default: the current screen).
    public func answer(for inputID: String, on screenID: String? = nil) -> InputValue? {
        answers[screenID ?? screen.id]?[inputID]
    }

    /// Records the user's answer to an input of the current screen. A phone number or a
    /// code its field accepts is recorded normalised: E.164 (`+4915112345678`), ASCII digits.
    public mutating func answer(_ inputID: String, with value: InputValue) throws {
        guard ending == nil else { throw SessionError.ended }
        guard presentedDialog == nil, awaiting == nil else { throw SessionError.waiting }
        guard let input = screen.input(id: inputID) else { throw SessionError.unknownInput(inputID) }
        guard input.accepts(value) else { throw SessionError.invalidAnswer(input: inputID) }
        let value = input.normalised(value)
        guard answers[screen.id]?[inputID] != value else { return }
        answers[screen.id, default: [:]][inputID] = value
        log(.answerChanged(input: inputID, value: value, consent: input.consent))
    }

    /// The current screen's required inputs that are not answered yet: a
    /// checkbox not checked, a choice with nothing selected, a text field left empty.
    public var unansweredRequiredInputs: [Input] {
        screen.inputs.filter { input in
            guard input.required else { return false }
            switch answer(for: input.id) {
            case .checked(true)?: return false
            case .choice?: return false
            case .choices(let options)?: return options.isEmpty
            case .text(let text)?: return input.problem(with: text) == .missing
            case .checked(false)?, nil: return true
            }
        }
    }

    /// Input id → what is wrong with each text or date field of the current screen whose
    /// value is not accepted (required and empty, not of its kind, too long, out of a date
    /// field's bounds, under its `minimumAge` on ``ConditionEnvironment/today``). Show the
    /// field's `validationKey` message beside it. A date under the minimum age is no problem
    /// of a field with an `underAge` target: the primary button leads there instead
    /// (``underAgeTarget``).
    public var fieldProblems: [String: InputProblem] {
        var problems: [String: InputProblem] = [:]
        for input in screen.inputs where input.kind.answersWithText {
            guard let problem = textProblem(of: input), problem != .underAge || input.underAge == nil else { continue }
            problems[input.id] = problem
        }
        return problems
    }

    /// Where the primary button leads instead of its action: the `underAge` target of the
    /// current screen's first date field whose date is under its `minimumAge`; nil when none is.
    public var underAgeTarget: Target? {
        guard state == nil else { return nil }
        return screen.inputs.first { $0.underAge != nil && textProblem(of: $0) == .underAge }?.underAge
    }

    private func textProblem(of input: Input) -> InputProblem? {
        let text = if case .text(let value)? = answer(for: input.id) { value } else { "" }
        return input.problem(with: text, today: environment.today ?? CalendarDate.today(now: environment.clock.now))
    }

    /// Whether the current screen's inputs let the user go on: every required
    /// input answered and every text field's value accepted.
    public var inputsComplete: Bool {
        unansweredRequiredInputs.isEmpty && fieldProblems.isEmpty
    }

    /// The plan selected on the current screen's paywall: the user's choice,
    /// else the paywall's `defaultPlan`.
    public var selectedPlan: PaywallPlan? {
        guard let paywall = screen.paywall else { return nil }
        return (selectedPlanIDs[screen.id] ?? paywall.defaultPlan).flatMap(paywall.plan(id:))
    }

    /// Selects a plan of the current screen's paywall.
    public mutating func selectPlan(_ planID: String) throws {
        guard ending == nil else { throw SessionError.ended }
        guard presentedDialog == nil, awaiting == nil else { throw SessionError.waiting }
        guard screen.paywall?.plan(id: planID) != nil else { throw SessionError.unknownPlan(planID) }
        guard selectedPlanIDs[screen.id] != planID else { return }
        selectedPlanIDs[screen.id] = planID
        log(.planSelected(planID))
    }

    /// Gives each checkbox of the current screen that is ticked when it first shows (`initial`)
    /// and has no answer yet the answer `true`, with no event: what the user sees ticked is what
    /// is recorded. An answer the user gave (unticked, on an earlier visit) stays.
    mutating func tickInitialBoxes() {
        for input in screen.inputs where input.kind == .checkbox && input.initial && answer(for: input.id) == nil {
            answers[screen.id, default: [:]][input.id] = .checked(true)
        }
    }

    /// Gives every unanswered input of the current screen that has a `default`
    /// its default: what a skipped (or unanswered optional) step records.
    mutating func recordDefaults() {
        for input in screen.inputs where answer(for: input.id) == nil {
            guard let raw = input.defaultValue else { continue }
            let value: InputValue =
                switch input.kind {
                case .checkbox: .checked(raw == "true")
                case .singleChoice: .choice(raw)
                case .multipleChoice: .choices([raw])
                case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date: .text(raw)
                }
            answers[screen.id, default: [:]][input.id] = value
        }
    }
}

extension Input {
    /// Whether `value` is an answer this input can take: its kind of value, and only
    /// options it has.
    func accepts(_ value: InputValue) -> Bool {
        switch (kind, value) {
        case (.checkbox, .checked): true
        case (.singleChoice, .choice(let chosen)): option(id: chosen) != nil
        case (.multipleChoice, .choices(let options)): options.allSatisfy { option(id: $0) != nil }
        case (let kind, .text): kind.answersWithText
        default: false
        }
    }
}
