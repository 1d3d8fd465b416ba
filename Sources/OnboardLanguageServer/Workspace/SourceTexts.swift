import OnboardCompiler

extension Workspace {
    /// The text keys of the spec the document at `uri` belongs to, each with its text, in the
    /// spec's order: the spec decoded without its translation files, so that a translation
    /// file half typed hides nothing; empty when the spec itself has an error.
    func sourceTexts(_ uri: String) -> [(key: String, text: String)] {
        guard let spec = specs(affectedBy: uri).first, let source = file(spec) else { return [] }
        let config = configPath(of: spec).flatMap(file)
        let project = Project([Pipeline.Input(spec: source, translations: [])], config: config, limits: options.limits)
        var decoded: Spec?
        var timings = StageTimings()
        project.validate(timings: &timings) { decoded = $0.spec }
        var seen: Set<String> = []
        return (decoded?.allCopy ?? []).flatMap(\.withVariants).filter { seen.insert($0.key).inserted }.map {
            ($0.key, $0.text)
        }
    }
}
