import OnboardCompiler

/// Where each text key of a spec is: its text in the spec, and its entry in each translation
/// file. Read from what decodes (`TextKeys`: the decoder names the keys), so a spec or a
/// translation file in the middle of a change still has the keys of everything else.
struct CopyKeys {
    struct Place: Sendable, Hashable {
        var file: String
        var start: Int
        var end: Int

        init(_ span: SourceSpan) {
            self.file = span.file
            self.start = span.start.offset
            self.end = span.end.offset
        }
    }

    /// Key → where the spec writes its text.
    private(set) var source: [String: Place] = [:]
    /// Key → its entry in each translation file.
    private(set) var translations: [String: [Place]] = [:]

    init(_ keys: TextKeys) {
        for text in keys.copy where source[text.key] == nil { source[text.key] = Place(text.span) }
        for file in keys.translations {
            for entry in file.entries { translations[entry.key, default: []].append(Place(entry.keySpan)) }
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
        return CopyKeys(TextKeys(input, limits: options.limits))
    }

    /// `place` as an LSP location, through its file's text.
    func location(_ place: CopyKeys.Place) -> Location? {
        guard let source = file(place.file) else { return nil }
        return Location(uri: uri(place.file), range: LineIndex(source.bytes).range(from: place.start, to: place.end))
    }
}
