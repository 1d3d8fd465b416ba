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
    /// The text as a message: its placeholders and plural. Plain text for a text
    /// with an ICU syntax error (the decoder reports it as an error).
    public var message: Message

    public init(key: String, text: String, comment: String?, span: SourceSpan, message: Message? = nil) {
        self.key = key
        self.text = text
        self.comment = comment
        self.span = span
        self.message = message ?? Message(text: text)
    }
}
