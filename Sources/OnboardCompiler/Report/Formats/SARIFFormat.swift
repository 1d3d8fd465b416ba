import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the tool's rules
/// with their metadata, and a result per diagnostic with a stable `ruleId`
/// and `partialFingerprints` from its ``FindingIdentity`` (the baseline's), so a
/// finding keeps its identity when lines move and however the files were named on
/// the command line. File URIs are relative to the project root (the current
/// folder), which the run's `originalUriBaseIds` names `PROJECTROOT`.
enum SARIFFormat {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let rootBase = "PROJECTROOT"

    /// `suppressed` are results too, each with an `inSource` suppression and its justification.
    static func render(_ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = []) -> String {
        let all = diagnostics + suppressed.map(\.diagnostic)
        // Every code that can appear, declared (lint rules, then the stages' codes), and
        // any other code a diagnostic carries, so that each result's ruleIndex resolves.
        let lintRules = RuleRegistry.descriptions
        let codes = DiagnosticCodes.all
        let declared = Set(lintRules.map(\.id) + codes.map(\.id))
        let undeclared = Array(Set(all.map(\.code)).subtracting(declared)).sorted()
        let ruleIDs = lintRules.map(\.id) + codes.map(\.id) + undeclared
        let index = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules: [JSONValue] =
            lintRules.map(rule) + codes.map(rule)
            + undeclared.map { code in
                .object([
                    "id": .string(code),
                    "name": .string(code),
                    "shortDescription": .object(["text": .string("onboardc diagnostic \(code)")]),
                    "properties": .object(["category": .string(String(code.prefix { $0 != "-" }))]),
                ])
            }
        let log: JSONValue = .object([
            "$schema": .string(schema),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object([
                        "driver": .object([
                            "name": .string("onboardc"),
                            "version": .string(OnboardCompilerVersion.current),
                            "semanticVersion": .string(OnboardCompilerVersion.current),
                            "rules": .array(rules),
                        ])
                    ]),
                    "originalUriBaseIds": .object([rootBase: .object(["uri": .string(rootURI())])]),
                    "columnKind": .string("unicodeCodePoints"),
                    "results": .array(
                        diagnostics.map { result($0, ruleIndex: index[$0.code]) }
                            + suppressed.map {
                                result($0.diagnostic, ruleIndex: index[$0.diagnostic.code], suppression: $0)
                            }),
                ])
            ]),
        ])
        return log.serialized()
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A file path as the URI reference SARIF requires: percent-encoded (spaces, `%`, non-ASCII),
    /// `:` included, so that a relative path is never read as a scheme (`c:specs.yaml`).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The project root (the current folder) as a `file:` URI ending in `/`.
    static func rootURI() -> String {
        let root = FileManager.default.currentDirectoryPath
        return "file://" + uri(root.hasSuffix("/") ? root : root + "/")
    }

    /// Where a span's file is: relative to the project root (with its base id) when it is
    /// inside it, else its absolute `file:` URI.
    static func artifactLocation(_ file: String) -> JSONValue {
        let relative = FindingIdentity.file(file)
        if relative.hasPrefix("/") { return .object(["uri": .string("file://" + uri(relative))]) }
        return .object(["uri": .string(uri(relative)), "uriBaseId": .string(rootBase)])
    }

    private static func rule(_ rule: RuleDescription) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "name": .string(name(rule.id)),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object(["text": .string(rule.summary + " " + rule.rationale)]),
            "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
            "properties": .object([
                "category": .string(rule.category.rawValue),
                // Code scanning filters alerts by these tags: the category, and each pack as `pack:<id>`.
                "tags": .array(([rule.category.rawValue] + rule.packs.map { "pack:\($0.id)" }).map(JSONValue.string)),
            ]),
        ])
    }

    private static func rule(_ code: DiagnosticCode) -> JSONValue {
        .object([
            "id": .string(code.id),
            "name": .string(name(code.id)),
            "shortDescription": .object(["text": .string(code.summary)]),
            "help": .object(["text": .string("\(code.summary) See docs/diagnostics.md#\(code.id).")]),
            "defaultConfiguration": .object(["level": .string(level(code.severity))]),
            "properties": .object(["category": .string(String(code.id.prefix { $0 != "-" }))]),
        ])
    }

    /// `spec-unknown-key` → `SpecUnknownKey`.
    private static func name(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func location(_ span: SourceSpan, message: String? = nil) -> JSONValue {
        var region: [String: JSONValue] = [
            "startLine": .int(span.start.line),
            "startColumn": .int(span.start.column),
        ]
        if span.end.offset > span.start.offset {
            region["endLine"] = .int(span.end.line)
            region["endColumn"] = .int(span.end.column)
        }
        return .object([
            "physicalLocation": .object([
                "artifactLocation": artifactLocation(span.file),
                "region": .object(region),
            ]),
            "message": message.map { .object(["text": .string($0)]) },
        ])
    }

    /// A fix as SARIF's `fix`: per file, its replacements, each a region (with its end written
    /// even when empty: an insertion) and the text that takes its place.
    private static func fix(_ fix: Fix) -> JSONValue {
        let files = fix.edits.reduce(into: [String]()) { files, edit in
            if !files.contains(edit.span.file) { files.append(edit.span.file) }
        }
        return .object([
            "description": .object(["text": .string(fix.title)]),
            "artifactChanges": .array(
                files.map { file in
                    .object([
                        "artifactLocation": artifactLocation(file),
                        "replacements": .array(
                            fix.edits.filter { $0.span.file == file }.map { edit in
                                .object([
                                    "deletedRegion": .object([
                                        "startLine": .int(edit.span.start.line),
                                        "startColumn": .int(edit.span.start.column),
                                        "endLine": .int(edit.span.end.line),
                                        "endColumn": .int(edit.span.end.column),
                                    ]),
                                    "insertedContent": .object(["text": .string(edit.newText)]),
                                ])
                            }),
                    ])
                }),
        ])
    }

    /// The spec path, and the notes without a place (a rule's list of missing keys, say),
    /// which `relatedLocations` cannot hold.
    private static func properties(_ d: Diagnostic) -> JSONValue? {
        let notes = d.notes.filter { $0.span == nil }.map { JSONValue.string($0.message) }
        guard d.path != nil || !notes.isEmpty else { return nil }
        return .object(["specPath": d.path.map(JSONValue.string), "notes": notes.isEmpty ? nil : .array(notes)])
    }

    private static func result(_ d: Diagnostic, ruleIndex: Int?, suppression: SuppressedDiagnostic? = nil) -> JSONValue
    {
        var text = d.message
        if let help = d.help { text += " (\(help))" }
        return .object([
            "ruleId": .string(d.code),
            "ruleIndex": ruleIndex.map(JSONValue.int),
            "level": .string(level(d.severity)),
            "message": .object(["text": .string(text)]),
            "locations": .array([location(d.span)]),
            "relatedLocations": d.notes.contains { $0.span != nil }
                ? .array(
                    d.notes.enumerated().compactMap { index, note in
                        note.span.map { span -> JSONValue in
                            var value = location(span, message: note.message)
                            if case .object(var members) = value {
                                members["id"] = .int(index + 1)
                                value = .object(members)
                            }
                            return value
                        }
                    })
                : nil,
            "partialFingerprints": .object(["onboardcFinding/v1": .string(FindingIdentity.located(d).fingerprint)]),
            "properties": properties(d),
            "fixes": d.fixes.isEmpty ? nil : .array(d.fixes.map(fix)),
            "suppressions": suppression.map { suppression in
                .array([
                    .object([
                        "kind": .string("inSource"), "justification": suppression.justification.map(JSONValue.string),
                    ])
                ])
            },
        ])
    }
}
