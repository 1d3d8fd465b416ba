enum Emitters {
    /// Every output format, with the project configuration the XLIFF notes need. The order
    /// is that of memory, not of the files (`emit` sorts them): each emitter's files are kept
    /// while the next ones run, so those that need much working memory (the bundle, Android's
    /// tables) run before the large files that need little to write (the String Catalog).
    static func all(config: ProjectConfig) -> [any Emitter] {
        [
            BundleEmitter(), AndroidEmitter(), StringCatalogEmitter(), AppleStringsEmitter(),
            XLIFFEmitter(budgetParameters: config.lengthBudgetParameters),
        ]
    }

    /// Every file for the app of `analysis`, under `<app id>/`, sorted by path.
    static func emit(
        _ analysis: SpecAnalysis, config: ProjectConfig = ProjectConfig(), diagnostics: DiagnosticSink
    ) -> [OutputFile] {
        let spec = analysis.spec
        let strings = AppStrings(analysis, diagnostics: diagnostics)
        var files: [OutputFile] = []
        var size = 0
        for emitter in all(config: config) {
            let emitted = emitter.emit(spec, strings: strings, diagnostics: diagnostics)
            size += emitted.reduce(0) { $0 + $1.bytes.count }
            files += emitted
            // The emitter's working memory is gone: its pages go back, so that the next one's
            // files do not come on top of them.
            FreedMemory.release(after: size)
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension ProjectConfig {
    /// The configured parameters of the `l10n-length-budget` rule.
    var lengthBudgetParameters: [String: String] {
        rules[LengthBudget.ruleID]?.parameters ?? [:]
    }
}
