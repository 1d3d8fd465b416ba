/// Where a spec's text keys are written, read as far as the spec and its translation files
/// decode, whatever errors they have: what an editor navigates by while a writer is in the
/// middle of a change (the language server's definition and references of text keys). The
/// keys are the decoder's own, so they are the keys `onboardc build` writes.
public struct TextKeys: Sendable {
    /// The spec's copy, each piece followed by its platform variants, with its key and where it is written.
    public var copy: [Copy]
    /// Each translation file's path and its entries, with where each key is written.
    public var translations: [(file: String, entries: [TranslatedCopy])]

    /// Reads `input`'s spec and translation files; reports nothing.
    public init(_ input: Pipeline.Input, limits: ParseLimits = .default) {
        let sink = DiagnosticSink()
        copy =
            Pipeline.parse(input.spec, limits: limits, sink: sink).map {
                SpecDecoder(document: $0, sink: sink).copyOfWhatDecodes()
            } ?? []
        translations = input.translations.compactMap { file in
            Pipeline.parse(file, limits: limits, sink: sink).map {
                (file.path, TranslationDecoder(document: $0, sink: sink).entriesOfWhatDecodes())
            }
        }
    }
}
