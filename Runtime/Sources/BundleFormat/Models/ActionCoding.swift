extension Action {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        confirmDialog = try container.decodeIfPresent(String.self, forKey: .confirmDialog)
        pendingState = try container.decodeIfPresent(String.self, forKey: .pendingState)
        let name = try container.decode(String.self, forKey: .kind)
        func target() throws -> Target { try container.decode(Target.self, forKey: .target) }
        func outcomes(_ allowed: [Outcome]) throws -> [Outcome: Target] {
            let byName = try container.decode([String: Target].self, forKey: .outcomes)
            var outcomes: [Outcome: Target] = [:]
            for (key, target) in byName {
                guard let outcome = Outcome(rawValue: key), allowed.contains(outcome) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .outcomes, in: container,
                        debugDescription: "Unknown outcome '\(key)' for a '\(name)' action.")
                }
                outcomes[outcome] = target
            }
            return outcomes
        }
        switch name {
        case "next": kind = .next(try target())
        case "back": kind = .back(try target())
        case "go": kind = .go(try target())
        case "skip": kind = .skip(try target())
        case "complete": kind = .complete(result: try container.decodeIfPresent(String.self, forKey: .result))
        case "request-permission":
            let permission = try container.decode(Permission.self, forKey: .permission)
            kind = .requestPermission(permission, outcomes: try outcomes(Outcome.outcomes(for: permission)))
        case "purchase":
            kind = .purchase(
                plan: try container.decodeIfPresent(String.self, forKey: .plan),
                outcomes: try outcomes(Outcome.purchaseOutcomes))
        case "restore": kind = .restore(outcomes: try outcomes(Outcome.purchaseOutcomes))
        case "resend-code":
            kind = .resendCode(
                cooldown: try container.decodeIfPresent(Double.self, forKey: .cooldown),
                outcomes: try outcomes(Outcome.codeOutcomes))
        case "pick-file":
            kind = .pickFile(
                types: try container.decode([String].self, forKey: .types), outcomes: try outcomes(Outcome.fileOutcomes)
            )
        case "open-settings": kind = .openSettings(then: try container.decodeIfPresent(Target.self, forKey: .target))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Unknown action kind '\(name)'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .kind)
        try container.encodeIfPresent(confirmDialog, forKey: .confirmDialog)
        try container.encodeIfPresent(pendingState, forKey: .pendingState)
        try container.encodeIfPresent(target, forKey: .target)
        switch kind {
        case .complete(let result):
            try container.encodeIfPresent(result, forKey: .result)
        case .requestPermission(let permission, _):
            try container.encode(permission, forKey: .permission)
        case .purchase(let plan, _):
            try container.encodeIfPresent(plan, forKey: .plan)
        case .resendCode(let cooldown, _):
            try container.encodeIfPresent(cooldown, forKey: .cooldown)
        case .pickFile(let types, _):
            try container.encode(types, forKey: .types)
        case .next, .back, .go, .skip, .restore, .openSettings:
            break
        }
        switch kind {
        case .requestPermission, .purchase, .restore, .resendCode, .pickFile:
            let byName = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.key.rawValue, $0.value) })
            try container.encode(byName, forKey: .outcomes)
        case .next, .back, .go, .skip, .complete, .openSettings:
            break
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, target, result, permission, plan, outcomes, confirmDialog, pendingState, cooldown, types
    }
}
