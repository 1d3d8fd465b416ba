import BundleFormat

/// A flow's `audience` (docs/bundle-format.md, "flow"): added, removed or changed, as a
/// condition's text. A runtime shows, of the flows a trigger starts, the first whose
/// audience holds; a flow with none is there for everyone. Which flow a user is shown is
/// the bundle's to decide, so a changed audience is not breaking, but the flows of a
/// trigger (first launch, an event) that were there for everyone and are now for some
/// users only are: the others are shown no flow at all. (An attribute an audience reads
/// is `AttributeComparison`'s, as for any condition.)
extension FlowComparison {
    static func audience(
        _ old: BundleFormat.Flow, _ new: BundleFormat.Flow, place: Place, lostDefaults: Set<String>
    ) -> [BundleChange] {
        guard old.audience != new.audience else { return [] }
        let (was, now) = (old.audience.map(ConditionText.text), new.audience.map(ConditionText.text))
        let kind: BundleChange.Kind = was == nil ? .added : now == nil ? .removed : .changed
        let breaking = was == nil && lostDefaults.contains(trigger(new.trigger)) ? noDefault(new) : nil
        return [BundleChange(kind, .audience, place, old: was, new: now, breaking: breaking)]
    }

    /// The triggers (as `trigger(_:)` writes them) whose flows had one for everyone in
    /// `old` and have flows, but none for everyone, in `new`.
    static func lostDefaults(_ old: OnboardingBundle, _ new: OnboardingBundle) -> Set<String> {
        func triggers(_ bundle: OnboardingBundle, everyone: Bool) -> Set<String> {
            Set(
                bundle.flows.filter { flow in
                    if case .settings = flow.trigger { return false }
                    return !everyone || flow.audience == nil
                }.map { trigger($0.trigger) })
        }
        return triggers(old, everyone: true).subtracting(triggers(new, everyone: true))
            .intersection(triggers(new, everyone: false))
    }

    /// Why no flow of `flow`'s trigger being there for everyone breaks the app.
    static func noDefault(_ flow: BundleFormat.Flow) -> String {
        let shown: String =
            switch flow.trigger {
            case .event(let event): "nothing when the app reports `\(event)`"
            default: "no first-launch flow"
            }
        return "no flow of this trigger is for everyone any more: users outside every audience are shown "
            + shown + " (and get no flag set): the app must not count on it, or keep one flow without an audience"
    }

    /// `first-launch`, then `, for users where attribute.isReturning` when it has an audience.
    static func shown(_ flow: BundleFormat.Flow) -> String {
        trigger(flow.trigger) + (flow.audience.map { ", for users where " + ConditionText.text($0) } ?? "")
    }
}
