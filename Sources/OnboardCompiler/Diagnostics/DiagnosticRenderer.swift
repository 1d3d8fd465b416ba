import Foundation

/// Renders diagnostics: the one place that decides how they look.
///
/// Text is the shape swiftc and clang print, which Xcode and editors read:
/// `path:line:col: error: message [code]`, the source line with a caret
/// underline, then notes (`path:line:col: note: …`) and help.
public struct DiagnosticRenderer: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, sarif, github, junit
    }

    /// ANSI colour; the CLI turns it on only for a terminal without `NO_COLOR`.
    public var color: Bool
    /// The files diagnostics point into, by path, for source excerpts.
    public var sources: [String: SourceFile]

    public init(color: Bool = false, sources: [String: SourceFile] = [:]) {
        self.color = color
        self.sources = sources
    }

    public func render(_ diagnostics: [Diagnostic], format: Format) -> String {
        switch format {
        case .text: diagnostics.map(text).joined()
        case .json: json(diagnostics)
        case .sarif: SARIFFormat.render(diagnostics)
        case .github: GitHubFormat.render(diagnostics)
        case .junit: JUnitFormat.render(diagnostics)
        }
    }

    public func text(_ d: Diagnostic) -> String {
        var out = header(d.span, label: d.severity.rawValue, labelColor: color(for: d.severity), message: d.message)
        out += paint(" [\(d.code)]", "2") + "\n"
        out += excerpt(d.span, caretColor: color(for: d.severity))
        for note in d.notes {
            if let span = note.span {
                out += header(span, label: "note", labelColor: "36", message: note.message) + "\n"
                out += excerpt(span, caretColor: "36")
            } else {
                out += paint("note", "1;36") + ": " + note.message + "\n"
            }
        }
        if let help = d.help { out += paint("help", "1;32") + ": " + help + "\n" }
        return out
    }

    public func json(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(diagnostics)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func header(_ span: SourceSpan, label: String, labelColor: String, message: String) -> String {
        let place = "\(span.file):\(span.start.line):\(span.start.column):"
        return paint(place, "1") + " " + paint(label + ":", "1;" + labelColor) + " " + paint(message, "1")
    }

    /// The source line under a gutter, and a caret underline of the span.
    private func excerpt(_ span: SourceSpan, caretColor: String) -> String {
        guard let file = sources[span.file], let line = lineText(file.bytes, at: span.start.offset) else { return "" }
        let number = String(span.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let width: Int
        if span.end.line == span.start.line && span.end.column > span.start.column {
            width = span.end.column - span.start.column
        } else {
            width = max(1, line.unicodeScalars.count - (span.start.column - 1))
        }
        let indent = line.unicodeScalars.prefix(span.start.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        return " \(number) | \(line)\n \(gutter) | \(indent)\(paint(marker, "1;" + caretColor))\n"
    }

    private func lineText(_ bytes: [UInt8], at offset: Int) -> String? {
        guard offset <= bytes.count else { return nil }
        var start = min(offset, bytes.count)
        while start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        if start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard start <= end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "31"
        case .warning: "35"
        case .info: "34"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
