/// The one value every stage reports problems with. Stages never leak their own
/// error types to the user: they emit `Diagnostic`s into a `DiagnosticSink`.
public struct Diagnostic: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        case info, warning, error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary place that explains the primary one (for example the first
    /// occurrence of a duplicate key), or a free-standing remark when `span` is nil.
    public struct Note: Sendable, Hashable, Codable {
        public var message: String
        public var span: SourceSpan?

        public init(_ message: String, at span: SourceSpan? = nil) {
            self.message = message
            self.span = span
        }
    }

    public var severity: Severity
    /// Stable, kebab-case identifier (`yaml-duplicate-key`, `spec-unknown-key`, …): a
    /// declared `DiagnosticCode`'s id, or a lint rule's.
    public internal(set) var code: String
    public var message: String
    public var span: SourceSpan
    public var notes: [Note]
    /// What the writer can do about it (a did-you-mean, the allowed values, …).
    public var help: String?
    /// Where in the spec's structure the problem is (`flows[onboarding].screens[welcome].title`):
    /// stable across edits that move lines, so baselines key findings by it.
    public var path: String?
    /// Mechanical edits that resolve it (a did-you-mean written in, a missing key added); most
    /// diagnostics have none. Left out of the JSON when empty.
    public var fixes: [Fix]

    /// A diagnostic with a code given as text: for the linter, whose findings carry
    /// their rule's id at the severity `onboardc.yaml` sets. Every other stage makes
    /// its diagnostics from a declared `DiagnosticCode`.
    init(
        _ severity: Severity,
        code: String,
        _ message: String,
        at span: SourceSpan,
        notes: [Note] = [],
        help: String? = nil,
        fixes: [Fix] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.span = span
        self.notes = notes
        self.help = help
        self.fixes = fixes
    }

    /// A diagnostic of a declared code, at the code's severity.
    public init(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [Note] = [], help: String? = nil,
        fixes: [Fix] = []
    ) {
        self.init(code.severity, code: code.id, message, at: span, notes: notes, help: help, fixes: fixes)
    }

    private enum CodingKeys: String, CodingKey {
        case severity, code, message, span, notes, help, path, fixes
    }

    /// A diagnostic written before fixes existed (no `fixes` key) has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decode(Severity.self, forKey: .severity)
        code = try container.decode(String.self, forKey: .code)
        message = try container.decode(String.self, forKey: .message)
        span = try container.decode(SourceSpan.self, forKey: .span)
        notes = try container.decode([Note].self, forKey: .notes)
        help = try container.decodeIfPresent(String.self, forKey: .help)
        path = try container.decodeIfPresent(String.self, forKey: .path)
        fixes = try container.decodeIfPresent([Fix].self, forKey: .fixes) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encode(span, forKey: .span)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(help, forKey: .help)
        try container.encodeIfPresent(path, forKey: .path)
        if !fixes.isEmpty { try container.encode(fixes, forKey: .fixes) }
    }
}
