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

    /// `suppressed`: findings silenced in the source, which only SARIF reports (as suppressed).
    public func render(_ diagnostics: [Diagnostic], format: Format, suppressed: [SuppressedDiagnostic] = []) -> String {
        switch format {
        case .text: diagnostics.map(text).joined()
        case .json: json(diagnostics)
        case .sarif: SARIFFormat.render(diagnostics, suppressed: suppressed)
        case .github: GitHubFormat.render(diagnostics)
        case .junit: JUnitFormat.render(diagnostics)
        }
    }

    /// What ``render(_:format:suppressed:)`` returns, handed to `write` in pieces: text a
    /// few diagnostics at a time (about `piece` bytes), so that a report of many findings
    /// is never held whole; the other formats are one document, handed over whole.
    public func render(
        _ diagnostics: [Diagnostic], format: Format, suppressed: [SuppressedDiagnostic] = [],
        piece: Int = 65_536, into write: (String) -> Void
    ) {
        guard format == .text else { return write(render(diagnostics, format: format, suppressed: suppressed)) }
        var buffer = ""
        for diagnostic in diagnostics {
            buffer += text(diagnostic)
            if buffer.utf8.count >= piece {
                write(buffer)
                buffer = ""
            }
        }
        if !buffer.isEmpty { write(buffer) }
    }

    public func text(_ d: Diagnostic) -> String {
        var out = header(d.span, label: d.severity.rawValue, labelColor: color(for: d.severity), message: d.message)
        out += paint(" [\(d.code)]", "2") + "\n"
        out += excerpt(d.span, caretColor: color(for: d.severity))
        for note in d.notes {
            if let span = note.span {
                out += header(span, label: "note", labelColor: "36", message: note.message) + "\n"
                // The same place as the diagnostic itself (libyaml's context often is): one excerpt is enough.
                if span.file != d.span.file || span.start != d.span.start { out += excerpt(span, caretColor: "36") }
            } else {
                out += paint("note", "1;36") + ": " + VisibleText.string(note.message) + "\n"
            }
        }
        if let help = d.help { out += paint("help", "1;32") + ": " + VisibleText.string(help) + "\n" }
        return out
    }

    /// The diagnostics as a JSON array, written like every JSON file onboardc writes.
    public func json(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map(Self.json)).serialized()
    }

    /// One diagnostic as an item of the JSON array.
    static func json(_ d: Diagnostic) -> JSONValue {
        func location(_ l: SourceLocation) -> JSONValue {
            .object(["line": .int(l.line), "column": .int(l.column), "offset": .int(l.offset)])
        }
        func span(_ s: SourceSpan) -> JSONValue {
            .object(["file": .string(s.file), "start": location(s.start), "end": location(s.end)])
        }
        return .object([
            "severity": .string(d.severity.rawValue),
            "code": .string(d.code),
            "message": .string(d.message),
            "span": span(d.span),
            "notes": .array(d.notes.map { .object(["message": .string($0.message), "span": $0.span.map(span)]) }),
            "help": d.help.map(JSONValue.string),
            "path": d.path.map(JSONValue.string),
            "fixes": d.fixes.isEmpty
                ? nil
                : .array(
                    d.fixes.map { fix in
                        .object([
                            "title": .string(fix.title),
                            "isPreferred": fix.isPreferred ? .bool(true) : nil,
                            "edits": .array(
                                fix.edits.map { .object(["span": span($0.span), "newText": .string($0.newText)]) }),
                        ])
                    }),
        ])
    }

    private func header(_ span: SourceSpan, label: String, labelColor: String, message: String) -> String {
        let place = "\(VisibleText.string(span.file)):\(span.start.line):\(span.start.column):"
        return paint(place, "1") + " " + paint(label + ":", "1;" + labelColor) + " "
            + paint(VisibleText.string(message), "1")
    }

    /// Longest excerpt shown; a longer line is cut to a window around the caret.
    static let excerptWidth = 120

    /// The source line under a gutter, and a caret underline of the span.
    private func excerpt(_ span: SourceSpan, caretColor: String) -> String {
        guard let file = sources[span.file], file.oversized == nil,
            let window = Self.window(file.bytes, at: span.start.offset, column: span.start.column)
        else { return "" }
        let scalars = window.scalars
        let caret = window.caret
        var width = max(1, scalars.count - caret)
        if span.end.line == span.start.line && span.end.column > span.start.column {
            width = span.end.column - span.start.column
        }
        // At most `excerptWidth` characters, starting a little before the caret; where the
        // line goes on past the characters read, it is as long as the window needs.
        let fits = window.atLineStart && window.atLineEnd && scalars.count <= Self.excerptWidth
        let lineEnd = window.atLineEnd ? scalars.count : Int.max
        let low = fits ? 0 : max(0, min(caret - 20, lineEnd - Self.excerptWidth))
        let high = min(scalars.count, low + Self.excerptWidth)
        var shown = String(String.UnicodeScalarView(scalars[low..<high].map(VisibleText.scalar)))
        var indent = scalars[low..<caret].map { $0 == "\t" ? "\t" : " " }.joined()
        if low > 0 || !window.atLineStart { shown = "…" + shown; indent = " " + indent }
        if high < scalars.count || !window.atLineEnd { shown += "…" }
        let marker = "^" + String(repeating: "~", count: max(0, min(width, high - caret) - 1))
        let number = String(span.start.line)
        let gutter = String(repeating: " ", count: number.count)
        return " \(number) | \(shown)\n \(gutter) | \(indent)\(paint(marker, "1;" + caretColor))\n"
    }

    /// The characters of the line a location is on, up to `excerptWidth` either
    /// side of it (so a diagnostic on a line of megabytes costs no more than one
    /// on a short line): `column - 1` characters back from its offset (as libyaml
    /// counts them) is where the line starts; it ends at the next break libyaml knows.
    static func window(
        _ bytes: [UInt8], at offset: Int, column: Int
    )
        -> (scalars: [Unicode.Scalar], caret: Int, atLineStart: Bool, atLineEnd: Bool)?
    {
        guard offset <= bytes.count else { return nil }
        let back = min(column - 1, excerptWidth)
        var start = offset
        var remaining = back
        while start > 0 && remaining > 0 {
            start -= 1
            if bytes[start] & 0xC0 != 0x80 { remaining -= 1 }
        }
        var end = offset
        var ahead = 0
        while end < bytes.count && !isBreak(bytes, at: end) && ahead <= excerptWidth {
            end += 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            ahead += 1
        }
        let atLineEnd = end >= bytes.count || isBreak(bytes, at: end)
        let scalars = Array(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
        let before = Array(String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars).count
        return (scalars, before, back == column - 1, atLineEnd)
    }

    /// LF, CR, NEL (C2 85), LS and PS (E2 80 A8/A9): the breaks libyaml counts lines by.
    private static func isBreak(_ b: [UInt8], at i: Int) -> Bool {
        switch b[i] {
        case 0x0A, 0x0D: return true
        case 0xC2: return i + 1 < b.count && b[i + 1] == 0x85
        case 0xE2: return i + 2 < b.count && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9)
        default: return false
        }
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
