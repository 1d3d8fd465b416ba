/// The ids a page gives its frames (a screen, a state, a dialog) and the elements in
/// them, which findings are pinned to, the flow map links to and tests look up.
enum Frame {
    static func id(flow: String, screen: String, state: String? = nil) -> String {
        [flow, screen, state].compactMap { $0 }.joined(separator: "/")
    }

    static func id(flow: String, dialog: String) -> String { "\(flow)/dialog:\(dialog)" }

    /// The HTML `id` of a frame: usable in a URL fragment (`#frame-onboarding/welcome`).
    static func anchor(_ frame: String) -> String { "frame-" + frame }

    static func element(key: String) -> String { "key:" + key }
    static func element(input: String) -> String { "input:" + input }
    static func element(plan: String) -> String { "plan:" + plan }
    static func element(button slot: String) -> String { "button:" + slot }
    static func element(visual: Void) -> String { "visual" }
}
