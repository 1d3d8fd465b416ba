/// How a screen draws its buttons: the theme's style for a slot, with the keys the screen's
/// `styles` change in place (the decoder already merged them), and what a label is drawn on.
extension Screen {
    /// The style a button of `slot` is drawn with on this screen; nil: the platform's.
    func buttonStyle(_ slot: Button.Slot, theme: Theme) -> ButtonStyle? {
        buttonStyles[slot] ?? theme.buttons[slot]
    }

    /// What a label in `style` is drawn on: the button's own background, else the screen's;
    /// nil: the platform's (white, black in dark mode).
    func labelBackground(_ style: ButtonStyle?) -> ColorRef? {
        style?.background ?? background
    }
}
