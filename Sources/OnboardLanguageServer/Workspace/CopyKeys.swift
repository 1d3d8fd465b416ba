import OnboardCompiler

/// Where each text key of a spec is: its text in the spec, and its entry in each translation
/// file. Read from the decoded spec (the decoder names the keys), so nothing when the spec or
/// a translation file has an error.
struct CopyKeys {
    struct Place: Sendable, Hashable {
        var file: String
        var start: Int
        var end: Int
    }

    /// Key → where the spec writes its text.
    private(set) var source: [String: Place] = [:]
    /// Key → its entry in each translation file.
    private(set) var translations: [String: [Place]] = [:]

    init?(_ spec: Spec?) {
        guard let spec else { return nil }
        for copy in spec.allCopy {
            for text in [copy] + copy.variants where source[text.key] == nil {
                source[text.key] = Place(file: text.span.file, start: text.span.start.offset, end: text.span.end.offset)
            }
        }
        for translation in spec.translations {
            for entry in translation.entries {
                translations[entry.key, default: []].append(
                    Place(file: entry.keySpan.file, start: entry.keySpan.start.offset, end: entry.keySpan.end.offset))
            }
        }
    }

    /// The keys whose text or translation entry is at byte `offset` of `file`, sorted: a text an
    /// alias repeats in another flow has a key in each.
    func keys(at offset: Int, in file: String) -> [String] {
        func covers(_ place: Place) -> Bool { place.file == file && place.start <= offset && offset <= place.end }
        let spec = source.filter { covers($0.value) }.keys
        let translated = translations.filter { $0.value.contains(where: covers) }.keys
        return Set(spec).union(translated).sorted()
    }
}

extension Workspace {
    /// The text keys of the spec the document at `uri` belongs to.
    func copyKeys(_ uri: String) -> CopyKeys? {
        guard let spec = specs(affectedBy: uri).first, let input = input(spec) else { return nil }
        let config = configPath(of: spec).flatMap(file)
        var decoded: Spec?
        var timings = StageTimings()
        Project([input], config: config, limits: options.limits).validate(timings: &timings) { decoded = $0.spec }
        return CopyKeys(decoded)
    }

    /// `place` as an LSP location, through its file's text.
    func location(_ place: CopyKeys.Place) -> Location? {
        guard let source = file(place.file) else { return nil }
        return Location(uri: uri(place.file), range: LineIndex(source.bytes).range(from: place.start, to: place.end))
    }
}
