import OnboardCompiler

/// Fuzz target `spec`: the input is a spec file (`specs/<app>.yaml`). It goes the
/// way of `onboardc build`: parse → decode → lint → emit (bundle, string tables),
/// with the project configuration of `specs/`, then the diagnostics are rendered
/// in every format; a spec that compiles is also exported as XLIFF. Covers the
/// YAML front end (libyaml events, limits, spans) and every stage after it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let project = Project(
        [Pipeline.Input(spec: fuzzedFile(data, size, path: "specs/fuzz.yaml"))], config: Fixtures.config)
    buildAndRender(project)
    var timings = StageTimings()
    project.validate(timings: &timings) { result in
        if let spec = result.spec, TranslationExchange.exportProblem(spec, locale: "de") == nil {
            _ = TranslationExchange.export(spec, locale: "de", config: project.options.config)
        }
    }
    return 0
}
