import BundleFormat

/// A choice of the page's platform switch (docs/preview.md): iOS or Android. One choice
/// drives the texts (each platform's tables: Android's give its `android:` variants), the
/// icons' names and what the spec's conditions read as `platform`. A platform the app's
/// `app.platforms` lacks is offered disabled, with the reason.
struct PreviewPlatform: Hashable, Encodable {
    /// `ios` or `android`, as `?platform=` and a condition write it.
    var id: String
    var label: String
    /// Why it cannot be chosen; nil when the app is on it.
    var unavailable: String?

    /// iOS then Android.
    static func all(of bundle: OnboardingBundle) -> [PreviewPlatform] {
        [("ios", "iOS"), ("android", "Android")].map { id, label in
            let on = bundle.app.platforms.contains(id)
            let reason =
                "\(bundle.app.name) is not on \(label): its app.platforms is [\(bundle.app.platforms.joined(separator: ", "))]"
            return PreviewPlatform(id: id, label: label, unavailable: on ? nil : reason)
        }
    }
}
