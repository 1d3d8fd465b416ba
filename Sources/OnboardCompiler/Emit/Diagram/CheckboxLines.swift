/// What a diagram says of a screen's checkboxes that decides what is recorded: those ticked
/// when the screen shows (`initial`), and the consents it asks for, with their purposes.
enum CheckboxLines {
    /// `tips ticked at first`, `marketing asks consent to marketing-email`; nil when none says anything.
    static func line(_ screen: Screen) -> String? {
        let notes = screen.inputs.filter { $0.kind == .checkbox }.compactMap { input -> String? in
            let consent = input.consent.map { " asks consent to \($0)" } ?? ""
            let ticked = input.initial ? " ticked at first" : ""
            return consent.isEmpty && ticked.isEmpty ? nil : input.id + consent + ticked
        }
        return notes.isEmpty ? nil : notes.joined(separator: ", ")
    }
}
