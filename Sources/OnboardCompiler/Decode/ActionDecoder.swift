import BundleFormat

/// Buttons and their actions, with targets resolved against the ids of the flow
/// and the screen being decoded (`scope`).
struct ActionDecoder: NodeDecoding {
    let input: DecodeInput
    let scope: FlowScope
    static let reservedTargets = ["next", "back", "complete", "stay"]

    /// The words of `action` and `placement`, which the button's schema lists (`Keys/`).
    typealias ActionName = MappingSchema.ActionName
    typealias Placement = MappingSchema.Placement

    /// A button: its label (the short form is just the label), and its action,
    /// which defaults by slot: primary and secondary `next`, back `back`,
    /// skip `skip` to `complete`, close `complete`.
    func button(_ node: Node, slot: Button.Slot, prefix: String) -> Button? {
        let key = "\(prefix).\(slot.rawValue)"
        if node.scalar != nil {
            guard let label = copy(node, key: key) else { return nil }
            let action = Action(
                kind: Self.defaultAction(for: slot, at: span(node)), confirm: nil, pending: nil,
                span: span(node))
            return Button(
                slot: slot, label: label, icon: nil, iconSpan: nil, accessibilityLabel: nil, action: action,
                feedback: nil, placement: nil, span: span(node))
        }
        guard let map = MappingReader(node, .button, as: "the `\(slot.rawValue)` button", decoder: self)
        else { return nil }
        defer { map.finish() }
        let label = map["label"].flatMap { copy($0, key: key) }
        let icon = map["icon"].flatMap(string)
        let a11y = map["accessibilityLabel"].flatMap { copy($0, key: "\(key).a11y") }
        if label == nil && icon == nil && !map.has("label") && !map.has("icon") && !map.misspells("label")
            && !map.misspells("icon")
        {
            sink.emit(.buttonWithoutLabel(slot.rawValue, at: input.document.contentSpan(node)))
        }
        let feedback = map["feedback"].flatMap(MotionDecoder(input: input).feedback)
        let placement = map["placement"].flatMap { enumValue($0, Placement.self)?.rawValue }
        let android = androidIcon(map)
        guard let action = action(map, slot: slot) else { return nil }
        return Button(
            slot: slot, label: label, icon: icon, iconSpan: map["icon"].map(span), androidIcon: android,
            accessibilityLabel: a11y, action: action, feedback: feedback, placement: placement, span: span(node))
    }

    private static func defaultActionName(for slot: Button.Slot) -> ActionName {
        switch slot {
        case .primary, .secondary: .next
        case .back: .back
        case .skip: .skip
        case .close: .complete
        }
    }

    static func defaultAction(for slot: Button.Slot, at span: SourceSpan) -> Action.Kind {
        switch slot {
        case .primary, .secondary: .next
        case .back: .back
        case .skip: .skip(Target(kind: .complete, span: span))
        case .close: .complete(result: nil)
        }
    }

    private func action(_ map: MappingReader, slot: Button.Slot) -> Action? {
        let here = span(map.node)
        let written = map["action"].map { enumValue($0, ActionName.self) } ?? .some(nil)
        guard let written else { return nil }
        // A slot's default action takes the same keys as the action written out.
        let name = written ?? Self.defaultActionName(for: slot)
        var kind = Self.defaultAction(for: slot, at: here)
        let used: Set<String>
        let named = "`action: \(name.rawValue)`"
        switch name {
        case .next: kind = .next; used = []
        case .back: kind = .back; used = []
        case .complete:
            kind = .complete(result: map["result"].flatMap(identifier)); used = ["result"]
        case .go:
            guard let to = map.required("to").flatMap(target) else { return nil }
            kind = .goTo(to); used = ["to"]
        case .skip:
            let to = map["to"].map(target) ?? Target(kind: .complete, span: here)
            guard let to else { return nil }
            kind = .skip(to); used = ["to"]
        case .requestPermission:
            let permission = map.required("permission").flatMap { enumValue($0, Permission.self) }
            let allowed = Outcome.permissionResults(for: permission ?? .biometrics)
            let outcomes =
                map["on"].map {
                    self.outcomes($0, allowed: allowed, action: "`permission: \(permission?.rawValue ?? "")`")
                } ?? []
            guard let permission else { return nil }
            kind = .requestPermission(permission, outcomes: outcomes); used = ["permission", "on"]
        case .purchase:
            let plan = map["plan"].flatMap { reference($0, in: scope.plans, what: "plan on this screen's paywall") }
            kind = .purchase(
                plan: plan,
                outcomes: map["on"].map { outcomes($0, allowed: Outcome.purchaseResults, action: named) } ?? [])
            used = ["plan", "on"]
        case .restore:
            kind = .restore(
                outcomes: map["on"].map { outcomes($0, allowed: Outcome.purchaseResults, action: named) } ?? [])
            used = ["on"]
        case .openSettings:
            kind = .openSettings(then: map["then"].flatMap(target)); used = ["then"]
        case .resendCode:
            kind = .resendCode(
                cooldown: map["cooldown"].flatMap(duration),
                outcomes: map["on"].map { outcomes($0, allowed: Outcome.codeResults, action: named) } ?? [])
            used = ["on", "cooldown"]
        case .pickFile:
            kind = .pickFile(
                types: map["types"].map(fileTypes) ?? ["*/*"],
                outcomes: map["on"].map { outcomes($0, allowed: Outcome.fileResults, action: named) } ?? [])
            used = ["on", "types"]
        }
        for key in ["to", "permission", "plan", "on", "then", "result", "cooldown", "types"] where !used.contains(key) {
            if let keyNode = map.keyNode(key) {
                sink.emit(.keyNotForAction(key, action: "`action: \(name.rawValue)`", at: span(keyNode)))
            }
        }
        let confirm = map["confirm"].flatMap { node in
            reference(node, in: scope.dialogs, what: "dialog")
        }
        let pending = map["pending"].flatMap { node in
            reference(node, in: scope.states[scope.screen] ?? [], what: "state", place: "on screen `\(scope.screen)`")
        }
        return Action(kind: kind, confirm: confirm, pending: pending, span: span(map["action"] ?? map.node))
    }

