/// Something the user answers on a screen: a consent checkbox, a choice.
public struct Input: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case checkbox
        case singleChoice = "single-choice"
        case multipleChoice = "multiple-choice"
    }

    public struct Option: Sendable, Hashable {
        public var id: String
        public var label: Copy
        /// An SF Symbol name.
        public var icon: String?
        /// Where the `icon` value is written.
        public var iconSpan: SourceSpan?
        public var span: SourceSpan
    }

    public var id: String
    public var kind: Kind
    public var label: Copy?
    /// A required input blocks the primary action until answered.
    public var required: Bool
    public var options: [Option]
    /// The value recorded when the step is skipped (an option id, or `true`/`false`).
    public var defaultValue: String?
    /// Selection feedback (checkbox and choice animations, haptics).
    public var feedback: Feedback?
    public var span: SourceSpan
}
