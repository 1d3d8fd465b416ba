import BundleFormat
import Foundation

/// Experiments (docs/client-guide.md, "Experiments"): which variant the user is in, kept
/// in the store so that it never changes under them, and the exposures already recorded.
///
/// The store keeps, for each experiment, `onboardc.experiment.<id>` (the variant assigned)
/// and `onboardc.experiment.<id>.exposed` (the variant last recorded as exposed), and the
/// user's id when the app gives none (`onboardc.user-id`).
extension FlowEngine {
    /// The key of the user id OnboardKit makes when the app gives none.
    static let userIDKey = "onboardc.user-id"

    static func assignmentKey(_ experiment: String) -> String { "onboardc.experiment.\(experiment)" }
    static func exposureKey(_ experiment: String) -> String { "onboardc.experiment.\(experiment).exposed" }

    /// The id assignment hashes: the app's, else one made once (a random UUID) and stored.
    static func storedUserID(in store: any OnboardingStore) -> String {
        if let id = store.string(forKey: userIDKey) { return id }
        let id = UUID().uuidString.lowercased()
        store.set(id, forKey: userIDKey)
        return id
    }

    /// The user's variant of `experiment`, or nil when they are not in it. In order: the
    /// app's override (a variant the experiment has); the variant stored at an earlier
    /// assignment, while the experiment still has it (sticky, whatever the weights or the
    /// audience say now); else, for a user in its audience, the variant
    /// ``ExperimentAssignment`` gives, stored at once.
    public func assignment(of experiment: Experiment) -> Assignment? {
        if let variant = overrides[experiment.id], experiment.variant(id: variant) != nil {
            return Assignment(experiment: experiment.id, variant: variant, overridden: true)
        }
        let key = Self.assignmentKey(experiment.id)
        if let stored = store.string(forKey: key), experiment.variant(id: stored) != nil {
            return Assignment(experiment: experiment.id, variant: stored)
        }
        if let audience = experiment.audience, !environment.context(answers: [:]).evaluate(audience) { return nil }
        guard let variant = ExperimentAssignment.variant(of: experiment, userID: userID) else { return nil }
        store.set(variant.id, forKey: key)
        return Assignment(experiment: experiment.id, variant: variant.id)
    }

    /// The user's variant of every experiment of the bundle they are in, by experiment id
    /// (assigning and storing those not assigned yet).
    public var assignments: [String: Assignment] {
        var out: [String: Assignment] = [:]
        for experiment in bundle.experiments {
            out[experiment.id] = assignment(of: experiment)
        }
        return out
    }

    /// Records what an event of a session tells the store: the variant of an
    /// `experiment-exposed`, so that it is logged once per user and variant.
    /// ``FlowDriver`` calls it for every event.
    public func record(_ event: FlowEvent) {
        if case .experimentExposed(let assignment) = event.kind {
            store.set(assignment.variant, forKey: Self.exposureKey(assignment.experiment))
        }
    }

    /// A session of `flow` for this user: the texts of their variants in place of the
    /// spec's, their variants for its conditions, and what they were already shown.
    /// `readAtStart`: the experiments its audience read.
    func session(of flow: Flow, readAtStart: [String] = []) -> FlowSession {
        let (experiments, environment, keys) = sessionExperiments(readAtStart: readAtStart)
        return FlowSession(
            flow: StringKeyMembers.replacing(keys, in: flow), environment: environment, experiments: experiments)
    }

    /// The session `snapshot` saved, restored for this user as ``session(of:readAtStart:)``
    /// starts one (``FlowSession/init(restoring:in:environment:experiments:)``).
    public func session(restoring snapshot: FlowSnapshot) throws(RestoreError) -> FlowSession {
        let (experiments, environment, keys) = sessionExperiments(readAtStart: [])
        var shown = bundle
        shown.flows = shown.flows.map { StringKeyMembers.replacing(keys, in: $0) }
        return try FlowSession(restoring: snapshot, in: shown, environment: environment, experiments: experiments)
    }

    /// The user's experiments for a session, the environment with their variants, and the
    /// keys their texts replace (key → the variant's key).
    private func sessionExperiments(
        readAtStart: [String]
    ) -> (SessionExperiments, ConditionEnvironment, [String: String]) {
        let assignments = assignments
        var exposed: [String: String] = [:]
        for id in assignments.keys {
            exposed[id] = store.string(forKey: Self.exposureKey(id))
        }
        var environment = environment
        environment.experiments = assignments.mapValues(\.variant)
        let texts = variantTexts(assignments)
        let experiments = SessionExperiments(
            assignments: assignments, exposedBefore: exposed, readAtStart: readAtStart,
            variantTexts: variedKeys(assignments))
        return (experiments, environment, texts.mapValues(\.key))
    }

    /// The keys whose text an experiment the user is in varies (``SessionExperiments/variantTexts``).
    private func variedKeys(_ assignments: [String: Assignment]) -> [String: String] {
        var keys: [String: String] = [:]
        for experiment in bundle.experiments {
            guard let assignment = assignments[experiment.id] else { continue }
            for variant in experiment.variants {
                for text in variant.texts {
                    keys[text.key] = experiment.id
                    if variant.id == assignment.variant { keys[text.variantKey] = experiment.id }
                }
            }
        }
        return keys
    }

    /// Key → the key of the text the user's variant shows instead, with its experiment.
    private func variantTexts(_ assignments: [String: Assignment]) -> [String: VariantKey] {
        var texts: [String: VariantKey] = [:]
        for experiment in bundle.experiments {
            guard let assignment = assignments[experiment.id],
                let variant = experiment.variant(id: assignment.variant)
            else { continue }
            for text in variant.texts {
                texts[text.key] = VariantKey(key: text.variantKey, experiment: experiment.id)
            }
        }
        return texts
    }
}

/// The key of a text a variant shows instead of the spec's, and the experiment it belongs to.
struct VariantKey: Hashable, Sendable {
    var key: String
    var experiment: String
}
