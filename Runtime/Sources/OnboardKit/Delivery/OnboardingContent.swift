import BundleFormat

/// What a ``BundleStore`` plays: a bundle and the text tables that came with it. Start each
/// flow from the store's ``BundleStore/current`` content; a session keeps the bundle it
/// started with, so an update never changes a flow part-way.
public struct OnboardingContent: Sendable {
    /// Where the content came from.
    public enum Origin: Hashable, Sendable {
        /// The bundle the app ships.
        case embedded
        /// A verified download, of the channel's release `sequence`.
        case downloaded(sequence: Int)
    }

    public let bundle: OnboardingBundle
    /// The release's text tables (one String Catalog per language), read before the app's
    /// own; empty for the embedded bundle, whose texts are the app's.
    public let strings: [StringCatalog]
    public let origin: Origin

    public init(bundle: OnboardingBundle, strings: [StringCatalog] = [], origin: Origin) {
        self.bundle = bundle
        self.strings = strings
        self.origin = origin
    }

    /// The texts of ``bundle``: the release's tables first, then `appStrings` (the app's
    /// own, ``AppleStringTables`` on iOS), so that a key the download does not translate
    /// shows the app's text.
    public func text(appStrings: any LocalizedStrings, locale: String? = nil) -> OnboardingText {
        OnboardingText(bundle: bundle, strings: LayeredStrings(strings + [appStrings]), locale: locale)
    }
}
