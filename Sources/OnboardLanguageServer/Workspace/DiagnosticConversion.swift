import OnboardCompiler

/// A compiler diagnostic as LSP shows it: its span converted through the file's
/// `LineIndex`, its code linked to the docs, its notes with a place as related
/// information, and its help and other notes after the message.
extension Workspace {
    func convert(_ diagnostic: Diagnostic, lines: [String: LineIndex]) -> LSPDiagnostic {
        var message = diagnostic.message
        var related: [LSPDiagnostic.RelatedInformation] = []
        for note in diagnostic.notes {
            if let span = note.span {
                related.append(.init(location: location(span, lines: lines), message: note.message))
            } else {
                message += "\nnote: " + note.message
            }
        }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        return LSPDiagnostic(
            range: range(diagnostic.span, lines: lines), severity: Self.severity(diagnostic.severity),
            code: diagnostic.code, codeDescription: options.docs.href(diagnostic.code).map { .init(href: $0) },
            source: "onboardc", message: message, relatedInformation: related.isEmpty ? nil : related)
    }

    func location(_ span: SourceSpan, lines: [String: LineIndex]) -> Location {
        Location(uri: uri(span.file), range: range(span, lines: lines))
    }

    /// Through the byte offsets, which the compiler and LSP agree on; a file not read has its
    /// lines and columns taken as they are (only 1-based made 0-based).
    func range(_ span: SourceSpan, lines: [String: LineIndex]) -> TextRange {
        guard let index = lines[span.file] ?? file(span.file).map({ LineIndex($0.bytes) }) else {
            func position(_ location: SourceLocation) -> Position {
                Position(line: max(location.line - 1, 0), character: max(location.column - 1, 0))
            }
            return TextRange(start: position(span.start), end: position(span.end))
        }
        return index.range(from: span.start.offset, to: span.end.offset)
    }

    static func severity(_ severity: Diagnostic.Severity) -> LSPDiagnostic.Severity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info: .information
        }
    }
}
