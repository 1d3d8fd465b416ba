/// Prints parse events in the yaml-test-suite's `test.event` notation, for
/// the `onboardc debug events` mode and the conformance test.
public enum EventNotation {
    public static func line(for event: YAMLEvent) -> String {
        switch event.kind {
        case .streamStart: return "+STR"
        case .streamEnd: return "-STR"
        case .documentStart(let explicit): return explicit ? "+DOC ---" : "+DOC"
        case .documentEnd(let explicit): return explicit ? "-DOC ..." : "-DOC"
        case .sequenceStart(let anchor, let tag, let flow):
            return "+SEQ" + (flow ? " []" : "") + properties(anchor, tag)
        case .sequenceEnd: return "-SEQ"
        case .mappingStart(let anchor, let tag, let flow):
            return "+MAP" + (flow ? " {}" : "") + properties(anchor, tag)
        case .mappingEnd: return "-MAP"
        case .alias(let anchor): return "=ALI *" + anchor
        case .scalar(let value, let anchor, let tag, let style):
            let indicator: String
            switch style {
            case .plain: indicator = ":"
            case .singleQuoted: indicator = "'"
            case .doubleQuoted: indicator = "\""
            case .literal: indicator = "|"
            case .folded: indicator = ">"
            }
            return "=VAL" + properties(anchor, tag) + " " + indicator + escape(value)
        }
    }

    /// The whole event stream of a file, one event per line, or the diagnostic that stopped it.
    public static func render(
        _ source: SourceFile, limits: ParseLimits = .default
    ) -> (events: String, error: Diagnostic?) {
        var out = ""
        let error = EventParser.parse(source, limits: limits) { event in
            out += line(for: event) + "\n"
            return true
        }
        return (out, error)
    }

    private static func properties(_ anchor: String?, _ tag: String?) -> String {
        var out = ""
        if let anchor { out += " &" + anchor }
        if let tag { out += " <" + tag + ">" }
        return out
    }

    private static func escape(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0}": out += "\\0"
            case "\u{8}": out += "\\b"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
