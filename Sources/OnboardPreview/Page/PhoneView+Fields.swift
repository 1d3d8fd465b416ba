import BundleFormat

/// What a phone or code field and a resend button show beyond the other fields and buttons.
extension PhoneView {
    /// The attributes a web form gives the field, as data attributes of the drawn field: a
    /// phone field is `type="tel"` with `autocomplete="tel"`, a code field
    /// `inputmode="numeric"` with `autocomplete="one-time-code"`; both left to right. Empty for the other kinds.
    static func fieldAttributes(_ input: Input) -> String {
        switch input.kind {
        // Numbers are typed left to right in every language: an Arabic page keeps "+44 7700 900123" in order.
        case .phone:
            " dir=\"ltr\" data-type=\"tel\" data-inputmode=\"tel\" data-autocomplete=\"tel\""
        case .oneTimeCode:
            " dir=\"ltr\" data-type=\"text\" data-inputmode=\"numeric\" data-autocomplete=\"one-time-code\""
                + " data-length=\"\(input.codeLength)\""
        default: ""
        }
    }

    /// A code field's digit cells, one per digit of its `length`; empty for the other kinds.
    static func codeCells(_ input: Input) -> String {
        guard input.kind == .oneTimeCode else { return "" }
        return "<span class=\"code-cells\" aria-hidden=\"true\">"
            + String(repeating: "<span class=\"cell\"></span>", count: input.codeLength) + "</span>"
    }

    /// A `resend-code` button's cooldown, shown after its label ("30 s"); empty for other buttons.
    static func cooldown(_ button: ScreenButton) -> String {
        guard case .resendCode(let seconds?, _) = button.action.kind else { return "" }
        let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return " <span class=\"cooldown\" title=\"disabled for \(text) s after a code is sent\">⏱ \(text) s</span>"
    }
}
