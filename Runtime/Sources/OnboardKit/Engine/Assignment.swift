/// The variant of an experiment a user is in, as an `experiment-exposed` event reports it.
public struct Assignment: Hashable, Sendable {
    /// The experiment's id.
    public var experiment: String
    /// The variant's id.
    public var variant: String
    /// Whether the app chose the variant (``FlowEngine/init(bundle:store:environment:userID:overrides:)``)
    /// rather than the assignment: for QA, or a variant another SDK assigned.
    public var overridden: Bool

    public init(experiment: String, variant: String, overridden: Bool = false) {
        self.experiment = experiment
        self.variant = variant
        self.overridden = overridden
    }
}

/// What a session knows of the user's experiments: the variants the engine assigned, the
/// texts they show instead of the spec's, and which variants the user was already shown,
/// so that it logs `experiment-exposed` once per user and variant (docs/conformance.md).
public struct SessionExperiments: Hashable, Sendable {
    /// The user's variant of each experiment they are in, by experiment id.
    public var assignments: [String: Assignment]
    /// The variant of each experiment whose exposure was recorded before (``FlowEngine/record(_:)``).
    public var exposedBefore: [String: String]
    /// The experiments read to choose the session's flow (its audience): exposed when it starts.
    public var readAtStart: [String]
    /// The key of each text an experiment the user is in varies → the experiment's id: the
    /// spec's key of every text a variant replaces (what a user in a variant that leaves it
    /// shows), and the keys of the user's variants' texts (what the session's flow carries
    /// instead). Showing one is seeing the experiment, whatever the user's variant.
    public var variantTexts: [String: String]

    public init(
        assignments: [String: Assignment] = [:], exposedBefore: [String: String] = [:], readAtStart: [String] = [],
        variantTexts: [String: String] = [:]
    ) {
        self.assignments = assignments
        self.exposedBefore = exposedBefore
        self.readAtStart = readAtStart
        self.variantTexts = variantTexts
    }

    /// No experiment: what a session has without an engine.
    public static let none = SessionExperiments()

    /// The experiments whose exposure to the user's variant was recorded before.
    var alreadyExposed: Set<String> {
        Set(exposedBefore.filter { assignments[$0.key]?.variant == $0.value }.keys)
    }
}
