import BundleFormat

extension BundleEmitter {
    /// Actions with every target resolved to a concrete screen, state, `complete` or `stay`.
    static func action(_ action: Action, index: Int, in flow: Flow) -> BundleFormat.Action {
        func resolve(_ target: Target) -> BundleFormat.Target {
            let fallback = self.target(target.kind, index: index, in: flow)
            guard !target.branches.isEmpty else { return fallback }
            return .branch(
                branches: target.branches.map {
                    BundleFormat.TargetBranch(
                        when: $0.condition, to: self.target($0.target.kind, index: index, in: flow))
                },
                otherwise: fallback)
        }
        func outcomes(_ list: [Outcome]) -> [BundleFormat.Outcome: BundleFormat.Target] {
            Dictionary(
                list.map { (closedValue($0.result), resolve($0.target)) }, uniquingKeysWith: { first, _ in first })
        }
        let kind: BundleFormat.Action.Kind =
            switch action.kind {
            case .next: .next(target(.next, index: index, in: flow))
            case .back: .back(target(.back, index: index, in: flow))
            case .complete(let result): .complete(result: result)
            case .goTo(let to): .go(resolve(to))
            case .skip(let to): .skip(resolve(to))
            case .requestPermission(let permission, let list):
                .requestPermission(BundleFormat.Permission(rawValue: permission.rawValue), outcomes: outcomes(list))
            case .purchase(let plan, let list): .purchase(plan: plan, outcomes: outcomes(list))
            case .restore(let list): .restore(outcomes: outcomes(list))
            case .openSettings(let then): .openSettings(then: then.map(resolve))
            case .resendCode(let cooldown, let list): .resendCode(cooldown: cooldown, outcomes: outcomes(list))
            case .pickFile(let types, let list): .pickFile(types: types, outcomes: outcomes(list))
            }
        return BundleFormat.Action(kind, confirmDialog: action.confirm, pendingState: action.pending)
    }

    /// `next` past the last screen is `complete`; `back` on the first screen is `stay`.
    static func target(_ kind: Target.Kind, index: Int, in flow: Flow) -> BundleFormat.Target {
        switch flow.resolve(kind, fromScreen: index) ?? .stay {
        case .screen(let screen): .screen(flow.screens[screen].id)
        case .state(let screen, let state): .state(screen: flow.screens[screen].id, state: state)
        case .end: .complete
        case .stay: .stay
        }
    }
}
