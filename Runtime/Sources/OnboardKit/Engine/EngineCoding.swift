// The JSON shapes of what a session reports: events, endings, answers and request
// results, as docs/conformance.md defines them and `conformance/schema/vector.schema.json`
// checks. Every runtime writes and reads the same shapes.

extension FlowEvent {
    private enum Keys: String, CodingKey {
        case type, flow, screen, state, section, action, via, slot, dialog, request, result, input, value, plan, ending,
            experiment, variant, overridden, consent
    }

    /// The event's `type` member.
    public var type: String {
        switch kind {
        case .screenShown: "screen-shown"
        case .action: "action"
        case .dialogShown: "dialog-shown"
        case .dialogConfirmed: "dialog-confirmed"
        case .dialogCancelled: "dialog-cancelled"
        case .requestStarted: "request-started"
        case .requestAnswered: "request-answered"
        case .requestCancelled: "request-cancelled"
        case .answerChanged: "answer-changed"
        case .planSelected: "plan-selected"
        case .flowEnded: "flow-ended"
        case .flowLeft: "flow-left"
        case .experimentExposed: "experiment-exposed"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(type, forKey: .type)
        try container.encode(flowID, forKey: .flow)
        try container.encode(screenID, forKey: .screen)
        try container.encodeIfPresent(stateID, forKey: .state)
        try container.encodeIfPresent(section, forKey: .section)
        switch kind {
        case .screenShown, .flowLeft:
            break
        case .action(let action, let via, let slot):
            try container.encode(action, forKey: .action)
            try container.encode(via, forKey: .via)
            try container.encodeIfPresent(slot, forKey: .slot)
        case .dialogShown(let dialog), .dialogConfirmed(let dialog), .dialogCancelled(let dialog):
            try container.encode(dialog, forKey: .dialog)
        case .requestStarted(let request), .requestCancelled(let request):
            try container.encode(request, forKey: .request)
        case .requestAnswered(let request, let result):
            try container.encode(request, forKey: .request)
            try container.encode(result, forKey: .result)
        case .answerChanged(let input, let value, let consent):
            try container.encode(input, forKey: .input)
            try container.encode(value, forKey: .value)
            try container.encodeIfPresent(consent, forKey: .consent)
        case .planSelected(let plan):
            try container.encode(plan, forKey: .plan)
        case .flowEnded(let ending):
            try container.encode(ending, forKey: .ending)
        case .experimentExposed(let assignment):
            try container.encode(assignment.experiment, forKey: .experiment)
            try container.encode(assignment.variant, forKey: .variant)
            try container.encode(assignment.overridden, forKey: .overridden)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        flowID = try container.decode(String.self, forKey: .flow)
        screenID = try container.decode(String.self, forKey: .screen)
        stateID = try container.decodeIfPresent(String.self, forKey: .state)
        section = try container.decodeIfPresent(String.self, forKey: .section)
        func string(_ key: Keys) throws -> String { try container.decode(String.self, forKey: key) }
        func request() throws -> RequestSummary { try container.decode(RequestSummary.self, forKey: .request) }
        switch try string(.type) {
        case "screen-shown": kind = .screenShown
        case "action":
            kind = .action(
                try string(.action), via: try container.decode(Gesture.self, forKey: .via),
                slot: try container.decodeIfPresent(ButtonSlot.self, forKey: .slot))
        case "dialog-shown": kind = .dialogShown(try string(.dialog))
        case "dialog-confirmed": kind = .dialogConfirmed(try string(.dialog))
        case "dialog-cancelled": kind = .dialogCancelled(try string(.dialog))
        case "request-started": kind = .requestStarted(try request())
        case "request-answered":
            kind = .requestAnswered(try request(), result: try container.decode(RequestResult.self, forKey: .result))
        case "request-cancelled": kind = .requestCancelled(try request())
        case "answer-changed":
            kind = .answerChanged(
                input: try string(.input), value: try container.decode(InputValue.self, forKey: .value),
                consent: try container.decodeIfPresent(String.self, forKey: .consent))
        case "plan-selected": kind = .planSelected(try string(.plan))
        case "flow-ended": kind = .flowEnded(try container.decode(FlowEnding.self, forKey: .ending))
        case "flow-left": kind = .flowLeft
        case "experiment-exposed":
            kind = .experimentExposed(
                Assignment(
                    experiment: try string(.experiment), variant: try string(.variant),
                    overridden: try container.decode(Bool.self, forKey: .overridden)))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "Unknown event type '\(other)'.")
        }
    }
}

extension FlowEnding: Codable {
    private enum Keys: String, CodingKey {
        case flow, reason, result, answers, flagSet
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(flowID, forKey: .flow)
        try container.encode(reason.name, forKey: .reason)
        try container.encodeIfPresent(result, forKey: .result)
        try container.encode(answers, forKey: .answers)
        try container.encodeIfPresent(flagSet, forKey: .flagSet)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        flowID = try container.decode(String.self, forKey: .flow)
        let result = try container.decodeIfPresent(String.self, forKey: .result)
        reason =
            switch try container.decode(String.self, forKey: .reason) {
            case "completed": .completed(result: result)
            case "skipped": .skipped
            case "dismissed": .dismissed(result: result)
            case let other:
                throw DecodingError.dataCorruptedError(
                    forKey: .reason, in: container,
                    debugDescription: "Unknown ending reason '\(other)'.")
            }
        answers = try container.decodeIfPresent([String: [String: InputValue]].self, forKey: .answers) ?? [:]
        flagSet = try container.decodeIfPresent(String.self, forKey: .flagSet)
    }
}

extension FlowEnding.Reason {
    /// `completed`, `skipped` or `dismissed`: the reason as JSON names it.
    public var name: String {
        switch self {
        case .completed: "completed"
        case .skipped: "skipped"
        case .dismissed: "dismissed"
        }
    }
}

/// `{"checked": true}`, `{"choice": "id"}`, `{"choices": ["a", "b"]}` (sorted) or `{"text": "…"}`.
extension InputValue: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case checked, choice, choices, text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .checked(let checked): try container.encode(checked, forKey: .checked)
        case .choice(let option): try container.encode(option, forKey: .choice)
        case .choices(let options): try container.encode(options.sorted(), forKey: .choices)
        case .text(let text): try container.encode(text, forKey: .text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "An input value has exactly one of checked, choice, choices, text."))
        }
        self =
            switch key {
            case .checked: .checked(try container.decode(Bool.self, forKey: key))
            case .choice: .choice(try container.decode(String.self, forKey: key))
            case .choices: .choices(Set(try container.decode([String].self, forKey: key)))
            case .text: .text(try container.decode(String.self, forKey: key))
            }
    }
}

/// The result's name: an outcome (`allowed`, `denied`, `not-determined`, `unavailable`,
/// `not-enrolled`, `success`, `failure`, `cancel`, `sent`, `failed`, `picked`, `cancelled`)
/// or `settings-opened`.
extension RequestResult: Codable {
    /// The result as JSON names it.
    public var name: String {
        outcome?.rawValue ?? "settings-opened"
    }

    /// The result named `name`, if it is one.
    public init?(name: String) {
        switch Outcome(rawValue: name) {
        case .allowed?: self = .permission(.allowed)
        case .denied?: self = .permission(.denied)
        case .notDetermined?: self = .permission(.notDetermined)
        case .unavailable?: self = .permission(.unavailable)
        case .notEnrolled?: self = .permission(.notEnrolled)
        case .success?: self = .purchase(.success)
        case .failure?: self = .purchase(.failure)
        case .cancel?: self = .purchase(.cancel)
        case .sent?: self = .code(.sent)
        case .failed?: self = .code(.failed)
        case .picked?: self = .file(.picked)
        case .cancelled?: self = .file(.cancelled)
        case nil where name == "settings-opened": self = .settingsOpened
        case nil: return nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let result = RequestResult(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown request result '\(name)'.")
        }
        self = result
    }
}
