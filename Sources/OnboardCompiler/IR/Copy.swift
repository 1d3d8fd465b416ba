/// A piece of user-facing text. Bundles carry only its `key`; the text goes to
/// the string tables.
public struct Copy: Sendable, Hashable {
    /// Stable key derived from flow, screen and slot ids (`onboarding.welcome.title`).
    public var key: String
    /// The text in the app's source locale, exactly as written.
    public var text: String
    /// A note for translators.
    public var comment: String?
    public var span: SourceSpan
}
