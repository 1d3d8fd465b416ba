/// Where the policy in force at a screen takes one key from: a section that gives
/// it, or else the flow (with the app's and the project's keys beneath). The
/// business, copy and timing rules name it in their findings.
struct PolicySource {
    let flow: Flow
    /// The section that gives the key; nil when the key is the flow's.
    let section: Section?
    /// The key as a section's policy writes it: `permissionPrompts`, `tone.avoid`, `timing.maxTransition`.
    let key: String

    /// "flow `onboarding`", or "section `tutorial` of flow `onboarding`".
    var owner: String {
        section.map { "section `\($0.id)` of flow `\(flow.id)`" } ?? "flow `\(flow.id)`"
    }

    /// The note that says what the policy sets, at the section's key when a section gives it.
    func note(_ setting: String) -> Diagnostic.Note {
        guard let section, let span = section.policyKeys[key] else { return .init("its policy has `\(setting)`") }
        return .init("section `\(section.id)`'s policy has `\(setting)`", at: span)
    }

    /// How a finding names a limit from this source: "section `tutorial`'s policy allows at
    /// most", "the flow's policy allows at most", or "the default limit is" when no policy sets it.
    func limitSource(isSet: Bool) -> String {
        if let section { return "section `\(section.id)`'s policy allows at most" }
        return isSet ? "the flow's policy allows at most" : "the default limit is"
    }

    /// `note(setting)` when a section gives the key; none for the flow's own policy.
    func sectionNotes(_ setting: String) -> [Diagnostic.Note] {
        section == nil ? [] : [note(setting)]
    }
}

extension Flow {
    /// Where the policy in force at the screen at `index` (nil: a dialog or the flow
    /// itself) takes `key` from.
    func policySource(of key: String, at index: Int?) -> PolicySource {
        let section = index.flatMap { self.section(at: $0) }
        return PolicySource(flow: self, section: section?.policyKeys[key] == nil ? nil : section, key: key)
    }

    /// The policy in force at the screen at `index`; the flow's for nil (a dialog, the flow itself).
    func policy(atScreen index: Int?) -> Policy {
        index.map { policy(at: $0) } ?? policy
    }

    /// Whether the policy says `alwaysSkippable` for the flow or for some of its screens
    /// (a section): where the user may always skip, a skip to the end counts as done.
    var isAlwaysSkippableSomewhere: Bool {
        policy.alwaysSkippable || screens.indices.contains { policy(at: $0).alwaysSkippable }
    }
}
