/// What the reader collects before a unit is complete: a `<ph>` can only be
/// understood once the unit's sources are known.
struct UnitDraft {
    var id: String
    var span: SourceSpan
    var segments: [SegmentDraft] = []
}

struct SegmentDraft {
    var id: String?
    var state: XLIFFSegment.State
    var subState: String?
    var span: SourceSpan
    var source: [RawInline] = []
    var target: [RawInline]?
    /// Where `<target>` starts.
    var targetSpan: SourceSpan?
}

enum RawInline {
    case text(String)
    case placeholder(RawPlaceholder)
}

/// A `<ph>` as written.
struct RawPlaceholder {
    var id: String?
    var equiv: String?
    var disp: String?
    var span: SourceSpan
}

/// Works out what each `<ph>` of a unit stands for. A source placeholder is
/// read from its `equiv` (or `disp`): `{name}`, `{name, number}`, `#`. A target
/// placeholder is the source placeholder with its `id`, or else read the same
/// way; it must name an argument the source has, and `#` only counts in a
/// plural unit. Sources are resolved before targets.
struct PlaceholderResolver {
    let isPlural: Bool
    private var byID: [String: XLIFFPlaceholder] = [:]
    private var names: Set<String> = []
    /// The placeholders that name no argument, in the order met.
    private(set) var unresolved: [RawPlaceholder] = []

    init(isPlural: Bool) {
        self.isPlural = isPlural
    }

    mutating func content(_ raw: [RawInline], isTarget: Bool) -> [XLIFFInline] {
        raw.compactMap { item in
            switch item {
            case .text(let text):
                return .text(text)
            case .placeholder(let placeholder):
                guard let resolved = resolve(placeholder, isTarget: isTarget) else {
                    unresolved.append(placeholder)
                    return nil
                }
                return .placeholder(resolved)
            }
        }.normalized
    }

    private mutating func resolve(_ raw: RawPlaceholder, isTarget: Bool) -> XLIFFPlaceholder? {
        let written = raw.equiv.flatMap(XLIFFPlaceholder.init(icu:)) ?? raw.disp.flatMap(XLIFFPlaceholder.init(icu:))
        let resolved = isTarget ? raw.id.flatMap { byID[$0] } ?? written : written
        switch resolved {
        case .argument(let argument)?:
            if isTarget { return names.contains(argument.name) ? resolved : nil }
            names.insert(argument.name)
        case .count?:
            guard isPlural else { return nil }
        case nil:
            return nil
        }
        if let id = raw.id, byID[id] == nil { byID[id] = resolved }
        return resolved
    }
}
