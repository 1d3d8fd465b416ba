/// What a lint rule checks, as `onboardc rules`, docs/rules.md, SARIF rule
/// metadata and the example tests all read it.
public struct RuleDescription: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case flow, business, copy, timing, accessibility, icons

        public var title: String {
            switch self {
            case .flow: "Flow structure"
            case .business: "Business rules"
            case .copy: "Copy and tone"
            case .timing: "Timing and motion"
            case .accessibility: "Accessibility"
            case .icons: "Icons"
            }
        }
    }

    /// A setting of the rule in `onboardc.yaml` (`rules: { id: { name: value } }`).
    public struct Parameter: Sendable {
        public var name: String
        public var summary: String
        public var defaultValue: String

        public init(_ name: String, default defaultValue: String, _ summary: String) {
            self.name = name
            self.summary = summary
            self.defaultValue = defaultValue
        }
    }

    /// A complete spec that the rule must pass or fail. In a failing example,
    /// `⟦` marks where each finding must start (the marker is removed before parsing).
    public struct Example: Sendable {
        public var yaml: String
        public var fails: Bool

        public static func passes(_ yaml: String) -> Example { Example(yaml: yaml, fails: false) }
        public static func fails(_ yaml: String) -> Example { Example(yaml: yaml, fails: true) }

        public static let marker: Character = "⟦"
    }

    /// Stable kebab-case id; never reused for another meaning.
    public var id: String
    public var category: Category
    public var severity: Diagnostic.Severity
    public var summary: String
    public var rationale: String
    public var parameters: [Parameter]
    public var examples: [Example]

    public init(
        id: String, category: Category, severity: Diagnostic.Severity, summary: String, rationale: String,
        parameters: [Parameter] = [], examples: [Example]
    ) {
        self.id = id
        self.category = category
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.parameters = parameters
        self.examples = examples
    }
}
