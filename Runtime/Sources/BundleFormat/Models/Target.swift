/// Where an action or an outcome leads; always resolved by the compiler.
/// A closed vocabulary: an unknown kind fails decoding.
public enum Target: Codable, Hashable, Sendable {
    /// Show this screen (its own content, no in-screen state).
    case screen(String)
    /// Show this in-screen state of this screen.
    case state(screen: String, state: String)
    /// End the flow: a completion, a skip or a dismissal, as
    /// ``CompletionEvent/init(endingBy:route:)`` says.
    case complete
    /// Stay where the user is.
    case stay

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "screen": self = .screen(try container.decode(String.self, forKey: .screen))
        case "state":
            self = .state(
                screen: try container.decode(String.self, forKey: .screen),
                state: try container.decode(String.self, forKey: .state))
        case "complete": self = .complete
        case "stay": self = .stay
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Unknown target kind '\(kind)'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .screen(let screen):
            try container.encode("screen", forKey: .kind)
            try container.encode(screen, forKey: .screen)
        case .state(let screen, let state):
            try container.encode("state", forKey: .kind)
            try container.encode(screen, forKey: .screen)
            try container.encode(state, forKey: .state)
        case .complete:
            try container.encode("complete", forKey: .kind)
        case .stay:
            try container.encode("stay", forKey: .kind)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, screen, state
    }
}
