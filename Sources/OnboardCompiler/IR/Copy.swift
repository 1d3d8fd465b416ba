/// A piece of user-facing text. Bundles carry only its `key`; the text goes to
/// the string tables.
public struct Copy: Sendable, Hashable {
    /// Stable key derived from flow, screen and slot ids (`onboarding.welcome.title`).
    /// A platform variant's key is its copy's key and the platform (`….title.android`):
    /// translators translate it as a text of its own, and the string tables of its
    /// platform give it under its copy's key.
    public var key: String
    /// The text in the app's source locale, exactly as written.
    public var text: String
    /// A note for translators.
    public var comment: String?
    public var span: SourceSpan
    /// The text as a message: its placeholders and plural. Plain text for a text
    /// with an ICU syntax error (the decoder reports it as an error).
    public var message: Message
    /// The one platform this text is for, in a variant (`android:` / `ios:`); nil
    /// for the text every platform without a variant of its own shows.
    public var platform: App.Platform?
    /// What one platform shows instead of `text`, in `App.Platform` order.
    public var variants: [Copy]

    public init(
        key: String, text: String, comment: String?, span: SourceSpan, message: Message? = nil,
        platform: App.Platform? = nil, variants: [Copy] = []
    ) {
        self.key = key
        self.text = text
        self.comment = comment
        self.span = span
        self.message = message ?? Message(text: text)
        self.platform = platform
        self.variants = variants
    }

    /// The key of this copy's variant for `platform`.
    public static func variantKey(_ key: String, for platform: App.Platform) -> String {
        "\(key).\(platform.rawValue)"
    }

    /// What `platform` shows: its variant, else this copy.
    public func shown(on platform: App.Platform) -> Copy {
        variants.first { $0.platform == platform } ?? self
    }

    /// The platforms of `platforms` that show this text: a variant's own platform, or
    /// every platform without a variant of its own.
    public func reaches(_ platforms: [App.Platform]) -> [App.Platform] {
        if let platform { return platforms.filter { $0 == platform } }
        return platforms.filter { platform in !variants.contains { $0.platform == platform } }
    }

    /// This copy, then its variants: each text a translator translates.
    public var withVariants: [Copy] { [self] + variants }
}
