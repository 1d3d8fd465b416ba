/// Two specs of one app would write the same files: the later one (in input order) is
/// an error. Keeps only each app id's first declaration, so specs can be checked as
/// they come and released.
struct DuplicateApps {
    private var first: [String: (span: SourceSpan, excerpt: SourceFile?)] = [:]

    /// Longest start of a spec kept for the excerpt of the note on its app id.
    static let excerptLimit = 64 * 1024

    /// `result`, or `result` with a `build-duplicate-app` error and no outputs when an earlier spec has its app.
    /// The error's note points into the earlier spec, whose file is gone by then: the start
    /// of that file up to the end of the app id's line is kept (when it is short, as it is
    /// in a spec that declares its app first), for the note's excerpt.
    mutating func check(_ result: Pipeline.Result) -> Pipeline.Result {
        guard let app = result.spec?.app else { return result }
        guard let earlier = first[app.id] else {
            first[app.id] = (app.span, Self.start(of: result.sources.first, through: app.span))
            return result
        }
        var rejected = result
        rejected.diagnostics.append(.duplicateApp(app.id, at: app.span, first: earlier.span))
        rejected.outputs = []
        if let excerpt = earlier.excerpt { rejected.sources.append(excerpt) }
        return rejected
    }

    /// `file` up to the end of the line `span` starts on, when that is at most `excerptLimit` bytes.
    private static func start(of file: SourceFile?, through span: SourceSpan) -> SourceFile? {
        guard let file, file.path == span.file, span.start.offset <= file.bytes.count else { return nil }
        let end = file.bytes[span.start.offset...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? file.bytes.count
        guard end <= excerptLimit else { return nil }
        return SourceFile(path: file.path, bytes: Array(file.bytes[..<end]))
    }
}
