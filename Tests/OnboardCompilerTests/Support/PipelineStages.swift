@testable import OnboardCompiler

/// One spec through one stage, in memory: `Pipeline.run`, which `Project` runs for every
/// spec, named after the command each stage serves, for tests of a stage.
extension Pipeline {
    static func validate(
        _ source: SourceFile, translations: [SourceFile] = [], options: Options = Options()
    ) -> Result {
        run(Input(spec: source, translations: translations), through: .decode, options: options)
    }

    static func lint(_ source: SourceFile, translations: [SourceFile] = [], options: Options = Options()) -> Result {
        run(Input(spec: source, translations: translations), through: .lint, options: options)
    }

    static func compile(
        _ source: SourceFile, translations: [SourceFile] = [], options: Options = Options()
    ) -> Result {
        run(Input(spec: source, translations: translations), through: .build, options: options)
    }

    static func preview(
        _ source: SourceFile, translations: [SourceFile] = [], options: Options = Options(),
        pseudoLocales: [PseudoLocale] = PseudoLocale.allCases
    ) -> Result {
        run(
            Input(spec: source, translations: translations), through: .preview(pseudoLocales: pseudoLocales),
            options: options)
    }

    /// Every spec built as `Project.build` builds them (in parallel, a later spec of an
    /// app an earlier one has an error), each result with its files.
    static func compileAll(_ inputs: [Input], options: Options = Options()) -> [Result] {
        var results: [Result] = []
        each(inputs.map(InputFiles.init), through: .build, options: options) { results.append($0) }
        return results
    }

    static func compileAll(_ sources: [SourceFile], options: Options = Options()) -> [Result] {
        compileAll(sources.map { Input(spec: $0) }, options: options)
    }
}

extension Project {
    /// Every spec's `validate` result, in input order.
    func validateAll(timings: inout StageTimings) -> [Pipeline.Result] {
        var results: [Pipeline.Result] = []
        validate(timings: &timings) { results.append($0) }
        return results
    }
}
