/// A libyaml parse event, copied into Swift values the moment it arrives.
/// Nothing downstream of `EventParser` sees a libyaml type.
public struct YAMLEvent: Sendable, Hashable {
    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public enum Kind: Sendable, Hashable {
        case streamStart
        case streamEnd
        case documentStart(explicit: Bool)
        case documentEnd(explicit: Bool)
        case sequenceStart(anchor: String?, tag: String?, flow: Bool)
        case sequenceEnd
        case mappingStart(anchor: String?, tag: String?, flow: Bool)
        case mappingEnd
        case scalar(value: String, anchor: String?, tag: String?, style: ScalarStyle)
        case alias(anchor: String)
    }

    public var kind: Kind
    public var start: SourceLocation
    public var end: SourceLocation

    public init(kind: Kind, start: SourceLocation, end: SourceLocation) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// The event's parts, moved out without copying its strings.
    consuming func split() -> (kind: Kind, start: SourceLocation, end: SourceLocation) {
        (kind, start, end)
    }
}
