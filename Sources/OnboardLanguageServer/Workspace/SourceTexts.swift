import OnboardCompiler

extension Workspace {
    /// The text keys of the spec the document at `uri` belongs to, each with its text, in the
    /// spec's order: as far as the spec decodes (`TextKeys`), errors and all, and without its
    /// translation files, so that one half typed hides nothing.
    func sourceTexts(_ uri: String) -> [(key: String, text: String)] {
        guard let spec = specs(affectedBy: uri).first, let source = file(spec) else { return [] }
        let keys = TextKeys(Pipeline.Input(spec: source, translations: []), limits: options.limits)
        var seen: Set<String> = []
        return keys.copy.filter { seen.insert($0.key).inserted }.map { ($0.key, $0.text) }
    }
}
