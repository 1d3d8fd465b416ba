import OnboardCompiler

/// Fuzz target `translation`: the input is a translation file
/// (`specs/vegyscan.l10n/<locale>.yaml`), compiled with the real
/// `specs/vegyscan.yaml` as `onboardc build` would: the translation's parsing,
/// locale checks, ICU messages against the source's, translation lint rules, and
/// the localised string tables, pseudo-locales and XLIFF files emitted from it.
let spec = Fixtures.read("specs/vegyscan.yaml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let translation = fuzzedFile(data, size, path: "specs/vegyscan.l10n/fuzz.yaml")
    buildAndRender(Project([Pipeline.Input(spec: spec, translations: [translation])], config: Fixtures.config))
    return 0
}
