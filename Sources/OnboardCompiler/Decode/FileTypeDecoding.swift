/// The file types of a `pick-file` button (`types:`): MIME types the system picker offers.
extension ActionDecoder {
    /// `types:`, each a lower-case MIME type (`TextFormat.mimeType`); at least one.
    func fileTypes(_ node: Node) -> [String] {
        let pattern = try! Regex(TextFormat.mimeType.pattern)
        let types = list(node, "MIME types such as `application/pdf`") { item -> String? in
            guard let text = string(item) else { return nil }
            guard text.wholeMatch(of: pattern) == nil else { return text }
            sink.emit(.fileType(text, at: span(item)))
            return nil
        }
        if case .sequence(let items) = node.content, items.isEmpty {
            sink.emit(.noFileTypes(at: span(node)))
        }
        return types
    }
}

extension DiagnosticCode {
    static let specFileType = DiagnosticCode(
        "spec-file-type", .error,
        "A `pick-file` button's `types` is empty, or holds something that is not a lower-case MIME type `type/subtype` (`application/pdf`, `image/*`, `*/*`).",
        example: .spec(
            exampleSpec(primary: "{ label: Choose a file, action: pick-file, types: [⟦PDF] }")))
}

extension Diagnostic {
    static func fileType(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specFileType, "`\(text)` is not a MIME type a file picker takes", at: span, help: fileTypeHelp(text))
    }

    static func noFileTypes(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specFileType, "`types` is empty: the picker would offer no file", at: span,
            help: "list the MIME types to offer (`[application/pdf]`), or leave `types` out to offer any file")
    }

    /// What to write instead of `text`: its lower case, a MIME type for an extension, or `*`
    /// as a whole subtype.
    static func fileTypeHelp(_ text: String) -> String {
        let lower = text.lowercased()
        if lower != text, lower.wholeMatch(of: try! Regex(TextFormat.mimeType.pattern)) != nil {
            return "write MIME types in lower case: `\(lower)`"
        }
        if !text.contains("/") {
            return
                "write a MIME type `type/subtype`, not a file extension or a name (`application/pdf`, `image/*`, `text/plain`)"
        }
        if text.contains("*") {
            return "`*` stands only for a whole subtype (`image/*`) or for any file (`*/*`)"
        }
        return "write a MIME type `type/subtype` of letters, digits and `!#$&^_.+-` (`application/vnd.ms-excel`)"
    }
}
