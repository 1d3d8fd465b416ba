import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`),
/// which show each diagnostic as an annotation on the pull request.
enum GitHubFormat {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { d in
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var properties = [
                "file=\(property(d.span.file))",
                "line=\(d.span.start.line)",
                "col=\(d.span.start.column)",
            ]
            if d.span.end.line >= d.span.start.line, d.span.end.offset > d.span.start.offset {
                properties += ["endLine=\(d.span.end.line)", "endColumn=\(d.span.end.column)"]
            }
            properties.append("title=\(property(d.code))")
            var message = VisibleText.string(d.message, keepingLineBreaks: true)
            if let help = d.help { message += "\nhelp: " + VisibleText.string(help, keepingLineBreaks: true) }
            return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }.joined()
    }

    /// The escaping GitHub requires in a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The escaping GitHub requires in a property value.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
