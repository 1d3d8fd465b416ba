/// One output format. Emitters are pure: the same IR always gives the same bytes.
protocol Emitter: Sendable {
    func emit(_ spec: Spec, strings: StringTable, diagnostics: DiagnosticSink) -> [OutputFile]
}

enum Emitters {
    static let all: [any Emitter] = [
        BundleEmitter(), StringCatalogEmitter(), AppleStringsEmitter(), AndroidStringsEmitter(), XLIFFEmitter(),
    ]

    /// Every file for one app, under `<app id>/`, sorted by path.
    static func emit(_ spec: Spec, diagnostics: DiagnosticSink) -> [OutputFile] {
        let strings = StringTable(spec, diagnostics: diagnostics)
        return all.flatMap { $0.emit(spec, strings: strings, diagnostics: diagnostics) }.sorted { $0.path < $1.path }
    }
}
