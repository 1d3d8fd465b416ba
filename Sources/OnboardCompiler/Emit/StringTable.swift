/// The source-locale strings of one app, by key, as every string-table
/// emitter sees them. A key used for two different texts is an error.
struct StringTable: Sendable {
    struct Entry: Sendable, Hashable {
        var key: String
        var text: String
        var comment: String?
        /// Where the text is written in the spec.
        var span: SourceSpan
    }

    /// Sorted by key (code point order).
    let entries: [Entry]
    let locale: String

    init(_ spec: Spec, diagnostics: DiagnosticSink) {
        var byKey: [String: Copy] = [:]
        for copy in spec.allCopy {
            if let first = byKey[copy.key] {
                if first.text != copy.text || first.comment != copy.comment {
                    diagnostics.emit(.conflictingStringKey(copy.key, at: copy.span, first: first.span))
                }
            } else {
                byKey[copy.key] = copy
            }
        }
        entries = byKey.values
            .map { Entry(key: $0.key, text: $0.text, comment: $0.comment, span: $0.span) }
            .sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        locale = spec.app.sourceLocale
    }
}

extension Diagnostic {
    static func conflictingStringKey(_ key: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        .error("emit-string-key-conflict", "string key `\(key)` is used for two different texts", at: span,
               notes: [Note("the key is first used here", at: first)],
               help: "rename one of the ids so that each text gets its own key")
    }
}
