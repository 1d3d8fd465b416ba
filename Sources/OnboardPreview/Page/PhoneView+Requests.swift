import BundleFormat

/// What a button that asks the app for something shows beyond its label: a `pick-file`
/// button the file types its picker offers, a `biometrics` request what it asks for.
extension PhoneView {
    /// The badge after the button's label; empty for other buttons.
    static func requestBadge(_ button: ScreenButton) -> String {
        switch button.action.kind {
        case .pickFile(let types, _):
            let offered = types == ["*/*"] ? "any file" : HTML.escape(types.joined(separator: ", "))
            return " <span class=\"request-badge\" title=\"opens the system file picker for \(offered);"
                + " no permission is asked\">📄 \(offered)</span>"
        case .requestPermission(.biometrics, _):
            return " <span class=\"request-badge\" title=\"asks for Face ID or Touch ID (Android: a fingerprint or"
                + " face); a device without them answers unavailable or not-enrolled\">🔐</span>"
        default:
            return ""
        }
    }
}
