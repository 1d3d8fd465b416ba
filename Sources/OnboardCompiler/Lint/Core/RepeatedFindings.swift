/// One problem, one finding: the linter merges each rule's findings with this.
extension RepeatedFindings {
    /// One finding per place in the file and message: a node repeated by an alias
    /// (VegyScan's tutorial screens, shown again from Settings; a paywall two flows share)
    /// has its own path in each place but is written, and fixed, once. The others become a note.
    static func merged(_ findings: [Finding]) -> [Finding] {
        var out: [Finding] = []
        var seen: [String: Int] = [:]
        for finding in findings {
            let key = "\(finding.span.file)|\(finding.span.start.offset)|\(finding.span.end.offset)|\(finding.message)"
            if let index = seen[key] {
                out[index].notes.append(
                    Diagnostic.Note("the same is also used as `\(finding.path)` (through an alias)"))
            } else {
                seen[key] = out.count
                out.append(finding)
            }
        }
        return out
    }
}

/// Findings of spec nodes that several flows share (aliased screens, app-wide
/// reduced-motion settings) are reported once, at their first path.
enum RepeatedFindings {
    static func removed(from findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var file: String
            var offset: Int
            var message: String
        }
        var seen = Set<Key>()
        return findings.filter {
            seen.insert(Key(file: $0.span.file, offset: $0.span.start.offset, message: $0.message)).inserted
        }
    }
}

extension RepeatedFindings {
    /// Findings at one place that several screens reach: a step of a flow's `entrance`,
    /// which each screen without its own inherits. One finding, the first screen's, with
    /// the others' screens in a note; findings elsewhere pass through.
    static func mergedByPlace(_ findings: [Finding]) -> [Finding] {
        var out: [Finding] = []
        var index: [String: Int] = [:]
        var others: [Int: [String]] = [:]
        for finding in findings {
            let place = "\(finding.span.file)|\(finding.span.start.offset)|\(finding.span.end.offset)"
            if let first = index[place] {
                others[first, default: []].append(Self.screen(in: finding.path) ?? finding.path)
            } else {
                index[place] = out.count
                out.append(finding)
            }
        }
        for (position, screens) in others {
            let names = screens.map { "`\($0)`" }.joined(separator: ", ")
            out[position].notes.append(
                Diagnostic.Note("the same step also applies to screen\(screens.count == 1 ? "" : "s") \(names)"))
        }
        return out
    }

    /// `b` of a path `flows[a].screens[b]…`.
    private static func screen(in path: String) -> String? {
        guard let start = path.range(of: ".screens[")?.upperBound, let end = path[start...].firstIndex(of: "]")
        else { return nil }
        return String(path[start..<end])
    }
}
