extension BundleEmitter {
    static func button(_ button: Button, screen: Screen, index: Int, in flow: Flow) -> JSONValue {
        .object([
            "slot": .string(button.slot.rawValue),
            "labelKey": button.label.map { .string($0.key) },
            "icon": button.icon.map(JSONValue.string),
            "accessibilityLabelKey": button.accessibilityLabel.map { .string($0.key) },
            "placement": button.placement.map(JSONValue.string),
            "feedback": button.feedback.map(feedback),
            "action": action(button.action, screen: screen, index: index, in: flow),
        ])
    }

    /// Actions with every target resolved to a concrete screen, state, `complete` or `stay`.
    static func action(_ action: Action, screen: Screen, index: Int, in flow: Flow) -> JSONValue {
        func resolve(_ target: Target) -> JSONValue { self.target(target.kind, index: index, in: flow) }
        func outcomes(_ list: [Outcome]) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: list.map { ($0.result, resolve($0.target)) }))
        }
        var members: [String: JSONValue?] = [
            "confirmDialog": action.confirm.map(JSONValue.string),
            "pendingState": action.pending.map(JSONValue.string),
        ]
        switch action.kind {
        case .next:
            members["kind"] = .string("next")
            members["target"] = target(.next, index: index, in: flow)
        case .back:
            members["kind"] = .string("back")
            members["target"] = target(.back, index: index, in: flow)
        case .complete(let result):
            members["kind"] = .string("complete")
            members["result"] = result.map(JSONValue.string)
        case .goTo(let to):
            members["kind"] = .string("go")
            members["target"] = resolve(to)
        case .skip(let to):
            members["kind"] = .string("skip")
            members["target"] = resolve(to)
        case .requestPermission(let permission, let list):
            members["kind"] = .string("request-permission")
            members["permission"] = .string(permission.rawValue)
            members["outcomes"] = outcomes(list)
        case .purchase(let plan, let list):
            members["kind"] = .string("purchase")
            members["plan"] = plan.map(JSONValue.string)
            members["outcomes"] = outcomes(list)
        case .restore(let list):
            members["kind"] = .string("restore")
            members["outcomes"] = outcomes(list)
        case .openSettings(let then):
            members["kind"] = .string("open-settings")
            members["target"] = then.map(resolve)
        }
        return .object(members)
    }

    /// `next` past the last screen is `complete`; `back` on the first screen is `stay`.
    static func target(_ kind: Target.Kind, index: Int, in flow: Flow) -> JSONValue {
        switch flow.resolve(kind, fromScreen: index) ?? .stay {
        case .screen(let screen):
            return .object(["kind": .string("screen"), "screen": .string(flow.screens[screen].id)])
        case .state(let screen, let state):
            return .object(["kind": .string("state"), "screen": .string(flow.screens[screen].id), "state": .string(state)])
        case .end: return .object(["kind": .string("complete")])
        case .stay: return .object(["kind": .string("stay")])
        }
    }
}
