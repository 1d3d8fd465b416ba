/// Two specs of one app would write the same files: the later one (in input order) is
/// an error. Keeps only each app id's first declaration, so specs can be checked as
/// they come and released.
struct DuplicateApps {
    private var first: [String: SourceSpan] = [:]

    /// `result`, or `result` with a `build-duplicate-app` error and no outputs when an earlier spec has its app.
    mutating func check(_ result: Pipeline.Result) -> Pipeline.Result {
        guard let app = result.spec?.app else { return result }
        guard let earlier = first[app.id] else {
            first[app.id] = app.span
            return result
        }
        var rejected = result
        rejected.diagnostics.append(.duplicateApp(app.id, at: app.span, first: earlier))
        rejected.outputs = []
        return rejected
    }
}
