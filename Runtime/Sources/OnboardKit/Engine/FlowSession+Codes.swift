import Foundation

extension FlowSession {
    /// Seconds until the `resend-code` button in `slot` can be tapped again (its `cooldown`
    /// after the last code the app reported `sent` in this flow, by ``ConditionEnvironment/clock``);
    /// nil when the button has no cooldown running. Show it beside the button ("Resend in 0:23").
    public func cooldownRemaining(slot: ButtonSlot) -> TimeInterval? {
        guard let button = buttons.first(where: { $0.slot == slot }),
            case .resendCode(let cooldown?, _) = button.action.kind, let sentAt = codeSentAt
        else { return nil }
        let remaining = sentAt.addingTimeInterval(cooldown).timeIntervalSince(environment.clock.now)
        return remaining > 0 ? remaining : nil
    }

    /// The number a `resend-code` request sends to: the recorded answer of the flow's phone
    /// field answered last in screen order (E.164 text), nil when none holds one.
    var phoneNumber: String? {
        var found: String?
        for screen in flow.screens {
            for input in screen.inputs where input.kind == .phone {
                if case .text(let number)? = answers[screen.id]?[input.id] { found = number }
            }
        }
        return found
    }
}

extension Input {
    /// The value recorded for `value`: a phone number or code the field accepts in its
    /// normalised form (``recorded(_:)``), anything else as given.
    func normalised(_ value: InputValue) -> InputValue {
        guard kind == .phone || kind == .oneTimeCode, case .text(let text) = value,
            let recorded = recorded(text)
        else { return value }
        return .text(recorded)
    }
}
