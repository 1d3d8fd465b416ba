/// Buttons by slot, and what their actions do. New permissions and `complete`
/// results are breaking for the app as a whole (BundleComparison), not per button.
extension FlowComparison {
    static func buttons(_ old: [BundleSnapshot.Button], _ new: [BundleSnapshot.Button], place: Place) -> [BundleChange] {
        var changes: [BundleChange] = []
        for button in old where !new.contains(where: { $0.slot == button.slot }) {
            changes.append(BundleChange(.removed, .button, slot(place, button), old: summary(button.action)))
        }
        for button in new {
            guard let was = old.first(where: { $0.slot == button.slot }) else {
                changes.append(BundleChange(.added, .button, slot(place, button), new: summary(button.action)))
                continue
            }
            changes += action(was.action, button.action, place: slot(place, button))
        }
        return changes
    }

    private static func slot(_ place: Place, _ button: BundleSnapshot.Button) -> Place {
        var place = place
        place.slot = button.slot
        return place
    }

    static func action(_ old: BundleSnapshot.Action, _ new: BundleSnapshot.Action, place: Place) -> [BundleChange] {
        guard old.kind == new.kind else {
            return [BundleChange(.changed, .action, place, member: "kind", old: summary(old), new: summary(new))]
        }
        var changes: [BundleChange] = []
        func compare(_ member: String, _ was: String?, _ now: String?) {
            guard was != now else { return }
            let kind: BundleChange.Kind = was == nil ? .added : now == nil ? .removed : .changed
            changes.append(BundleChange(kind, .action, place, member: member, old: was, new: now))
        }
        compare("target", old.target.map(target), new.target.map(target))
        compare("permission", old.permission, new.permission)
        compare("plan", old.plan, new.plan)
        compare("result", old.result, new.result)
        compare("confirmDialog", old.confirmDialog, new.confirmDialog)
        compare("pendingState", old.pendingState, new.pendingState)
        let (outcomes, outcomesNow) = (old.outcomes ?? [:], new.outcomes ?? [:])
        for name in Set(outcomes.keys).union(outcomesNow.keys).sorted() {
            compare("outcomes.\(name)", outcomes[name].map(target), outcomesNow[name].map(target))
        }
        return changes
    }

    /// `screen welcome`, `state permission.denied`, `complete`, `stay`.
    static func target(_ target: BundleSnapshot.Target) -> String {
        switch target.kind {
        case "screen": "screen \(target.screen ?? "")"
        case "state": "state \(target.screen ?? "").\(target.state ?? "")"
        default: target.kind
        }
    }

    /// `next to screen b`, `request-permission camera`, `complete with result photo-library`.
    static func summary(_ action: BundleSnapshot.Action) -> String {
        var text = action.kind
        if let permission = action.permission { text += " \(permission)" }
        if let plan = action.plan { text += " plan \(plan)" }
        if let result = action.result { text += " with result \(result)" }
        if let target = action.target { text += (action.kind == "open-settings" ? " then " : " to ") + self.target(target) }
        return text
    }
}
