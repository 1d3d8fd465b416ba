import OnboardCompiler

/// Fuzz target `config`: the input is a project configuration (`specs/onboardc.yaml`).
/// It is loaded as `onboardc` loads `--config`; a configuration that loads is then
/// used to compile the real `specs/vegyscan.yaml` with its translations, so the
/// organisation's policy and every rule's severity and parameters reach the linter
/// and the emitters.
let vegyscan = Fixtures.input("specs/vegyscan.yaml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = fuzzedFile(data, size, path: "specs/onboardc.yaml")
    let (config, diagnostics) = Pipeline.loadConfig(source)
    renderEveryFormat(diagnostics, sources: [source])
    guard let config else { return 0 }
    let result = Pipeline.compile(
        vegyscan.spec, translations: vegyscan.translations,
        options: Pipeline.Options(config: config))
    renderEveryFormat(result.diagnostics, sources: [vegyscan.spec] + vegyscan.translations)
    return 0
}
