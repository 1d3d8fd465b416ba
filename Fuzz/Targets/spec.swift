import OnboardCompiler

/// Fuzz target `spec`: the input is a spec file (`specs/<app>.yaml`). It goes the
/// way of `onboardc build`: parse → decode → lint → emit (bundle, string tables),
/// with the project configuration of `specs/`, then the diagnostics are rendered
/// in every format; a spec that compiles is also exported as XLIFF. Covers the
/// YAML front end (libyaml events, limits, spans) and every stage after it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = fuzzedFile(data, size, path: "specs/fuzz.yaml")
    let result = Pipeline.compile(source, options: Fixtures.options)
    renderEveryFormat(result.diagnostics, sources: [source])
    if let spec = result.spec, TranslationExchange.exportProblem(spec, locale: "de") == nil {
        _ = TranslationExchange.export(spec, locale: "de", config: Fixtures.options.config)
    }
    return 0
}
