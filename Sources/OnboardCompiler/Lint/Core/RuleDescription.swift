import Foundation

/// What a lint rule checks, as `onboardc rules`, docs/rules.md, SARIF rule
/// metadata and the example tests all read it.
public struct RuleDescription: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case flow, business, copy, timing, accessibility, icons, localization, policy

        public var title: String {
            switch self {
            case .flow: "Flow structure"
            case .business: "Business rules"
            case .copy: "Copy and tone"
            case .timing: "Timing and motion"
            case .accessibility: "Accessibility"
            case .icons: "Icons"
            case .localization: "Localisation"
            case .policy: "Store and legal policy"
            }
        }
    }

    /// A setting of the rule in `onboardc.yaml` (`rules: { id: { name: value } }`), as
    /// its description lists it; rules declare it as a typed `RuleParameter`.
    public struct Parameter: Sendable {
        public enum Kind: String, Sendable {
            case number, wholeNumber, list

            /// Whether `onboardc.yaml` must give a number.
            public var isNumeric: Bool { self != .list }
        }

        public var name: String
        public var kind: Kind
        public var summary: String
        /// The default as docs/rules.md shows it.
        public var defaultValue: String

        init(_ name: String, kind: Kind, default defaultValue: String, _ summary: String) {
            self.name = name
            self.kind = kind
            self.summary = summary
            self.defaultValue = defaultValue
        }
    }

    /// A complete spec, and the translation files beside it, that the rule must pass
    /// or fail. In a failing example, `⟦` marks where each finding must start, in
    /// the spec or in a translation file (the marker is removed before parsing).
    public struct Example: Sendable {
        public var yaml: String
        /// Translation files (`locale: de` …), each named by its locale (see `translationFiles`).
        public var translations: [String]
        public var fails: Bool

        public static func passes(_ yaml: String, translations: [String] = []) -> Example {
            Example(yaml: yaml, translations: translations, fails: false)
        }

        public static func fails(_ yaml: String, translations: [String] = []) -> Example {
            Example(yaml: yaml, translations: translations, fails: true)
        }

        public static let marker = DiagnosticCode.marker

        /// The translations with their file names: the name a first line `# de.yaml`
        /// gives, else `<locale>.yaml` after the file's `locale:` line, else `t1.yaml`,
        /// `t2.yaml`… for a file without one.
        public var translationFiles: [(name: String, yaml: String)] {
            translations.enumerated().map { index, yaml in
                (Self.named(yaml) ?? Self.locale(of: yaml).map { "\($0).yaml" } ?? "t\(index + 1).yaml", yaml)
            }
        }

        /// `de.yaml` of a first line `# de.yaml`.
        private static func named(_ yaml: String) -> String? {
            let first = yaml.prefix { $0 != "\n" }
            guard first.hasPrefix("# "), first.hasSuffix(".yaml"), !first.dropFirst(2).contains(" ") else { return nil }
            return String(first.dropFirst(2))
        }

        /// The value of a top-level `locale:` line, without marker or quotes.
        private static func locale(of yaml: String) -> String? {
            for line in yaml.split(separator: "\n") where line.hasPrefix("locale:") {
                let value = line.dropFirst("locale:".count).filter { $0 != marker && $0 != "\"" && $0 != "'" }
                let trimmed = value.split(separator: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
                return trimmed.isEmpty ? nil : trimmed
            }
            return nil
        }
    }

    /// Stable kebab-case id; never reused for another meaning.
    public var id: String
    public var category: Category
    public var severity: Diagnostic.Severity
    public var summary: String
    public var rationale: String
    public var parameters: [Parameter]
    public var examples: [Example]
    /// The packs the rule belongs to: empty for a rule that always runs (`RulePack`).
    public var packs: [RulePack]
    /// The languages whose words the rule reads (`en`: English syllables, contractions,
    /// phrases); it runs only on a spec whose `sourceLocale` is one of them. Empty: any language.
    public var languages: [String]

    public init(
        id: String, category: Category, severity: Diagnostic.Severity, summary: String, rationale: String,
        parameters: [Parameter] = [], packs: [RulePack] = [], languages: [String] = [], examples: [Example]
    ) {
        self.packs = packs
        self.languages = languages
        self.id = id
        self.category = category
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.parameters = parameters
        self.examples = examples
    }
}
