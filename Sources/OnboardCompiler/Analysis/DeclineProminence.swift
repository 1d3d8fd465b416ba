/// How visible a screen's decline buttons are beside its accept (its primary button): the
/// contrast of their labels in each appearance, by `WCAGContrast`, and their text sizes.
struct DeclineProminence {
    let screen: Screen
    let theme: Theme
    /// The primary button: continue, allow, buy.
    let accept: Button

    /// One appearance in which a decline's label is faint.
    struct Faint: Equatable {
        var dark: Bool
        /// The decline label's contrast against what it is drawn on.
        var ratio: Double
        /// The accept label's; nil: in the platform's colours, taken as readable.
        var accept: Double?
    }

    /// The appearances (light, then dark when either label's colours can change there) in which
    /// the label of `decline` has a contrast under `least` and under the accept's. Empty for a
    /// label in the platform's accent colour (a style without a `foreground`), not known here.
    func faint(_ decline: Button, least: Double) -> [Faint] {
        let style = screen.buttonStyle(decline.slot, theme: theme)
        guard let text = style?.foreground?.value else { return [] }
        let background = screen.labelBackground(style)?.value
        let acceptStyle = screen.buttonStyle(.primary, theme: theme)
        let acceptText = acceptStyle?.foreground?.value
        let acceptBackground = screen.labelBackground(acceptStyle)?.value
        let checksDark =
            WCAGContrast.changesInDark(text: text, on: background)
            || acceptText.map { WCAGContrast.changesInDark(text: $0, on: acceptBackground) } == true
        return [false, true].compactMap { dark in
            guard !dark || checksDark else { return nil }
            let ratio = WCAGContrast.ratio(text: text, on: background, dark: dark)
            let theirs = acceptText.map { WCAGContrast.ratio(text: $0, on: acceptBackground, dark: dark) }
            guard ratio < least, theirs.map({ $0 > ratio }) ?? true else { return nil }
            return Faint(dark: dark, ratio: ratio, accept: theirs)
        }
    }

    /// The text style a button's label is drawn in on this screen (nil: the platform's, `body`).
    func font(_ button: Button) -> String? {
        screen.buttonStyle(button.slot, theme: theme)?.font
    }

    /// Whether `decline`'s label is under `fraction` of the accept's size in points.
    func isSmall(_ decline: Button, fraction: Double) -> Bool {
        WCAGTextSize.size(font: font(decline)) < fraction * WCAGTextSize.size(font: font(accept))
    }
}
