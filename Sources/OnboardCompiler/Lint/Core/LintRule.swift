import Foundation

/// One business, copy, timing or accessibility rule, in its own file under
/// `Lint/Rules/`, registered in `RuleRegistry`.
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    /// Findings for one spec. Severity and suppression are applied by the linter.
    func check(_ spec: Spec, _ context: LintContext) -> [Finding]
}

/// A problem a rule found: where, what, and what to do.
public struct Finding: Sendable, Hashable {
    public var message: String
    public var span: SourceSpan
    /// The node's path in the spec (`flows[onboarding].screens[welcome].title`).
    public var path: String
    public var notes: [Diagnostic.Note]
    public var help: String?
    /// At most this severity, for a case the rule holds less serious than the rest (a
    /// missing plural form that only millions reach); nil: the rule's severity.
    public var cappedAt: Diagnostic.Severity?
    /// Edits that resolve it, when its help is a mechanical one (`Diagnostic.fixes`).
    public var fixes: [Fix]

    public init(
        _ message: String, at span: SourceSpan, path: String, notes: [Diagnostic.Note] = [], help: String? = nil,
        cappedAt: Diagnostic.Severity? = nil, fixes: [Fix] = []
    ) {
        self.message = message
        self.span = span
        self.path = path
        self.notes = notes
        self.help = help
        self.cappedAt = cappedAt
        self.fixes = fixes
    }
}

/// What a rule may read besides the spec: its own parameters, and what the stages
/// derive from the spec once (`SpecAnalysis`: the uses of copy, the flows' graphs, the
/// staleness of translations), shared by every rule and then by the emitters.
public struct LintContext: Sendable {
    public var parameters: [String: String]
    /// The packs switched on: a rule whose findings a pack's rule reports instead leaves them out.
    public var packs: Set<RulePack>
    let analysis: SpecAnalysis
    /// The files linted, by path: what a fix that adds a key reads to write it in place.
    let sources: [String: SourceFile]

    init(
        parameters: [String: String], packs: Set<RulePack> = [], analysis: SpecAnalysis,
        sources: [String: SourceFile] = [:]
    ) {
        self.parameters = parameters
        self.packs = packs
        self.analysis = analysis
        self.sources = sources
    }

    /// The value of one of the rule's parameters: the setting in `onboardc.yaml`, or its default.
    public subscript<Value>(_ parameter: RuleParameter<Value>) -> Value {
        parameter.value(in: parameters)
    }
}

extension LintContext {
    /// `spec.copyUses`, derived once per spec.
    func copyUses(of spec: Spec) -> [CopyUse] { analysis.copyUses }

    /// Every paywall that sells something (`PaywallSale.all`), derived once per spec.
    func paywallSales(of spec: Spec) -> [PaywallSale] { analysis.paywallSales }

    /// `spec.allCopy`, derived once per spec.
    func allCopy(of spec: Spec) -> [Copy] { analysis.allCopy }

    /// The source copy of each key (`TranslatedKeys.sourceCopy`), derived once per spec.
    func sourceCopy(of spec: Spec) -> [String: Copy] { analysis.sourceCopy }

    /// Every string key once (`TranslatedKeys.sourceKeys`), derived once per spec.
    func sourceKeys(of spec: Spec) -> [String] { analysis.sourceKeys }

    /// The navigation graph of `flow`, derived once per flow.
    func graph(_ flow: Flow) -> FlowGraph { analysis.graph(flow) }

    /// The fix that adds `entry` (`key: value`, the value on one line) to the mapping written
    /// at `mapping`: none when its file was not linted or the mapping is not one it can edit.
    func adding(_ entry: String, to mapping: SourceSpan, title: String) -> [Fix] {
        guard let source = sources[mapping.file],
            let edit = MappingInsertion.edit(adding: entry, to: mapping, in: source)
        else { return [] }
        return [Fix(title, edits: [edit])]
    }
}
