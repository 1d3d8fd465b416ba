import BundleFormat

/// Buttons by slot, and what their actions do. New permissions and `complete`
/// results are breaking for the app as a whole (BundleComparison), not per button.
extension FlowComparison {
    static func buttons(_ old: [ScreenButton], _ new: [ScreenButton], place: Place) -> [BundleChange] {
        var changes: [BundleChange] = []
        for button in old where !new.contains(where: { $0.slot == button.slot }) {
            changes.append(BundleChange(.removed, .button, slot(place, button), old: summary(button.action)))
        }
        for button in new {
            guard let was = old.first(where: { $0.slot == button.slot }) else {
                changes.append(BundleChange(.added, .button, slot(place, button), new: summary(button.action)))
                continue
            }
            changes += MemberComparison.compare(
                was, button, skipping: ["slot", "action"], subject: .button,
                place: slot(place, button))
            changes += action(was.action, button.action, place: slot(place, button))
        }
        return changes
    }

    private static func slot(_ place: Place, _ button: ScreenButton) -> Place {
        var place = place
        place.slot = button.slot.rawValue
        return place
    }

    static func action(_ old: BundleFormat.Action, _ new: BundleFormat.Action, place: Place) -> [BundleChange] {
        guard old.name == new.name else {
            return [BundleChange(.changed, .action, place, member: "kind", old: summary(old), new: summary(new))]
        }
        var changes: [BundleChange] = []
        func compare(_ member: String, _ was: String?, _ now: String?) {
            guard was != now else { return }
            let kind: BundleChange.Kind = was == nil ? .added : now == nil ? .removed : .changed
            changes.append(BundleChange(kind, .action, place, member: member, old: was, new: now))
        }
        changes += targets("target", old.target, new.target, place: place)
        compare("permission", permission(old), permission(new))
        compare("plan", plan(old), plan(new))
        compare("result", result(old), result(new))
        compare("cooldown", cooldown(old), cooldown(new))
        compare("types", types(old), types(new))
        compare("confirmDialog", old.confirmDialog, new.confirmDialog)
        compare("pendingState", old.pendingState, new.pendingState)
        let byName = { (outcomes: [BundleFormat.Outcome: BundleFormat.Target]) in
            Dictionary(uniqueKeysWithValues: outcomes.map { ($0.key.rawValue, $0.value) })
        }
        let (outcomes, outcomesNow) = (byName(old.outcomes), byName(new.outcomes))
        for name in Set(outcomes.keys).union(outcomesNow.keys).sorted() {
            changes += targets("outcomes.\(name)", outcomes[name], outcomesNow[name], place: place)
        }
        return changes
    }

    static func permission(_ action: BundleFormat.Action) -> String? {
        if case .requestPermission(let permission, _) = action.kind { permission.rawValue } else { nil }
    }

    static func plan(_ action: BundleFormat.Action) -> String? {
        if case .purchase(let plan, _) = action.kind { plan } else { nil }
    }

    /// A `resend-code` action's cooldown in seconds (`30`, `1.5`).
    static func cooldown(_ action: BundleFormat.Action) -> String? {
        guard case .resendCode(let seconds?, _) = action.kind else { return nil }
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// A `pick-file` action's file types, as written (`application/pdf, image/*`).
    static func types(_ action: BundleFormat.Action) -> String? {
        guard case .pickFile(let types, _) = action.kind else { return nil }
        return types.joined(separator: ", ")
    }

    static func result(_ action: BundleFormat.Action) -> String? {
        if case .complete(let result) = action.kind { result } else { nil }
    }

    /// `screen welcome`, `state permission.denied`, `complete`, `stay`; a target chosen by
    /// conditions as its branches and fallback (`when answer.goal == "sleep" screen sleep,
    /// otherwise screen next`), so that a changed condition shows as a changed target.
    static func target(_ target: BundleFormat.Target) -> String {
        switch target {
        case .screen(let screen): "screen \(screen)"
        case .state(let screen, let state): "state \(screen).\(state)"
        case .complete: "complete"
        case .stay: "stay"
        case .branch(let branches, let otherwise):
            branches.map { "when \(ConditionText.text($0.when)) \(self.target($0.to)), " }.joined()
                + "otherwise \(self.target(otherwise))"
        }
    }

    /// `next to screen b`, `request-permission camera`, `complete with result photo-library`,
    /// `pick-file application/pdf, image/*`.
    static func summary(_ action: BundleFormat.Action) -> String {
        var text = action.name
        if let permission = permission(action) { text += " \(permission)" }
        if let types = types(action) { text += " \(types)" }
        if let plan = plan(action) { text += " plan \(plan)" }
        if let result = result(action) { text += " with result \(result)" }
        if let target = action.target {
            text += (action.name == "open-settings" ? " then " : " to ") + self.target(target)
        }
        return text
    }
}