    /// The outcome → target mapping `on`; `action` names the action in a message about an
    /// outcome another action has (`picked` on a purchase).
    private func outcomes(_ node: Node, allowed: [String], action: String) -> [Outcome] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of results to targets")
            return []
        }
        return entries.compactMap { entry in
            guard allowed.contains(entry.name) else {
                if BundleFormat.Outcome(rawValue: entry.name) != nil {
                    sink.emit(.outcomeNotForAction(entry.name, action: action, allowed: allowed, at: span(entry.key)))
                } else {
                    sink.emit(.unknownValue(entry.name, allowed: allowed, at: span(entry.key)))
                }
                return nil
            }
            return target(entry.value).map { Outcome(result: entry.name, target: $0, span: span(entry.key)) }
        }
    }

    /// `next`, `back`, `complete`, `stay`, a screen id of this flow, or a state id of the
    /// current screen; or a list of branches, targets chosen by conditions (docs/conditions.md).
    func target(_ node: Node) -> Target? {
        if case .sequence(let items) = node.content { return branches(node, items) }
        return plainTarget(node)
    }

    /// Targets chosen by conditions: every branch but the last has a `when:`, the last,
    /// the fallback, has none.
    private func branches(_ node: Node, _ items: [Node]) -> Target? {
        guard
            let decoded = branches(
                node, items, schema: .targetBranch, key: "to", in: scope.conditions, decode: plainTarget)
        else { return nil }
        let branches = decoded.branches.map {
            TargetBranch(condition: $0.condition, conditionSpan: $0.conditionSpan, target: $0.value)
        }
        return Target(kind: decoded.fallback.kind, span: decoded.fallback.span, branches: branches)
    }

    /// One target, not targets chosen by conditions.
    func plainTarget(_ node: Node) -> Target? {
        guard let text = string(node) else { return nil }
        let here = span(node)
        switch text {
        case "next": return Target(kind: .next, span: here)
        case "back": return Target(kind: .back, span: here)
        case "complete": return Target(kind: .complete, span: here)
        case "stay": return Target(kind: .stay, span: here)
        default: break
        }
        if scope.screens.contains(text) { return Target(kind: .screen(text), span: here) }
        let states = scope.states[scope.screen] ?? []
        if states.contains(text) { return Target(kind: .state(screen: scope.screen, state: text), span: here) }
        sink.emit(
            .unknownReference(
                text, what: "screen or state", known: Self.reservedTargets + scope.screens + states,
                at: here))
        return nil
    }

    private func reference(_ node: Node, in known: [String], what: String, place: String? = nil) -> String? {
        guard let text = string(node) else { return nil }
        guard known.contains(text) else {
            sink.emit(.unknownReference(text, what: what, in: place, known: known, at: span(node)))
            return nil
        }
        return text
    }
}

extension Diagnostic {
    static func buttonWithoutLabel(_ slot: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specMissingKey, "the `\(slot)` button needs a `label` or an `icon`", at: span,
            help: "add `label:` with the button's text")
    }

    static func unusedKey(_ key: String, because reason: String, help: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.specUnusedKey, "`\(key)` has no effect: \(reason)", at: span, help: help)
    }

    static func outcomeNotForAction(
        _ name: String, action: String, allowed: [String], at span: SourceSpan
    ) -> Diagnostic {
        let biometric = ["unavailable", "not-enrolled"].contains(name)
        return Diagnostic(
            .specUnknownValue, "`\(name)` is not a result of \(action)", at: span,
            notes: [Note("allowed: " + allowed.joined(separator: ", "))],
            help: biometric
                ? "only `permission: biometrics` ends `\(name)`; map `denied` for this permission"
                : "map one of the results this action has")
    }

    static func keyNotForAction(_ key: String, action: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specUnusedKey, "`\(key)` has no effect with \(action)", at: span,
            help: "remove it, or set `action:` to one that uses it")
    }
}
