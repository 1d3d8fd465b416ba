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

    public init(
        _ message: String, at span: SourceSpan, path: String, notes: [Diagnostic.Note] = [], help: String? = nil,
        cappedAt: Diagnostic.Severity? = nil
    ) {
        self.message = message
        self.span = span
        self.path = path
        self.notes = notes
        self.help = help
        self.cappedAt = cappedAt
    }
}

/// What a rule may read besides the spec: its own parameters.
public struct LintContext: Sendable {
    public var parameters: [String: String]
    /// What several rules derive from the spec being linted, derived once; set by
    /// `Linter.lint` (one per spec), nil otherwise.
    let shared: LintShared?

    public init(parameters: [String: String] = [:]) {
        self.init(parameters: parameters, shared: nil)
    }

    init(parameters: [String: String], shared: LintShared?) {
        self.parameters = parameters
        self.shared = shared
    }

    /// The value of one of the rule's parameters: the setting in `onboardc.yaml`, or its default.
    public subscript<Value>(_ parameter: RuleParameter<Value>) -> Value {
        parameter.value(in: parameters)
    }
}

/// What several rules derive from one spec, kept while `Linter.lint` runs the
/// rules over it, each built the first time a rule asks for it: ten copy rules walk
/// `Spec.copyUses`, which copies the flow and screen of every piece of copy, and the
/// localisation rules look translations up in the source copy by key. Used by one
/// thread at a time.
final class LintShared: @unchecked Sendable {
    private let spec: Spec
    private var uses: [CopyUse]?
    private var copy: [Copy]?
    private var byKey: [String: Copy]?
    private var keys: [String]?

    init(_ spec: Spec) {
        self.spec = spec
    }

    func copyUses() -> [CopyUse] {
        remembered(&uses) { spec.copyUses }
    }

    func allCopy() -> [Copy] {
        remembered(&copy) { spec.allCopy }
    }

    func sourceCopy() -> [String: Copy] {
        remembered(&byKey) { TranslatedKeys.sourceCopy(in: allCopy()) }
    }

    func sourceKeys() -> [String] {
        remembered(&keys) { TranslatedKeys.sourceKeys(in: allCopy()) }
    }

    private func remembered<Value>(_ slot: inout Value?, _ build: () -> Value) -> Value {
        if let slot { return slot }
        let built = build()
        slot = built
        return built
    }
}

extension LintContext {
    /// `spec.copyUses`; built once per spec when the linter runs the rules.
    func copyUses(of spec: Spec) -> [CopyUse] {
        shared?.copyUses() ?? spec.copyUses
    }

    /// `spec.allCopy`; built once per spec when the linter runs the rules.
    func allCopy(of spec: Spec) -> [Copy] {
        shared?.allCopy() ?? spec.allCopy
    }

    /// The source copy of each key (`TranslatedKeys.sourceCopy`); built once per spec when the linter runs the rules.
    func sourceCopy(of spec: Spec) -> [String: Copy] {
        shared?.sourceCopy() ?? TranslatedKeys.sourceCopy(in: spec.allCopy)
    }

    /// Every string key once (`TranslatedKeys.sourceKeys`); built once per spec when the linter runs the rules.
    func sourceKeys(of spec: Spec) -> [String] {
        shared?.sourceKeys() ?? TranslatedKeys.sourceKeys(in: spec.allCopy)
    }
}
